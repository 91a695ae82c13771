import type { Booking } from '../../domain/booking/booking';
import type { BookingQuery, BookingRepository } from '../../ports/booking-repository-port';

/** Every booking a query matches, read page by page (the port pages at most 100 at a time). */
export async function listEveryBooking(bookings: BookingRepository, query: Omit<BookingQuery, 'limit' | 'cursor'>): Promise<Booking[]> {
  const all: Booking[] = [];
  let cursor: string | undefined;
  do {
    const page = await bookings.list({ ...query, limit: 100, ...(cursor ? { cursor } : {}) });
    all.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return all;
}
