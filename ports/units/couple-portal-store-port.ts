import type { Booking, BookingMessage, DateLock } from '../../domain/booking/booking';
import type { RateRule } from '../../domain/booking/booking-policy';
import type { LockChange } from '../../domain/booking/date-lock';
import type { OutgoingMail } from '../../domain/mail/outgoing-mail';
import type { CoupleIdentity } from '../../domain/user/user';
import type { DepositPayments } from './bank-import-port';
import type { MailSettings } from './mail-settings-port';
import type { Atomically } from './unit-of-work-port';
import type { ThreadReads } from './booking-thread-unit-port';

/** The unit of a couple's change to their booking (application/portal/couple-portal.ts): a withdrawal, a message, a read. */
export interface PortalUnit extends ThreadReads {
  /** The booking and the lock on its wedding date (null when the day is free); null for an unknown id. */
  load(bookingId: string): Promise<{ booking: Booking; lock: DateLock | null } | null>;
  /**
   * Writes the booking's status, history, updatedAt and thread markers, applies the lock change, queues the mails and
   * adds `message` (when given) to the booking's thread.
   */
  save(after: Booking, lock: LockChange, mails: OutgoingMail[], message?: BookingMessage): Promise<void>;
}

/** What the couple's portal runs over: the functions' Firestore and Strapi, or the in-memory fakes. */
export interface CouplePortalStore {
  /** The session → the couple the accounts service vouches for; `auth/not-signed-in` otherwise. */
  verify(session: unknown): Promise<CoupleIdentity>;
  /** Counts one call on each counter (its own unit); rejects with the rule's code once a limit is reached. */
  countAttempt(rules: RateRule[]): Promise<void>;
  /** The bookings whose contact e-mail is `email` (normalised); the use case checks each again. */
  bookingsOf(email: string): Promise<Booking[]>;
  /** A booking's thread, oldest first. */
  threadOf(bookingId: string): Promise<BookingMessage[]>;
  /** What the bank brought towards these bookings' deposits (bookings without a payment left out). */
  depositPaymentsOf(bookingIds: readonly string[]): Promise<DepositPayments[]>;
  /** The locks on these days (days without one left out): a request's hold is shown with its end. */
  locksOn(dates: string[]): Promise<DateLock[]>;
  atomically: Atomically<PortalUnit>;
  mail: MailSettings;
}

/** What proves a caller: the accounts service's verdict on a session, and the rate counters. */
export type CoupleGate = Pick<CouplePortalStore, 'verify' | 'countAttempt'>;
