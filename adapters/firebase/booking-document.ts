import type { Booking, BookingHistoryEntry, DateLock } from '../../domain/booking/booking';
import { bookingSearchTerms, primarySearchTerm } from '../../domain/booking/search';
import { DomainError } from '../../domain/errors';
import type { BookingQuery } from '../../ports/booking-repository';

/**
 * How a booking is stored in Firestore, shared by the web adapter and the Cloud Functions (which bundle this file,
 * so both sides write the same shape). No SDK import here: each side passes its own Timestamp factory.
 * Instants are Firestore Timestamps in the database (sortable, typed in the rules) and ISO strings everywhere else.
 */
export type ToTimestamp = (iso: string) => unknown;

export const BOOKINGS = 'bookings';
export const DATE_LOCKS = 'dateLocks';
export const MAIL = 'mail';
export const RATE_LIMITS = 'rateLimits';

const INSTANT_FIELDS = ['consentAt', 'marketingConsentAt', 'createdAt', 'updatedAt'] as const;

function hasToDate(value: unknown): value is { toDate(): Date } {
  return typeof value === 'object' && value !== null && typeof (value as { toDate?: unknown }).toDate === 'function';
}

/** Timestamp (either SDK's) or string → ISO string. */
export function toIso(value: unknown): string {
  if (hasToDate(value)) return value.toDate().toISOString();
  if (typeof value === 'string') return value;
  throw new DomainError('unknown', 'Stored instant is neither a Timestamp nor a string');
}

/** Firestore refuses `undefined`, so optional fields are left out instead. */
function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

export function toBookingDocument(booking: Booking, ts: ToTimestamp): Record<string, unknown> {
  const data: Record<string, unknown> = withoutUndefined({ ...booking });
  for (const field of INSTANT_FIELDS) if (typeof booking[field] === 'string') data[field] = ts(booking[field]!);
  data.history = booking.history.map((entry) => historyToDocument(entry, ts));
  data.contact = { ...booking.contact };
  // For the admin's text search (Firestore has none): word prefixes of the names and e-mail, which never change.
  data.searchTerms = bookingSearchTerms(booking.contact);
  return data;
}

export function historyToDocument(entry: BookingHistoryEntry, ts: ToTimestamp): Record<string, unknown> {
  return withoutUndefined({ ...entry, at: ts(entry.at) });
}

export function fromBookingDocument(data: Record<string, unknown>): Booking {
  const { searchTerms: _derived, ...booking } = data as Record<string, unknown>;
  for (const field of INSTANT_FIELDS) if (booking[field] !== undefined) booking[field] = toIso(booking[field]);
  booking.history = ((data.history as Array<Record<string, unknown>> | undefined) ?? []).map((entry) => ({
    ...entry,
    at: toIso(entry.at),
  }));
  booking.contact = { ...(data.contact as object) };
  booking.extras = [...((data.extras as string[] | undefined) ?? [])];
  return booking as unknown as Booking;
}

export function fromLockDocument(data: Record<string, unknown>): DateLock {
  const reason = data.reason === 'blocked' ? 'blocked' : 'booked';
  return typeof data.bookingId === 'string'
    ? { date: String(data.date), reason, bookingId: data.bookingId }
    : { date: String(data.date), reason };
}

/** Opaque page cursor: the last item's sort value and id (the tie-break), as in the in-memory adapter. */
export function encodeCursor(value: string, id: string): string {
  return encodeURIComponent(JSON.stringify([value, id]));
}

export function decodeCursor(cursor: string): [string, string] {
  try {
    const parsed: unknown = JSON.parse(decodeURIComponent(cursor));
    if (Array.isArray(parsed) && typeof parsed[0] === 'string' && typeof parsed[1] === 'string') return [parsed[0], parsed[1]];
  } catch {
    // fall through: a malformed cursor is the caller's bug, reported below
  }
  throw new DomainError('unknown', 'Malformed cursor');
}

export type IndexField = { fieldPath: string; order: 'ASCENDING' | 'DESCENDING' } | { fieldPath: string; arrayConfig: 'CONTAINS' };

/**
 * The composite index a `list` query needs, in Firestore's order: equality, then the order-bys, then a range on
 * another field. The adapter builds its query from the same shape and tests/firebase checks firestore.indexes.json
 * holds an index for every shape, so adding a filter without an index fails a test instead of production.
 */
export function indexFieldsFor(query: Pick<BookingQuery, 'status' | 'from' | 'to' | 'search' | 'orderBy' | 'direction'>): IndexField[] {
  const fields: IndexField[] = [];
  // array-contains counts as an equality filter; Firestore lists array fields first in an index.
  if (primarySearchTerm(query.search ?? '') !== undefined) fields.push({ fieldPath: 'searchTerms', arrayConfig: 'CONTAINS' });
  if (query.status) fields.push({ fieldPath: 'status', order: 'ASCENDING' });
  fields.push({ fieldPath: query.orderBy, order: query.direction === 'asc' ? 'ASCENDING' : 'DESCENDING' });
  fields.push({ fieldPath: 'id', order: 'ASCENDING' });
  const ranged = query.from !== undefined || query.to !== undefined;
  if (ranged && query.orderBy !== 'weddingDate') fields.push({ fieldPath: 'weddingDate', order: 'ASCENDING' });
  return fields;
}

// The date-lock rule lives in the domain; re-exported for the adapter and the functions that write documents.
export { lockChange, lockFor, type LockChange } from '../../domain/booking/date-lock';
