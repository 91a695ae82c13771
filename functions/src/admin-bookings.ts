import { onCall, type CallableRequest } from 'firebase-functions/v2/https';
import {
  BOOKINGS,
  DATE_LOCKS,
  fromBookingDocument,
  fromLockDocument,
  historyToDocument,
  lockChange,
  MAIL,
} from '../../adapters/firebase/booking-document';
import { bookingStatuses, type BookingStatus } from '../../domain/booking/booking';
import { changeStatus } from '../../domain/booking/booking-status';
import { DomainError } from '../../domain/errors';
import { callableOptions, db, PHOTOGRAPHER_EMAIL, toTimestamp } from './config';
import { guarded } from './errors';
import { statusMail, statusMailId } from './mail';

/** Exactly the boolean custom claim, as in firestore.rules. */
function requireAdmin(request: CallableRequest): string {
  if (!request.auth) throw new DomainError('auth/not-signed-in');
  if (request.auth.token.admin !== true) throw new DomainError('auth/forbidden');
  return request.auth.token.email ?? request.auth.uid;
}

function bookingIdOf(data: unknown): string {
  const id = (data as { bookingId?: unknown } | null)?.bookingId;
  if (typeof id !== 'string' || id === '' || id.includes('/')) throw new DomainError('id/invalid');
  return id;
}

/**
 * Admin: a legal status change (domain rules), the date lock that goes with it and the couple's Czech mail, in one
 * transaction. Answers the whole updated booking (plain JSON, ISO instants).
 */
export const changeBookingStatus = onCall(callableOptions, (request) =>
  guarded('changeBookingStatus', async () => {
    const by = requireAdmin(request);
    const id = bookingIdOf(request.data);
    const data = request.data as { to?: unknown; note?: unknown };
    const to = data.to as BookingStatus;
    if (!bookingStatuses.includes(to)) throw new DomainError('booking/invalid-transition');
    const store = db();
    return store.runTransaction(async (tx) => {
      const snapshot = await tx.get(store.collection(BOOKINGS).doc(id));
      if (!snapshot.exists) throw new DomainError('booking/not-found');
      const before = fromBookingDocument(snapshot.data()!);
      const note = typeof data.note === 'string' && data.note.trim() ? data.note.trim().slice(0, 500) : undefined;
      const after = changeStatus(before, { to, by, at: new Date().toISOString(), ...(note ? { note } : {}) });
      const lockRef = store.collection(DATE_LOCKS).doc(before.weddingDate);
      const lock = await tx.get(lockRef);
      const change = lockChange(before, after, lock.exists ? fromLockDocument(lock.data()!) : null);
      tx.update(snapshot.ref, {
        status: after.status,
        updatedAt: toTimestamp(after.updatedAt),
        history: after.history.map((entry) => historyToDocument(entry, toTimestamp)),
      });
      if (change.set) tx.set(lockRef, change.set);
      if (change.delete) tx.delete(lockRef);
      const mail = statusMail(after, PHOTOGRAPHER_EMAIL.value() || undefined);
      if (mail) tx.set(store.collection(MAIL).doc(mail.id), mail.data);
      return after;
    });
  }),
);

/**
 * Admin: GDPR erasure. Removes the booking, frees its date and deletes its queued mails (they hold the same personal
 * data). Idempotent: erasing an erased booking succeeds.
 */
export const deleteBooking = onCall(callableOptions, (request) =>
  guarded('deleteBooking', async () => {
    requireAdmin(request);
    const id = bookingIdOf(request.data);
    const store = db();
    await store.runTransaction(async (tx) => {
      const snapshot = await tx.get(store.collection(BOOKINGS).doc(id));
      if (!snapshot.exists) return;
      const before = fromBookingDocument(snapshot.data()!);
      const lockRef = store.collection(DATE_LOCKS).doc(before.weddingDate);
      const lock = await tx.get(lockRef);
      const change = lockChange(before, null, lock.exists ? fromLockDocument(lock.data()!) : null);
      tx.delete(snapshot.ref);
      if (change.delete) tx.delete(lockRef);
      for (const suffix of ['couple', 'photographer']) tx.delete(store.collection(MAIL).doc(`${id}-${suffix}`));
      for (let i = 1; i < before.history.length; i += 1) tx.delete(store.collection(MAIL).doc(statusMailId(id, i)));
    });
    return { deleted: id };
  }),
);
