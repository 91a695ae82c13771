import type { DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import type { ManualBookingUnit } from '../../ports/units/booking-desk-port';
import type { Atomically } from '../../ports/units/unit-of-work-port';
import { BOOKINGS, DATE_LOCKS, fromBookingDocument, fromLockDocument, toBookingDocument } from '../../ports/wire/firestore-documents';
import { applyLockChange, DESK_RETRIES } from './firestore-desk-transaction';
import { queueMail } from './firestore-outbox';
import { recordPendingDocuments } from './firestore-pending-documents';
import { serverStamped } from './firestore-server-time';
import { toTimestamp } from './firestore-timestamps';
import { variableSymbols } from './firestore-variable-symbols';

/**
 * A booking entered by hand in one transaction: reads its id and its day's lock, then creates the booking, takes the
 * lock (a date-taking status) and queues the couple's mail together.
 */
export function manualBookings(store: Firestore): Atomically<ManualBookingUnit> {
  return (work) =>
    store.runTransaction((tx) => {
      const symbols = variableSymbols(store, tx);
      return work({
        variableSymbolTaken: symbols.variableSymbolTaken,
        async read(id, date) {
          const [stored, lock] = (await tx.getAll(store.collection(BOOKINGS).doc(id), store.collection(DATE_LOCKS).doc(date))) as [DocumentSnapshot, DocumentSnapshot];
          return { stored: stored.exists ? fromBookingDocument(stored.data()!) : null, lock: lock.exists ? fromLockDocument(lock.data()!) : null };
        },
        async save(booking, lock, mail, documents) {
          tx.create(store.collection(BOOKINGS).doc(booking.id), serverStamped(toBookingDocument(booking, toTimestamp), ['createdAt', 'updatedAt']));
          symbols.register(booking);
          applyLockChange(store, tx, lock);
          if (mail) queueMail(store, tx, mail, booking.createdAt);
          recordPendingDocuments(store, tx, documents);
        },
      });
    }, DESK_RETRIES);
}
