import { DomainError } from '../errors';
import type { Booking, DateLock } from './booking';
import { takesDate } from './booking-status';

/** The lock a booking holds while its status takes the date, or null. */
export function lockFor(booking: Pick<Booking, 'id' | 'status' | 'weddingDate'>): DateLock | null {
  return takesDate(booking.status) ? { date: booking.weddingDate, reason: 'booked', bookingId: booking.id } : null;
}

export interface LockChange {
  set?: DateLock;
  delete?: string;
}

/**
 * What a booking write does to the date lock (the rules demand it happens in the same batch): a booking entering a
 * date-taking status takes the lock — `booking/date-taken` if another booking holds it, `booking/date-blocked` if it
 * is a day off — and a booking leaving one (or deleted) frees the lock it held. Used by the Firestore repository,
 * the admin functions and the in-memory fakes alike.
 */
export function lockChange(
  before: Pick<Booking, 'id' | 'status' | 'weddingDate'> | null,
  after: Pick<Booking, 'id' | 'status' | 'weddingDate'> | null,
  current: DateLock | null,
): LockChange {
  const wanted = after ? lockFor(after) : null;
  const held = before ? lockFor(before) : null;
  if (wanted) {
    if (current && current.bookingId === wanted.bookingId && current.reason === 'booked') return {};
    // The photographer's own day off gets its own message: she can unblock it; another wedding she cannot.
    if (current) throw new DomainError(current.reason === 'blocked' ? 'booking/date-blocked' : 'booking/date-taken');
    return { set: wanted };
  }
  if (held && current?.bookingId === held.bookingId) return { delete: held.date };
  return {};
}
