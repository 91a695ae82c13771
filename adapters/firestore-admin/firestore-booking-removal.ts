import { FieldValue, type Firestore, type Transaction } from 'firebase-admin/firestore';
import type { Booking } from '../../domain/booking/booking';
import type { LockChange } from '../../domain/booking/date-lock';
import type { BookingLeftovers } from '../../ports/units/booking-erasure-port';
import { bookingErasureId, ERASURES, MAIL, SENT_ONCE, threadPath, VARIABLE_SYMBOLS, type ErasureDocument } from '../../ports/wire/firestore-documents';
import { DEPOSIT_PAYMENTS } from '../../ports/wire/bank-documents';
import { DAY_PLANS } from '../../ports/wire/day-plan-documents';
import { CONTRACT_ACCEPTANCES } from '../../ports/wire/contract-documents';
import type { Desk } from './firestore-desk-transaction';

/**
 * The ids of the mails stored with a booking's id (resends included) and of those listing it among others (the
 * digest's `bookingIds`), read in the transaction (before its writes).
 */
export function queuedMailIds(store: Firestore, tx: Transaction) {
  return async (bookingId: string) => {
    const [own, listing] = await Promise.all([
      tx.get(store.collection(MAIL).where('bookingId', '==', bookingId)),
      tx.get(store.collection(MAIL).where('bookingIds', 'array-contains', bookingId)),
    ]);
    return [...own.docs, ...listing.docs].map((doc) => doc.id);
  };
}

/**
 * Deletes a booking's mails, its thread's messages, its once-only markers and its day plan (third persons' names and
 * phones: the erasure and the anonymisation alike take it). Documents that do not exist are no error.
 */
export function deleteLeftovers(store: Firestore, tx: Transaction, bookingId: string, { mailIds, messageIds, markerIds }: BookingLeftovers): void {
  for (const id of mailIds) tx.delete(store.collection(MAIL).doc(id));
  for (const id of messageIds) tx.delete(store.collection(threadPath(bookingId)).doc(id));
  for (const id of markerIds) tx.delete(store.collection(SENT_ONCE).doc(id));
  tx.delete(store.collection(DAY_PLANS).doc(bookingId));
}

/**
 * Deletes a booking with its lock change, its mails and its thread (GDPR erasure and the retention policy alike). Its
 * deposit's variable symbol stays reserved (bank statements name it) as a tombstone that no longer says whose it was,
 * and the erasure leaves its own tombstone (ERASURES), so a restore of an older backup never brings the booking back.
 */
export function removal(store: Firestore, tx: Transaction, desk: Desk) {
  return async (booking: Booking, lock: LockChange, leftovers: BookingLeftovers) => {
    tx.delete(desk.bookingRef(booking.id));
    desk.applyLock(lock);
    deleteLeftovers(store, tx, booking.id, leftovers);
    if (booking.variableSymbol) tx.set(store.collection(VARIABLE_SYMBOLS).doc(booking.variableSymbol), { erased: true });
    // What its symbol brought goes with it; the bank transactions stay (a re-imported statement must find them).
    tx.delete(store.collection(DEPOSIT_PAYMENTS).doc(booking.id));
    // Its contract acceptance holds names, e-mail, IP address and user agent; the issued documents stay (accounting).
    tx.delete(store.collection(CONTRACT_ACCEPTANCES).doc(booking.id));
    const tombstone: ErasureDocument = { kind: 'booking', bookingId: booking.id, erasedAt: FieldValue.serverTimestamp() };
    tx.set(store.collection(ERASURES).doc(bookingErasureId(booking.id)), tombstone);
  };
}
