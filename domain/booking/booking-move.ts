import { DomainError, invalidInput } from '../errors';
import type { Booking, BookingStatus, DateLock } from './booking';
import { MANUAL_STATUSES } from './booking-by-hand';
import { DEFAULT_BOOKING_POLICY, weddingDateError, type BookingPolicy } from './booking-policy';
import { lockChange, type LockChange } from './date-lock';

/** Bookings whose wedding is still ahead and may move: the same statuses the desk can enter a booking in. */
export const MOVABLE_STATUSES: readonly BookingStatus[] = MANUAL_STATUSES;

export interface DateMove {
  /** As sent (untrusted). */
  newDate: unknown;
  by: string;
  at: string;
  now: Date;
  policy?: BookingPolicy;
}

export interface MovedBooking {
  after: Booking;
  /** Frees the old day's lock this booking held (`delete`) and takes the new day's (`set`), in one write. */
  lock: LockChange;
}

/** The date rule for a move: the manual booking's (any day from today on, up to `maxYearsAhead`). */
export function moveDateError(date: string, now: Date, policy: BookingPolicy = DEFAULT_BOOKING_POLICY) {
  return weddingDateError(date, now, { ...policy, minDaysAhead: 0 });
}

/**
 * Moves a booking to another day: a history entry `move` with `weddingDate` old → new, and the lock move decided by
 * lockChange — the booking leaving its old day (its own lock freed) and arriving on the new one (taken; another
 * booking's lock or hold → `booking/date-taken`, a day off → `booking/date-blocked`). A booking that holds no date
 * (a request in `new`) is refused a locked day as the public form refuses it. Same day: null (nothing to write).
 * Only bookings still ahead move (MOVABLE_STATUSES), else `booking/invalid-transition`.
 * `locks` are the locks currently on the old and the new day.
 */
export function moveBooking(
  booking: Booking,
  move: DateMove,
  locks: { from: DateLock | null; to: DateLock | null },
): MovedBooking | null {
  const newDate = typeof move.newDate === 'string' ? move.newDate.trim() : '';
  const dateError = moveDateError(newDate, move.now, move.policy);
  if (dateError) throw invalidInput({ weddingDate: dateError }, 'Invalid wedding date');
  if (!MOVABLE_STATUSES.includes(booking.status)) {
    throw new DomainError('booking/invalid-transition', `a ${booking.status} booking keeps its date`, { from: booking.status, to: booking.status });
  }
  if (newDate === booking.weddingDate) return null;

  const after: Booking = {
    ...booking,
    weddingDate: newDate,
    updatedAt: move.at,
    history: [
      ...booking.history,
      { at: move.at, by: move.by, from: booking.status, to: booking.status, event: 'move', changes: [{ field: 'weddingDate', from: booking.weddingDate, to: newDate }] },
    ],
  };
  const taken = arriveOn(after, locks.to);
  const freed = lockChange(booking, null, locks.from);
  return { after, lock: { ...taken, ...freed } };
}

/**
 * The lock change of a booking arriving on its (new) day — entered by hand or moved: lockChange decides it, and a
 * booking that takes no date (a request in `new`) is still refused a day another booking or a day off holds, as the
 * public form refuses it.
 */
export function arriveOn(booking: Pick<Booking, 'id' | 'status' | 'weddingDate'>, current: DateLock | null): LockChange {
  const change = lockChange(null, booking, current);
  if (!change.set && current && current.bookingId !== booking.id) {
    throw new DomainError(current.reason === 'blocked' ? 'booking/date-blocked' : 'booking/date-taken');
  }
  return change;
}
