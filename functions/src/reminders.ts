import { FieldPath, type Firestore, type Query } from 'firebase-admin/firestore';
import {
  queueCoupleReminders,
  queuePendingDigest,
  type CoupleRemindersReport,
  type PendingDigestReport,
  type ReminderStore,
} from '../../application/booking/send-reminders';
import type { MailSettings } from '../../application/mail/mail-context';
import { AWAITING_ANSWER, AWAITING_DEPOSIT, WEDDING_REMINDER_STATUSES, type ReminderSettings } from '../../domain/booking/reminders';
import { BOOKINGS, fromBookingDocument, MAIL, toMailDocument } from '../../ports/firestore-documents';
import { toTimestamp } from './config';
import { paged } from './paging';
import { serverStamped } from './server-time';

/** Documents per query page. */
export const REMINDER_PAGE_SIZE = 200;

/** gRPC's ALREADY_EXISTS, which `create` answers when the document is there. */
const ALREADY_EXISTS = 6;

async function* bookingsOf(query: Query, pageSize: number) {
  for await (const doc of paged(query, pageSize)) yield fromBookingDocument(doc.data());
}

/**
 * The reminders' store over firebase-admin. The queries use the indexes in firestore.indexes.json (status with
 * weddingDate, status with createdAt); the deposit due date is not stored, so every confirmed booking is a candidate
 * (a photographer has a few dozen). A mail is queued with `create`, which fails when its id exists: the once-only.
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
    async queueOnce(mail, at) {
      try {
        await store.collection(MAIL).doc(mail.id).create(serverStamped(toMailDocument(mail, at, toTimestamp), ['createdAt']));
        return true;
      } catch (error) {
        if ((error as { code?: unknown }).code === ALREADY_EXISTS) return false;
        throw error;
      }
    },
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
