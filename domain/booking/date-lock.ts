import { DomainError, type ErrorCode } from '../errors';
import type { Booking, DateLock } from './booking';
import { takesDate } from './booking-status';
import { holdExpiry, holdsDate, NO_DATE_HOLD, type DateHoldPolicy } from './date-hold';

type LockedBooking = Pick<Booking, 'id' | 'status' | 'weddingDate'>;

/** Every field a date lock document may have (firestore.rules repeat the list; adapters/firebase/firestore-rules-domain.test.ts checks the copy). */
export const DATE_LOCK_FIELDS = ['date', 'reason', 'bookingId', 'expiresAt'] as const satisfies readonly (keyof DateLock)[];

/** The lock a booking holds while its status takes the date, or null. */
export function lockFor(booking: LockedBooking): DateLock | null {
  return takesDate(booking.status) ? { date: booking.weddingDate, reason: 'booked', bookingId: booking.id } : null;
}

/**
 * Whether a lock is a hold whose time is up (`expiresAt <= now`): it blocks nothing any more and anyone may overwrite
 * or delete it. firestore.rules repeat it as holdExpired (checked by adapters/firebase/firestore-rules-domain.test.ts).
 */
export function holdExpired(lock: DateLock, now: Date): boolean {
  return lock.reason === 'held' && lock.expiresAt !== undefined && Date.parse(lock.expiresAt) <= now.getTime();
}

/**
 * The lock as it counts at `now`: an expired hold is no lock at all. The one definition behind availability reads,
 * the public intake, lockChange and the calendars, so an expired hold never blocks a day anywhere, even before the
 * scheduled `expireDateHolds` has deleted it.
 */
export function effectiveLock(lock: DateLock | null | undefined, now: Date): DateLock | null {
  return lock && !holdExpired(lock, now) ? lock : null;
}

/**
 * The booking's own live hold, or null: the lock on its day is a `held` lock naming it, not expired at `now`, and the
 * booking still holds its day (a request in `new`). The one definition behind the photographer's calendar feed (a
 * tentative event), what the couple is told (coupleHold) and a date move (the hold moves along).
 */
export function ownLiveHold(booking: LockedBooking, lock: DateLock | null | undefined, now: Date): DateLock | null {
  const live = effectiveLock(lock, now);
  return live?.reason === 'held' && live.bookingId === booking.id && live.date === booking.weddingDate && holdsDate(booking.status) ? live : null;
}

/**
 * What the couple is told of their request's hold (the portal's "Moje svatba", the public reservation lookup): until
 * when it holds the day (`until` left out: until the photographer answers), or null when it holds nothing.
 */
export function coupleHold(booking: LockedBooking, lock: DateLock | null | undefined, now: Date): { until?: string } | null {
  const hold = ownLiveHold(booking, lock, now);
  return hold ? (hold.expiresAt ? { until: hold.expiresAt } : {}) : null;
}

/** The locks that still count at `now` (expired holds left out), in their order. */
export function effectiveLocks(locks: readonly DateLock[], now: Date): DateLock[] {
  return locks.filter((lock) => !holdExpired(lock, now));
}

/** Why a live lock refuses another booking: a day off, a booked day, or a day held for another request. */
export function lockRefusal(lock: DateLock): ErrorCode {
  if (lock.reason === 'blocked') return 'booking/date-blocked';
  return lock.reason === 'held' ? 'booking/date-held' : 'booking/date-taken';
}

/**
 * The public form's refusal for a live lock: `booking/date-held` for a held day (the calendar says "předběžně
 * obsazeno"), `booking/date-taken` for any other — the public is not told whether it is a wedding or a day off.
 */
export function publicLockRefusal(lock: DateLock): ErrorCode {
  return lock.reason === 'held' ? 'booking/date-held' : 'booking/date-taken';
}

export interface LockChange {
  set?: DateLock;
  delete?: string;
}

export interface LockContext {
  /** When the change happens: decides whether a hold has expired. Default: the current time. */
  now?: Date;
  /** The date-hold policy a new request is stored under (only `before === null` takes a hold). Default: none. */
  holdPolicy?: DateHoldPolicy;
}

/** The lock a booking wants after the write: booked while it takes the date; held when stored new under a policy. */
function wantedLock(before: LockedBooking | null, after: LockedBooking | null, policy: DateHoldPolicy, now: Date): DateLock | null {
  if (!after) return null;
  const booked = lockFor(after);
  if (booked) return booked;
  if (before !== null || policy.kind === 'none' || !holdsDate(after.status)) return null;
  const expiresAt = holdExpiry(policy, now);
  return { date: after.weddingDate, reason: 'held', bookingId: after.id, ...(expiresAt ? { expiresAt } : {}) };
}

/**
 * What a booking write does to the date lock (the rules demand it happens in the same batch):
 * - a booking entering a date-taking status takes the lock as `booked` (its own hold becomes `booked`);
 * - a new request stored under a hold policy takes it as `held` (with `expiresAt` under `hold`);
 * - another booking's live lock refuses either: `booking/date-blocked` (a day off: she can unblock it),
 *   `booking/date-taken` (another wedding), `booking/date-held` (another request's live hold); an expired hold is
 *   overwritten;
 * - a booking leaving its holding or date-taking status (declined, cancelled, withdrawn…) or deleted frees the lock
 *   it held, expired or not.
 * Used by the Firestore repository, the functions' units and the in-memory fakes alike.
 */
export function lockChange(before: LockedBooking | null, after: LockedBooking | null, current: DateLock | null, context: LockContext = {}): LockChange {
  const now = context.now ?? new Date();
  const wanted = wantedLock(before, after, context.holdPolicy ?? NO_DATE_HOLD, now);
  if (wanted) {
    if (current && current.bookingId === wanted.bookingId && (current.reason === wanted.reason || wanted.reason === 'held')) return {};
    const live = current?.bookingId === wanted.bookingId ? null : effectiveLock(current, now);
    if (live) throw new DomainError(lockRefusal(live));
    return { set: wanted };
  }
  // A request still unanswered keeps its own hold (a write that changes nothing about its status).
  if (after && current?.reason === 'held' && current.bookingId === after.id && holdsDate(after.status)) return {};
  if (before && current?.bookingId === before.id) return { delete: current.date };
  return {};
}
