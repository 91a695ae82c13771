import type { DateLock } from '../domain/booking/booking';

/**
 * Which days are taken (a confirmed booking), blocked (the photographer's day off) or held (a new request's date hold,
 * under the CMS's date-hold policy): what the public calendar and the booking forms need. No personal data and no sign-in, so public pages can read it without the admin's SDK.
 *
 * Contract (tests/contracts/availability.contract.ts): `listDateLocks(from, to)` resolves every lock with
 * `from <= date <= to`, ascending by date, with its reason (and a hold's `expiresAt`), leaving out holds that have
 * expired (domain/booking/date-lock.ts effectiveLocks), even before the scheduled expiry deleted them; one request per call (the calendar asks once per month
 * shown); an unreachable backend rejects `network/unavailable`.
 */
export interface AvailabilityPort {
  listDateLocks(from: string, to: string): Promise<DateLock[]>;
}
