import { primarySearchTerm } from '../../domain/booking/search';
import { DomainError } from '../../domain/errors';
import type { BookingQuery } from '../../ports/booking-repository-port';

/** Opaque page cursor: the last item's sort value and id (the tie-break), as in the in-memory adapter. */
export function encodeCursor(value: string, id: string): string {
  return encodeURIComponent(JSON.stringify([value, id]));
}

/** A Firestore instant to the nanosecond, as a cursor value: `seconds.nanoseconds` (9 digits). */
export function exactInstant(stamp: { seconds: number; nanoseconds: number }): string {
  return `${stamp.seconds}.${String(stamp.nanoseconds).padStart(9, '0')}`;
}

/** The instant of an exactInstant() value; undefined for anything else (an older cursor's ISO string). */
export function exactInstantOf(value: string): { seconds: number; nanoseconds: number } | undefined {
  const match = /^(-?\d+)\.(\d{9})$/.exec(value);
  return match ? { seconds: Number(match[1]), nanoseconds: Number(match[2]) } : undefined;
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
 * another field. The adapter builds its query from the same shape and firestore-query-shape.test.ts checks
 * firestore.indexes.json holds an index for every shape, so adding a filter without an index fails a test instead of production.
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
