import type { Firestore } from 'firebase-admin/firestore';
import type { MoveUnit } from '../../ports/units/booking-desk-port';
import type { Atomically } from '../../ports/units/unit-of-work-port';
import { DATE_LOCKS, fromLockDocument, toBookingDocument } from '../../ports/wire/firestore-documents';
import { deskTransaction } from './firestore-desk-transaction';
import { queueMail } from './firestore-outbox';
import { serverStamped } from './firestore-server-time';
import { toTimestamp } from './firestore-timestamps';

/**
 * A date move: the target day's lock is read in the same transaction; the booking (overwritten whole, as a correction
 * is), both lock documents and the couple's notice written.
 */
export function bookingMoves(store: Firestore): Atomically<MoveUnit> {
  return deskTransaction<MoveUnit>(store, (tx, desk) => ({
    async lockOn(date) {
      const lock = await tx.get(store.collection(DATE_LOCKS).doc(date));
      return lock.exists ? fromLockDocument(lock.data()!) : null;
    },
    async save(after, lock, mail) {
      tx.set(desk.bookingRef(after.id), serverStamped(toBookingDocument(after, toTimestamp), ['updatedAt']));
      desk.applyLock(lock);
      queueMail(store, tx, mail, after.updatedAt);
    },
  }));
}
