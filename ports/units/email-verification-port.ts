import type { Booking, DateLock } from '../../domain/booking/booking';
import type { RateRule } from '../../domain/booking/booking-policy';
import type { LockChange } from '../../domain/booking/date-lock';
import type { BookingDeskUnit } from './booking-desk-port';
import type { Atomically } from './unit-of-work-port';

/** `load` (BookingDeskUnit): the booking and the lock on its day as stored, or null when there is no such booking. */
export interface VerificationUnit extends BookingDeskUnit {
  /**
   * The bookings with this (stored, normalised) contact e-mail that are unanswered requests, each with the lock on
   * its day: read in the unit, so two confirmations of one address cannot both take a hold.
   */
  requestsOf(email: string): Promise<Array<{ booking: Pick<Booking, 'id' | 'status' | 'weddingDate'>; lock: DateLock | null }>>;
  /** Records the confirmation (`emailVerifiedAt`) on the booking and applies the lock change with it. */
  save(bookingId: string, verifiedAt: string, lock: LockChange): Promise<void>;
}

/** What the e-mail confirmation runs over (application/booking/verify-email.ts): the attempt counter and its unit. */
export interface EmailVerifier {
  /** Counts one attempt on each counter (in its own unit); rejects with the rule's code once the limit is reached. */
  countAttempt(rules: RateRule[]): Promise<void>;
  atomically: Atomically<VerificationUnit>;
}
