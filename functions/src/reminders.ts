import { FieldPath, type Firestore, type Query } from 'firebase-admin/firestore';
import { queueCoupleReminders, queuePendingDigest, type CoupleRemindersReport, type PendingDigestReport } from '../../application/booking/send-reminders';
import { AWAITING_ANSWER, AWAITING_DEPOSIT, WEDDING_REMINDER_STATUSES, type ReminderSettings } from '../../domain/booking/reminders';
import { BOOKINGS, fromBookingDocument, MAIL, SENT_ONCE, toMailDocument } from '../../ports/wire/firestore-documents';
import { toTimestamp } from './config';
import { paged } from './paging';
import { serverStamped } from './server-time';
import type { MailSettings } from '../../ports/units/mail-settings-port';
import type { ReminderStore } from '../../ports/units/reminder-store-port';

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

/** One run of the couples' reminders (the scheduled function's body; tests call it with a fixed clock). */
export function runCoupleReminders(store: Firestore, now: Date, settings: ReminderSettings, mail: MailSettings, pageSize?: number): Promise<CoupleRemindersReport> {
  return queueCoupleReminders({ now, settings }, firestoreReminderStore(store, pageSize), mail);
}

/** One run of the photographer's morning digest (the scheduled function's body; tests call it with a fixed clock). */
export function runPendingDigest(store: Firestore, now: Date, settings: ReminderSettings, mail: MailSettings, pageSize?: number): Promise<PendingDigestReport> {
  return queuePendingDigest({ now, settings }, firestoreReminderStore(store, pageSize), mail);
}
