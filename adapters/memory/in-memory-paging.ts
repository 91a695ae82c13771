import type { Booking } from '../../domain/booking/booking';
import { DomainError } from '../../domain/errors';
import type { BookingQuery } from '../../ports/booking-repository-port';

/** The booking fake's list order and cursors: the sort key of the query's field, ties broken by id. */
export type SortKey = [string, string];

export function sortKey(booking: Booking, orderBy: BookingQuery['orderBy']): SortKey {
  return [orderBy === 'weddingDate' ? booking.weddingDate : booking.createdAt, booking.id];
}

export function compareKeys(a: SortKey, b: SortKey, direction: BookingQuery['direction']): number {
  const primary = a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0;
  if (primary !== 0) return direction === 'asc' ? primary : -primary;
  return a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : 0;
}

export function encodeCursor(key: SortKey): string {
  return encodeURIComponent(JSON.stringify(key));
}

export function decodeCursor(cursor: string): SortKey {
  const parsed: unknown = JSON.parse(decodeURIComponent(cursor));
  if (Array.isArray(parsed) && typeof parsed[0] === 'string' && typeof parsed[1] === 'string') {
    return [parsed[0], parsed[1]];
  }
  throw new DomainError('unknown', 'Malformed cursor');
}
