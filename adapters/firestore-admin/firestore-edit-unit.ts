import type { Firestore } from 'firebase-admin/firestore';
import type { EditUnit } from '../../ports/units/booking-desk-port';
import type { Atomically } from '../../ports/units/unit-of-work-port';
import { toBookingDocument } from '../../ports/wire/firestore-documents';
import { deskTransaction } from './firestore-desk-transaction';
import { serverStamped } from './firestore-server-time';
import { toTimestamp } from './firestore-timestamps';

/**
 * Desk corrections overwrite the whole booking document in the transaction that read it: removed optional fields (and
 * stale search terms) must not survive, and nothing else can have changed it in between.
 */
export function bookingEdits(store: Firestore): Atomically<EditUnit> {
  return deskTransaction<EditUnit>(store, (tx, desk) => ({
    async save(after) {
      tx.set(desk.bookingRef(after.id), serverStamped(toBookingDocument(after, toTimestamp), ['updatedAt']));
    },
  }));
}
