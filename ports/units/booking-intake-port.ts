import type { Booking, DateLock } from '../../domain/booking/booking';
import type { RateRule } from '../../domain/booking/booking-policy';
import type { OutgoingMail } from '../../domain/mail/outgoing-mail';
import type { BotChallenges, ChallengeLedger } from './challenge-verification-port';
import type { MailSettings } from './mail-settings-port';
import type { Atomically } from './unit-of-work-port';

/** A stored booking's receipt, with the contact e-mail it was sent with (a replay must come from the same couple). */
export interface StoredReceipt {
  bookingId: string;
  reservationCode: string;
  email: string;
  /** The couple has not confirmed their e-mail yet (domain/booking/email-verification.ts awaitsEmailVerification). */
  awaitsEmail: boolean;
}

/** The reads of a public request: the booking stored under its id and the lock on its day. */
export interface IntakeReads {
  /** The receipt of a stored booking `bookingId` (null when none) and the lock on `date` as stored (null: none). */
  read(bookingId: string, date: string): Promise<{ stored: StoredReceipt | null; lock: DateLock | null }>;
}

/**
 * The unit of a public booking request (application/booking/accept-request.ts): the spent challenge, the rate counters,
 * the booking and its mails are kept together or not at all.
 */
export interface IntakeUnit extends IntakeReads, ChallengeLedger {
  /** Checks each counter and counts one hit on each; rejects with the first exceeded rule's code. */
  takeRates(rules: RateRule[]): Promise<void>;
  /**
   * Stores the new booking (it holds no day: only a confirmed e-mail can, verify-email.ts) and queues its mails
   * (written out: the couple's receipt with the confirmation link, the photographer's notice).
   */
  save(booking: Booking, mails: OutgoingMail[]): Promise<void>;
}

/** Where requests are accepted into. */
export interface BookingIntake {
  /**
   * Reads outside any transaction (may be stale), used first so that replays of a stored request and requests for
   * a locked day are answered without the real submissions fighting over the same documents; also read after a
   * unit failed for another reason, to see whether a parallel retry stored the request.
   */
  peek: IntakeReads;
  atomically: Atomically<IntakeUnit>;
  /** Checks the request's bot-barrier challenge (the unit spends it). */
  challenges: BotChallenges;
  /** Addresses and prices for the two mails. */
  mail: MailSettings;
}
