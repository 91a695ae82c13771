import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { SERVER_CLOCK, SETTINGS } from '../../ports/wire/firestore-documents';

/**
 * Times from the database, not from whichever machine runs a function: several instances (and the admin's browser)
 * write bookings, and ordering by their own clocks would depend on how well each is set.
 *
 * - `serverNow` is the instant a call works with (history entries, rate-limit windows, due dates, expiries): the
 *   read time Firestore reports for one small read at the start of the call. Firestore cannot put a server timestamp
 *   inside an array, so history entries carry this instant.
 * - `serverStamped` replaces top-level instants (`createdAt`, `updatedAt`) with `FieldValue.serverTimestamp()`, so
 *   they are the commit time itself — equal to the document's own create/update time.
 */
export async function serverNow(store: Firestore): Promise<Date> {
  const snapshot = await store.collection(SETTINGS).doc(SERVER_CLOCK).get();
  return snapshot.readTime.toDate();
}

export type StampedField = 'createdAt' | 'updatedAt';

export function serverStamped<T extends Record<string, unknown>>(data: T, fields: readonly StampedField[]): T {
  const stamped: Record<string, unknown> = { ...data };
  for (const field of fields) stamped[field] = FieldValue.serverTimestamp();
  return stamped as T;
}
