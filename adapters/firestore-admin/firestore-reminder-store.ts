import { FieldPath, type Firestore, type Query } from 'firebase-admin/firestore';
import { AWAITING_ANSWER, AWAITING_DEPOSIT, WEDDING_REMINDER_STATUSES } from '../../domain/booking/reminders';
import type { ReminderStore } from '../../ports/units/reminder-store-port';
import { BOOKINGS, fromBookingDocument, MAIL, SENT_ONCE, toMailDocument } from '../../ports/wire/firestore-documents';
import { paged } from './firestore-paging';
import { serverStamped } from './firestore-server-time';
import { toTimestamp } from './firestore-timestamps';

/** Documents per query page. */
export const REMINDER_PAGE_SIZE = 200;

async function* bookingsOf(query: Query, pageSize: number) {
  for await (const doc of paged(query, pageSize)) yield fromBookingDocument(doc.data());
}

/**
 * The reminders' store over firebase-admin. The queries use the indexes in firestore.indexes.json (status with
 * weddingDate, status with createdAt); the deposit due date is not stored, so every confirmed booking is a candidate
 * (a photographer has a few dozen). The once-only is a marker (SENT_ONCE) created with the mail in one transaction:
 * the mail may be deleted later (it holds personal data), the marker — an id, a booking id, a time — stays.
 */
export function firestoreReminderStore(store: Firestore, pageSize = REMINDER_PAGE_SIZE): ReminderStore {
  const bookings = store.collection(BOOKINGS);
  return {
    weddingCandidates: (cutoffs) =>
      bookingsOf(
        bookings
          .where('status', 'in', [...WEDDING_REMINDER_STATUSES])
          .where('weddingDate', '>=', cutoffs.weddingsFrom)
          .where('weddingDate', '<=', cutoffs.weddingsUntil)
          .orderBy('weddingDate')
          .orderBy(FieldPath.documentId()),
        pageSize,
      ),
    depositCandidates: () => bookingsOf(bookings.where('status', '==', AWAITING_DEPOSIT).orderBy(FieldPath.documentId()), pageSize),
    waitingRequests: (cutoffs) =>
      bookingsOf(
        bookings
          .where('status', '==', AWAITING_ANSWER)
          .where('createdAt', '<', toTimestamp(cutoffs.requestsCreatedBefore))
          .orderBy('createdAt')
          .orderBy(FieldPath.documentId()),
        pageSize,
      ),
    queueOnce: (mail, at) =>
      store.runTransaction(async (tx) => {
        const marker = store.collection(SENT_ONCE).doc(mail.id);
        const queued = store.collection(MAIL).doc(mail.id);
        // A mail queued before markers existed still counts as sent.
        const [marked, inOutbox] = await tx.getAll(marker, queued);
        if (marked!.exists || inOutbox!.exists) return false;
        tx.create(marker, serverStamped(mail.bookingId ? { bookingId: mail.bookingId } : {}, ['createdAt']));
        tx.create(queued, serverStamped(toMailDocument(mail, at, toTimestamp), ['createdAt']));
        return true;
      }),
  };
}
