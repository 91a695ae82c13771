import { DomainError, invalidInput } from '../errors';
import { isAnonymised } from '../privacy/retention';
import type { Booking, BookingStatus, DateLock } from './booking';
import { MANUAL_STATUSES } from './booking-by-hand';
import { DEFAULT_BOOKING_POLICY, weddingDateError, type BookingPolicy } from './booking-policy';
import { effectiveLock, lockChange, lockRefusal, ownLiveHold, type LockChange, type LockContext } from './date-lock';

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
 * booking's lock → `booking/date-taken`, another request's live hold → `booking/date-held`, a day off →
 * `booking/date-blocked`; an expired hold refuses nothing). A request in `new` is refused a day with a live lock as
 * the public form refuses it, and its own live hold moves with it (the same `expiresAt`, none under
 * hold-until-confirmed). Same day: null (nothing to write). All at `move.now`, the command's server time.
 * Only bookings still ahead move (MOVABLE_STATUSES, not anonymised), else `booking/invalid-transition`.
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
  // An anonymised request (past, never answered) has nobody left to tell of a new day: it keeps its date.
  if (!MOVABLE_STATUSES.includes(booking.status) || isAnonymised(booking)) {
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
  const context = { now: move.now };
  const taken = arriveOn(after, locks.to, context);
  const ownHold = ownLiveHold(booking, locks.from, move.now);
  const held: LockChange = ownHold ? { set: { ...ownHold, date: newDate } } : {};
  const freed = lockChange(booking, null, locks.from, context);
  return { after, lock: { ...taken, ...held, ...freed } };
}

/**
 * The lock change of a booking arriving on its (new) day — entered by hand or moved: lockChange decides it, and a
 * booking that takes no date (a request in `new`) is still refused a day with another's live lock (lockRefusal), as
 * the public form refuses it; an expired hold refuses nothing. `context.holdPolicy`: a request entered by hand holds
 * its day like a web request.
 */
export function arriveOn(
  booking: Pick<Booking, 'id' | 'status' | 'weddingDate'>,
  current: DateLock | null,
  context: LockContext & { now: Date },
): LockChange {
  const change = lockChange(null, booking, current, context);
  const live = effectiveLock(current, context.now);
  if (!change.set && live && live.bookingId !== booking.id) throw new DomainError(lockRefusal(live));
  return change;
}
