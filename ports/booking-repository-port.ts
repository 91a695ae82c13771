import type { AdminPatchableField, Booking, BookingMessage, BookingStatus, DateLock } from '../domain/booking/booking';

export interface BookingQuery {
  status?: BookingStatus;
  /** Inclusive ISO date range on the wedding date. */
  from?: string;
  to?: string;
  /** Text search over the couple's names and e-mail, by word beginnings (domain/booking/search.ts). */
  search?: string;
  orderBy: 'weddingDate' | 'createdAt';
  direction: 'asc' | 'desc';
  /** Page size, 1–100. */
  limit: number;
  /** Opaque cursor from a previous page's `nextCursor`. */
  cursor?: string;
}

export interface BookingPage {
  items: Booking[];
  /** Present when more items follow. */
  nextCursor?: string;
}

/** The fields `update` may change (domain/booking/booking.ts ADMIN_PATCHABLE_FIELDS); others in a patch are ignored. */
export type BookingPatch = Partial<Pick<Booking, AdminPatchableField>>;

/**
 * Storage of booking requests and date locks.
 *
 * Contract (tests/contracts/booking-repository.contract.ts):
 * - `create` is idempotent on `booking.id`: creating an id that exists resolves the stored booking unchanged
 *   (it does not overwrite and does not reject), so a retried submission never makes a second booking.
 * - `create` stores only a `new` booking whose history is the single entry `from: null → new`
 *   (domain/booking/booking-status.ts `assertNewBooking`); any other status or history rejects
 *   `booking/invalid-transition` and stores nothing. Other statuses are reached through `update` with the legal
 *   transitions (`changeStatus`), as the photographer does.
 * - `get` resolves `null` for an unknown id.
 * - `list` orders by `orderBy`/`direction`, ties broken by id ascending; pages never overlap or skip items,
 *   and the last page has no `nextCursor`. Filters combine with AND. `search` keeps the bookings `matchesSearch`
 *   accepts; with a search of several words a page may hold fewer than `limit` items (never more).
 * - `countByStatus` counts every booking per status (all statuses present, zeros included); `countWithStatus(status)`
 *   counts one status alone (the same number), for a caller that needs no other.
 * - `openRequestsOn(dates)` resolves every open request (domain/booking/competing-requests.ts `isOpenRequest`) whose
 *   wedding is on one of `dates`, however many there are (no paging), each once, in no particular order; no dates,
 *   none. The competing-requests hint reads the days on screen with it: one bounded read, whatever the season holds.
 * - `lastWrittenByCouple(limit)` resolves the bookings whose couple wrote in their thread (`coupleWroteAt` set), the
 *   latest writer first, at most `limit` (1–100; ties in no particular order); bookings nobody wrote about are not
 *   among them. The desk's home finds unanswered messages in it without reading the season.
 * - `update` of an unknown id rejects `booking/not-found`; `createdAt`, `id` and the contact are immutable.
 * - `delete` is idempotent and also removes the booking's date lock.
 * - `listDateLocks(from, to)` returns locks with `from <= date <= to`, ascending by date.
 * - `thread(id)` resolves the booking's portal thread oldest first (written only by the portal's functions, stored
 *   apart from the booking); a booking without messages, or an unknown id, has an empty thread.
 */
export interface BookingRepository {
  create(booking: Booking): Promise<Booking>;
  get(id: string): Promise<Booking | null>;
  list(query: BookingQuery): Promise<BookingPage>;
  countByStatus(): Promise<Record<BookingStatus, number>>;
  countWithStatus(status: BookingStatus): Promise<number>;
  openRequestsOn(dates: readonly string[]): Promise<Booking[]>;
  lastWrittenByCouple(limit: number): Promise<Booking[]>;
  update(id: string, patch: BookingPatch): Promise<Booking>;
  delete(id: string): Promise<void>;
  listDateLocks(from: string, to: string): Promise<DateLock[]>;
  thread(bookingId: string): Promise<BookingMessage[]>;
}
