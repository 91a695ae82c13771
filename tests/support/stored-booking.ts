import type { Booking, BookingStatus } from '../../domain/booking/booking';
import { changeStatus, statusPath } from '../../domain/booking/booking-status';
import type { BookingRepository } from '../../ports/booking-repository-port';
import { aBooking } from './booking-mother';

/**
 * Stores a booking the only legal way: created as `new`, then moved through the legal status changes to `status`
 * (so its history, date lock and timestamps are what the real desk would have written).
 */
export async function storeBooking(
  bookings: BookingRepository,
  status: BookingStatus,
  overrides: Partial<Omit<Booking, 'status' | 'history'>> = {},
): Promise<Booking> {
  let booking = await bookings.create(aBooking(overrides));
  for (const to of statusPath(status)) {
    const at = new Date(Date.parse(booking.updatedAt) + 60_000).toISOString();
    const changed = changeStatus(booking, { to, by: 'fotograf@example.cz', at });
    booking = await bookings.update(booking.id, { status: changed.status, history: changed.history, updatedAt: changed.updatedAt });
  }
  return booking;
}
