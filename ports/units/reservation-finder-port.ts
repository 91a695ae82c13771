import type { Booking, DateLock } from '../../domain/booking/booking';
import type { RateRule } from '../../domain/booking/booking-policy';

/** What the couple's reservation lookup reads (application/booking/lookup-reservation.ts), outside any unit. */
export interface ReservationFinder {
  /** Counts one attempt on each counter (in its own unit); rejects with the rule's code once the limit is reached. */
  countAttempt(rules: RateRule[]): Promise<void>;
  /** The booking with this code and this (normalised) e-mail, or null. */
  find(reservationCode: string, email: string): Promise<Pick<Booking, LookedUpFields> | null>;
  /** The lock document of `date` as stored (an expired hold included: the rule decides), or null. */
  lockOn(date: string): Promise<DateLock | null>;
}

/** What the lookup reads of a booking: what it answers, and what the deposit instructions derive from. */
export type LookedUpFields = 'id' | 'status' | 'weddingDate' | 'contact' | 'reservationCode' | 'history' | 'pricing' | 'createdAt';
