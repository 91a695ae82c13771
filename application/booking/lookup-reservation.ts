import { isReservationCode } from '../../domain/booking/booking';
import { rateRules } from '../../domain/booking/booking-policy';
import { holdsDate } from '../../domain/booking/date-hold';
import { coupleHold } from '../../domain/booking/date-lock';
import { depositInstructions } from '../../domain/payment/deposit-instructions';
import { emailError, normaliseEmail } from '../../domain/validation/fields';
import type { ReservationLookup } from '../../ports/booking-submission-port';
import type { DepositSettingsSource } from '../../ports/units/mail-settings-port';
import type { ReservationFinder } from '../../ports/units/reservation-finder-port';

export interface LookupQuery {
  /** As typed by the couple (untrusted). */
  reservationCode: unknown;
  email: unknown;
  client: string;
  /** The server's time of the lookup: whether a hold still holds is decided by it. */
  now: Date;
}

/**
 * A couple checks their request with the code and their e-mail. Both must match (the code alone is not a secret
 * the couple chose), every attempt counts against the caller's hourly limit, and a miss answers plain `null`: no
 * hint whether the code or the e-mail was wrong. A request that holds its day says until when, as the couple's
 * portal does (the day's lock is read only for a status that can hold one).
 */
export async function lookupReservation(
  query: LookupQuery,
  finder: ReservationFinder,
  deposit?: DepositSettingsSource,
): Promise<ReservationLookup | null> {
  await finder.countAttempt(rateRules.lookup(query.client));
  const code = typeof query.reservationCode === 'string' ? query.reservationCode.trim().toUpperCase() : '';
  const email = typeof query.email === 'string' ? query.email : '';
  if (!isReservationCode(code) || emailError(email)) return null;
  const found = await finder.find(code, normaliseEmail(email));
  if (!found) return null;
  const hold = holdsDate(found.status) ? coupleHold(found, await finder.lockOn(found.weddingDate), query.now) : null;
  const answer: ReservationLookup = {
    reservationCode: code,
    status: found.status,
    weddingDate: found.weddingDate,
    coupleNames: found.contact.coupleNames,
    ...(hold ? { hold } : {}),
  };
  // A confirmed booking shows how to pay the deposit; settings that cannot be read only leave that out.
  const settings = deposit ? await deposit.read().catch(() => null) : null;
  const instructions = depositInstructions(found, settings);
  return instructions ? { ...answer, deposit: instructions } : answer;
}
