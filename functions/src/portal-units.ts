import type { Firestore } from 'firebase-admin/firestore';
import type { CouplePortalStore, PortalUnit } from '../../application/portal/couple-portal';
import type { MailSettings } from '../../application/mail/mail-context';
import type { Atomically } from '../../application/shared/unit-of-work';
import { BOOKINGS, DATE_LOCKS, fromBookingDocument, fromLockDocument, historyToDocument, MAIL, toMailDocument } from '../../ports/firestore-documents';
import { toTimestamp } from './config';
import type { CoupleVerifier } from './couple-identity';
import { countAttempt } from './rate-limit';

/**
 * The couple's portal over firebase-admin: the couple's bookings by their contact e-mail, and one transaction per
 * withdrawal or message (the booking, its date lock and the mails together). The identity comes from Strapi
 * (couple-identity.ts), never from the request.
 */
export function couplePortalStore(store: Firestore, now: Date, verify: CoupleVerifier, mail: MailSettings): CouplePortalStore {
  const bookingRef = (id: string) => store.collection(BOOKINGS).doc(id);
  const atomically: Atomically<PortalUnit> = (work) =>
    store.runTransaction((tx) =>
      work({
        async load(bookingId) {
          const snapshot = await tx.get(bookingRef(bookingId));
          if (!snapshot.exists) return null;
          const booking = fromBookingDocument(snapshot.data()!);
          const lock = await tx.get(store.collection(DATE_LOCKS).doc(booking.weddingDate));
          return { booking, lock: lock.exists ? fromLockDocument(lock.data()!) : null };
        },
        async save(after, lock, mails) {
          tx.update(bookingRef(after.id), {
            status: after.status,
            updatedAt: toTimestamp(after.updatedAt),
            history: after.history.map((entry) => historyToDocument(entry, toTimestamp)),
            ...(after.messages ? { messages: after.messages } : {}),
          });
          if (lock.set) tx.set(store.collection(DATE_LOCKS).doc(lock.set.date), lock.set);
          if (lock.delete) tx.delete(store.collection(DATE_LOCKS).doc(lock.delete));
          for (const queued of mails) tx.set(store.collection(MAIL).doc(queued.id), toMailDocument(queued, after.updatedAt, toTimestamp));
        },
      }),
    );
  return {
    verify,
    countAttempt: (rules) => countAttempt(rules, now),
    async bookingsOf(email) {
      const found = await store.collection(BOOKINGS).where('contact.email', '==', email).get();
      return found.docs.map((doc) => fromBookingDocument(doc.data()));
    },
    atomically,
    mail,
  };
}
