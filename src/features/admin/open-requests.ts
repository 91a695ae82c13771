import type { Booking } from '../../../domain/booking/booking';
import { OPEN_REQUEST_STATUSES } from '../../../domain/booking/competing-requests';
import type { BookingRepository } from '../../../ports/booking-repository-port';

/**
 * Every open request with a wedding between `from` and `to` (all pages). The competition markers are hints on top of
 * the desk: callers treat a failure as "no markers" rather than failing the page.
 */
export async function openRequestsBetween(bookings: BookingRepository, from?: string, to?: string): Promise<Booking[]> {
  const all: Booking[] = [];
  for (const status of OPEN_REQUEST_STATUSES) {
    let cursor: string | undefined;
    do {
      const page = await bookings.list({
        status,
        orderBy: 'weddingDate',
        direction: 'asc',
        limit: 100,
        ...(from ? { from } : {}),
        ...(to ? { to } : {}),
        ...(cursor ? { cursor } : {}),
      });
      all.push(...page.items);
      cursor = page.nextCursor;
    } while (cursor);
  }
  return all;
}
