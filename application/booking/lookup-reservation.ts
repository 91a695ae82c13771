import { isReservationCode, type Booking } from '../../domain/booking/booking';
import { rateRules, type RateRule } from '../../domain/booking/booking-policy';
import { emailError, normaliseEmail } from '../../domain/validation/fields';
import type { ReservationLookup } from '../../ports/booking-submission-port';

export interface ReservationFinder {
  /** Counts one attempt on each counter (in its own unit); rejects with the rule's code once the limit is reached. */
  countAttempt(rules: RateRule[]): Promise<void>;
  /** The booking with this code and this (normalised) e-mail, or null. */
  find(reservationCode: string, email: string): Promise<Pick<Booking, 'status' | 'weddingDate' | 'contact'> | null>;
}

export interface LookupQuery {
  /** As typed by the couple (untrusted). */
  reservationCode: unknown;
  email: unknown;
  client: string;
}

/**
 * A couple checks their request with the code and their e-mail. Both must match (the code alone is not a secret
 * the couple chose), every attempt counts against the caller's hourly limit, and a miss answers plain `null`: no
 * hint whether the code or the e-mail was wrong.
 */
export async function lookupReservation(query: LookupQuery, finder: ReservationFinder): Promise<ReservationLookup | null> {
  await finder.countAttempt(rateRules.lookup(query.client));
  const code = typeof query.reservationCode === 'string' ? query.reservationCode.trim().toUpperCase() : '';
  const email = typeof query.email === 'string' ? query.email : '';
  if (!isReservationCode(code) || emailError(email)) return null;
  const found = await finder.find(code, normaliseEmail(email));
  if (!found) return null;
  return { reservationCode: code, status: found.status, weddingDate: found.weddingDate, coupleNames: found.contact.coupleNames };
}
