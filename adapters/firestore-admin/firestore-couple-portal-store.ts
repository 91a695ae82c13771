import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import type { CouplePortalStore, PortalUnit } from '../../ports/units/couple-portal-store-port';
import type { MailSettings } from '../../ports/units/mail-settings-port';
import { DEPOSIT_PAYMENTS, fromDepositPaymentsDocument } from '../../ports/wire/bank-documents';
import {
  BOOKINGS,
  DATE_LOCKS,
  fromBookingDocument,
  fromLockDocument,
  historyToDocument,
  messageMarksToDocument,
  threadPath,
} from '../../ports/wire/firestore-documents';
import { threadOf, threadWrites } from './firestore-booking-thread';
import { deskTransaction } from './firestore-desk-transaction';
import { queueMail } from './firestore-outbox';
import { countAttempt } from './firestore-rate-limits';
import { serverStamped } from './firestore-server-time';
import { toTimestamp } from './firestore-timestamps';

/**
 * The couple's portal over firebase-admin: the couple's bookings by their contact e-mail, and one transaction per
 * withdrawal or message (the booking, its date lock, its thread and the mails together, read and locked as the desk
 * does). The identity comes from `verify` (the accounts service), never from the request.
 */
export function couplePortalStore(store: Firestore, now: Date, verify: CouplePortalStore['verify'], mail: MailSettings): CouplePortalStore {
  return {
    verify,
    countAttempt: (rules) => countAttempt(store, rules, now),
    async bookingsOf(email) {
      const found = await store.collection(BOOKINGS).where('contact.email', '==', email).get();
      return found.docs.map((doc) => fromBookingDocument(doc.data()));
    },
    async threadOf(bookingId) {
      return threadOf(await store.collection(threadPath(bookingId)).get());
    },
    async depositPaymentsOf(bookingIds) {
      if (bookingIds.length === 0) return [];
      const found = await store.getAll(...bookingIds.map((id) => store.collection(DEPOSIT_PAYMENTS).doc(id)));
      return found.filter((doc) => doc.exists).map((doc) => fromDepositPaymentsDocument(doc.data()!));
    },
    async locksOn(dates) {
      if (dates.length === 0) return [];
      const locks = await store.getAll(...dates.map((date) => store.collection(DATE_LOCKS).doc(date)));
      return locks.filter((lock) => lock.exists).map((lock) => fromLockDocument(lock.data()!));
    },
    atomically: deskTransaction<PortalUnit>(store, (tx, desk) => {
      const writes = threadWrites(store, tx, desk);
      return {
        thread: writes.thread,
        saveMarks: writes.saveMarks,
        async save(after, lock, mails, message) {
          // updatedAt is the commit's server time; history entries (in an array) and the message carry the call's server now.
          tx.update(desk.bookingRef(after.id), {
            status: after.status,
            history: after.history.map((entry) => historyToDocument(entry, toTimestamp)),
            // The couple's billing details are the one field of theirs the portal changes besides the status.
            billing: after.billing ? { ...after.billing } : FieldValue.delete(),
            ...messageMarksToDocument(after, toTimestamp),
            ...serverStamped({}, ['updatedAt']),
          });
          desk.applyLock(lock);
          for (const queued of mails) queueMail(store, tx, queued, after.updatedAt);
          if (message) writes.addMessage(after.id, message);
        },
      };
    }),
    mail,
  };
}
