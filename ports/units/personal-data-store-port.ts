import type { Booking, BookingMessage } from '../../domain/booking/booking';
import type { DayPlan } from '../../domain/day-plan/day-plan';
import type { ContractAcceptance } from '../../domain/contract/contract-acceptance';
import type { IssuedDocument } from './issued-documents-port';
import type { OutgoingMail } from '../../domain/mail/outgoing-mail';
import type { BookingDeskUnit } from './booking-desk-port';
import type { EraseUnit } from './booking-erasure-port';
import type { Atomically } from './unit-of-work-port';

/** An outbox mail with when it was queued (unknown for mails queued before mails carried it). */
export interface StoredMail {
  id: string;
  mail: OutgoingMail;
  queuedAt?: string;
}

/** The reads of the GDPR export and erasure (application/privacy/export-personal-data.ts, erase-personal-data.ts). */
export interface PersonalDataReads {
  /** The bookings whose contact e-mail is this one (a superset is fine: the use case checks again). */
  bookingsOf(email: string): Promise<Booking[]>;
  /** A booking's portal thread, oldest first. */
  threadOf(bookingId: string): Promise<BookingMessage[]>;
  /** A booking's wedding-day plan, null when none was saved (it names third persons: the export carries it). */
  dayPlanOf(bookingId: string): Promise<DayPlan | null>;
  /**
   * The contact-form messages sent from this e-mail: the outbox mails to the photographer whose `replyTo` is it and
   * that are about no booking (a contact message is kept only as its mail).
   */
  contactMailsFrom(email: string): Promise<StoredMail[]>;
  /** The booking's contract acceptance record, null when none is stored. */
  acceptanceOf(bookingId: string): Promise<ContractAcceptance | null>;
  /** The documents issued for the booking (only their numbers are exported), any order. */
  issuedDocumentsOf(bookingId: string): Promise<IssuedDocument[]>;
}

/** The unit that flags the bookings an erasure must keep (a contract) and tells the photographer. */
export interface ErasureFlagUnit extends BookingDeskUnit {
  /** Writes `erasureRequestedAt` on these bookings (nothing else) and queues the photographer's notice. */
  flag(bookings: Booking[], mail: OutgoingMail): Promise<void>;
}

/** Everything the erasure of an account's data runs over (application/privacy/erase-personal-data.ts). */
export interface AccountErasureStore extends PersonalDataReads {
  erasures: Atomically<EraseUnit>;
  flags: Atomically<ErasureFlagUnit>;
  /** Deletes every outbox mail sent to this e-mail or whose `replyTo` is it; answers their ids. */
  deleteMailsOf(email: string): Promise<string[]>;
  /**
   * Keeps a record that this account was erased, naming only ids (the account's, the deleted mails'): a restore of an
   * older backup replays it, so the account and those mails do not come back.
   */
  recordErasure(erasure: { accountId: string; mailIds: string[]; at: string }): Promise<void>;
  /** Deletes the rate counters of these keys, every window of each (the stores hash keys); answers how many. */
  deleteRateCounters(keys: string[]): Promise<number>;
}
