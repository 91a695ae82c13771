import type { DocumentReference, DocumentSnapshot, Firestore, Transaction } from 'firebase-admin/firestore';
import type { LockChange } from '../../domain/booking/date-lock';
import type { BookingDeskUnit } from '../../ports/units/booking-desk-port';
import type { Atomically } from '../../ports/units/unit-of-work-port';
import { BOOKINGS, DATE_LOCKS, fromBookingDocument, fromLockDocument, toLockDocument } from '../../ports/wire/firestore-documents';
import { toTimestamp } from './firestore-timestamps';

/**
 * The functions' units over firebase-admin: each `atomically` is one Firestore transaction, so a booking, its date
 * lock, its mails and the rate counters are written together or not at all. Reads come first and writes last, as
 * Firestore transactions require; the use cases read before they save.
 */

export const lockOf = (snapshot: DocumentSnapshot) => (snapshot.exists ? fromLockDocument(snapshot.data()!) : null);

/** Applies a use case's lock change in the transaction (the lock document is the one the unit read). */
export function applyLockChange(store: Firestore, tx: Transaction, change: LockChange): void {
  if (change.set) tx.set(store.collection(DATE_LOCKS).doc(change.set.date), toLockDocument(change.set, toTimestamp));
  if (change.delete) tx.delete(store.collection(DATE_LOCKS).doc(change.delete));
}

/**
 * Two desk units for one day (two admins confirming rival requests, a move onto a day being confirmed) read and write
 * the same lock document, so one of them is aborted and retried. With the default 5 attempts the loser sometimes ran
 * out of them on the emulator (1 round in 60, while the symbol check was still a query) and the admin saw "try again"
 * where a clean "the day is taken" was due; desk units retry longer, as the intake does.
 */
export const DESK_RETRIES = { maxAttempts: 10 };

export type Desk = { applyLock(change: LockChange): void; bookingRef(id: string): DocumentReference };

/** One desk transaction (the couple's portal's too): `unit` adds the writes of its use case to the shared reads (the booking and its day's lock). */
export function deskTransaction<U extends BookingDeskUnit>(
  store: Firestore,
  unit: (tx: Transaction, desk: Desk) => Omit<U, 'load'>,
): Atomically<U> {
  return (work) =>
    store.runTransaction((tx) => {
      const bookingRef = (id: string) => store.collection(BOOKINGS).doc(id);
      const load: BookingDeskUnit['load'] = async (bookingId) => {
        const snapshot = await tx.get(bookingRef(bookingId));
        if (!snapshot.exists) return null;
        const booking = fromBookingDocument(snapshot.data()!);
        return { booking, lock: lockOf(await tx.get(store.collection(DATE_LOCKS).doc(booking.weddingDate))) };
      };
      const applyLock = (change: LockChange) => applyLockChange(store, tx, change);
      return work({ load, ...unit(tx, { applyLock, bookingRef }) } as U);
    }, DESK_RETRIES);
}
