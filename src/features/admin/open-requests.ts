import type { Booking } from '../../../domain/booking/booking';
import { addDays, daysBetween } from '../../../domain/booking/calendar';
import type { BookingRepository } from '../../../ports/booking-repository-port';

/**
 * Every open request with a wedding between `from` and `to` (inclusive): the calendar's month or season, read as its
 * days in one bounded call (a month is one or two queries), never page by page through the season. The competition
 * markers are hints on top of the desk: callers treat a failure as "no markers" rather than failing the page.
 */
export function openRequestsBetween(bookings: BookingRepository, from: string, to: string): Promise<Booking[]> {
  const days = Array.from({ length: Math.max(0, daysBetween(from, to) + 1) }, (_, i) => addDays(from, i));
  return bookings.openRequestsOn(days);
}
