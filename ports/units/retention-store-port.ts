import type { Booking } from '../../domain/booking/booking';
import type { LockChange } from '../../domain/booking/date-lock';
import type { RetentionCutoffs, StoredMailAge } from '../../domain/privacy/retention';
import type { BookingDeskUnit } from './booking-desk-port';
import type { BookingLeftovers, BookingMailsUnit } from './booking-erasure-port';
import type { Atomically } from './unit-of-work-port';

/** The unit of one booking's retention step (application/privacy/apply-retention.ts): anonymise or erase it. */
export interface RetentionUnit extends BookingDeskUnit, BookingMailsUnit {
  /**
   * Replaces the booking with its anonymised form (no search terms), applies the lock change, deletes these mails and
   * the thread's messages.
   */
  anonymise(after: Booking, lock: LockChange, leftovers: BookingLeftovers): Promise<void>;
  /**
   * Deletes the booking, applies the lock change (freeing its day) and deletes these mails and thread messages, and
   * the booking's contract acceptance: nothing may name an erased booking.
   */
  erase(booking: Booking, lock: LockChange, leftovers: BookingLeftovers): Promise<void>;
  /** Deletes the contract acceptance stored under this booking id (none stored: nothing happens). */
  deleteAcceptance(bookingId: string): Promise<void>;
  /** Deletes the day plan stored under this booking id (none stored: nothing happens). */
  deleteDayPlan(bookingId: string): Promise<void>;
}

/** What the scheduled retention run reads, deletes and stamps (application/privacy/apply-retention.ts). */
export interface RetentionStore {
  /**
   * Every booking the policy may act on at these cutoffs — a superset is fine (the rule decides again inside each
   * unit), a missing one is not. Paged by the store.
   */
  candidates(cutoffs: RetentionCutoffs): AsyncIterable<Booking>;
  /** Every outbox mail with what is known of its age, paged by the store. */
  mails(): AsyncIterable<StoredMailAge & { id: string }>;
  /** Deletes these outbox mails (batched by the store). */
  deleteMails(ids: string[]): Promise<void>;
  /** Every once-only marker of a scheduled mail with when it was written, paged by the store. */
  onceMarkers(): AsyncIterable<StoredMailAge & { id: string }>;
  /** Deletes these once-only markers (batched by the store). */
  deleteOnceMarkers(ids: string[]): Promise<void>;
  /** Sets `createdAt` on these outbox mails (those with no known age: their period starts now). */
  stampMails(ids: string[], at: string): Promise<void>;
  /** The booking id of every stored contract acceptance (one per booking), paged by the store. */
  acceptanceIds(): AsyncIterable<string>;
  /** The booking id of every stored day plan (one per booking), paged by the store. */
  dayPlanIds(): AsyncIterable<string>;
  atomically: Atomically<RetentionUnit>;
}
