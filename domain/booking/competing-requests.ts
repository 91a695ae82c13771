import { DomainError } from '../errors';
import type { Booking, BookingStatus } from './booking';

/**
 * Requests still waiting for the photographer's answer: they compete for their day until one is confirmed. A
 * withdrawn, declined or confirmed request competes for nothing any more.
 */
export const OPEN_REQUEST_STATUSES: readonly BookingStatus[] = ['new'];

export function isOpenRequest(booking: Pick<Booking, 'status'>): boolean {
  return OPEN_REQUEST_STATUSES.includes(booking.status);
}

/** One day with at least two open requests; `bookingIds` in the order they arrived (who asked first). */
export interface CompetingDay {
  date: string;
  bookingIds: string[];
  count: number;
}

type Competitor = Pick<Booking, 'id' | 'status' | 'weddingDate' | 'createdAt'>;

const byArrival = (a: Competitor, b: Competitor) =>
  a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;

/** The days on which two or more open requests compete, keyed by `YYYY-MM-DD`. */
export function competingRequests(bookings: readonly Competitor[]): Map<string, CompetingDay> {
  const perDay = new Map<string, Competitor[]>();
  for (const booking of bookings) {
    if (!isOpenRequest(booking)) continue;
    const day = perDay.get(booking.weddingDate) ?? [];
    if (!day.some((b) => b.id === booking.id)) day.push(booking);
    perDay.set(booking.weddingDate, day);
  }
  const days = new Map<string, CompetingDay>();
  for (const [date, open] of [...perDay].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    if (open.length < 2) continue;
    days.set(date, { date, bookingIds: [...open].sort(byArrival).map((b) => b.id), count: open.length });
  }
  return days;
}

/** The open requests for `booking`'s day other than `booking` itself, in the order they arrived. */
export function othersOnDay<B extends Competitor>(booking: Pick<Booking, 'id' | 'weddingDate'>, bookings: readonly B[]): B[] {
  return bookings.filter((b) => b.id !== booking.id && b.weddingDate === booking.weddingDate && isOpenRequest(b)).sort(byArrival);
}

/** The most competitors one confirmation may decline in its step (a bound on the server's transaction). */
export const DECLINE_OTHERS_MAX = 50;

/** `declineOthers` as sent (untrusted): absent → none; else a list of distinct, well-formed ids within the bound. */
export function declineOthersOf(raw: unknown, idOf: (value: unknown) => string): string[] {
  if (raw === undefined || raw === null) return [];
  if (!Array.isArray(raw) || raw.length > DECLINE_OTHERS_MAX) throw new DomainError('id/invalid');
  const ids = raw.map(idOf);
  if (new Set(ids).size !== ids.length) throw new DomainError('id/invalid');
  return ids;
}

/**
 * Confirming `confirmed` may decline other requests in the same step only if each is still an open request for the
 * same day and is not the confirmed booking itself. Anything else (a competitor confirmed, declined or moved
 * meanwhile, or unknown) refuses the whole step with `booking/competitor-changed`, so nothing is declined by mistake.
 */
export function assertDeclinableCompetitors(
  confirmed: Pick<Booking, 'id' | 'weddingDate'>,
  others: ReadonlyArray<{ id: string; booking: Pick<Booking, 'id' | 'status' | 'weddingDate'> | null }>,
): void {
  for (const { id, booking } of others) {
    const fits = booking !== null && booking.id !== confirmed.id && booking.weddingDate === confirmed.weddingDate && isOpenRequest(booking);
    if (!fits) throw new DomainError('booking/competitor-changed', `${id} is no longer an open request for ${confirmed.weddingDate}`, { bookingId: id });
  }
}
