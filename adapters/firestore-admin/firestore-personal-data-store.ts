import { DAY_PLANS, fromDayPlanDocument } from '../../ports/wire/day-plan-documents';
import { FieldPath, type Firestore } from 'firebase-admin/firestore';
import { createHash } from 'node:crypto';
import type { AccountErasureStore, ErasureFlagUnit, PersonalDataReads } from '../../ports/units/personal-data-store-port';
import {
  accountErasureId,
  BOOKINGS,
  ERASURES,
  fromBookingDocument,
  fromMailDocument,
  fromMessageDocument,
  MAIL,
  mailAgeOf,
  RATE_LIMITS,
  threadOrder,
  threadPath,
  toMailDocument,
  type ErasureDocument,
} from '../../ports/wire/firestore-documents';
import { CONTRACT_ACCEPTANCES, fromAcceptanceDocument } from '../../ports/wire/contract-documents';
import { deskTransaction } from './firestore-desk-transaction';
import { firestoreIssuedDocuments } from './firestore-document-issues';
import { erasures } from './firestore-erase-unit';
import { serverStamped } from './firestore-server-time';
import { toTimestamp } from './firestore-timestamps';

/** Deletes documents in batches of at most 400 (a Firestore batch takes 500). */
async function deleteAll(store: Firestore, paths: string[]): Promise<number> {
  for (let i = 0; i < paths.length; i += 400) {
    const batch = store.batch();
    for (const path of paths.slice(i, i + 400)) batch.delete(store.doc(path));
    await batch.commit();
  }
  return paths.length;
}

/** What the GDPR export reads (application/privacy/export-personal-data.ts). */
export function personalDataReads(store: Firestore): PersonalDataReads {
  return {
    // The forms store e-mails trimmed and lower case (domain/validation/fields.ts), as the verified identity has it.
    async bookingsOf(email) {
      const found = await store.collection(BOOKINGS).where('contact.email', '==', email).get();
      return found.docs.map((doc) => fromBookingDocument(doc.data()));
    },
    async threadOf(bookingId) {
      const found = await store.collection(threadPath(bookingId)).get();
      return found.docs.map((doc) => fromMessageDocument(doc.data())).sort(threadOrder);
    },
    async dayPlanOf(bookingId) {
      const found = await store.collection(DAY_PLANS).doc(bookingId).get();
      return found.exists ? fromDayPlanDocument(found.data()!).plan : null;
    },
    // A contact message is kept only as its mail to the photographer, whose `replyTo` is the sender's e-mail.
    async contactMailsFrom(email) {
      const found = await store.collection(MAIL).where('replyTo', '==', email).get();
      return found.docs.map((doc) => {
        const { createdAt } = mailAgeOf(doc.data());
        return { id: doc.id, mail: fromMailDocument(doc.id, doc.data()), ...(createdAt ? { queuedAt: createdAt } : {}) };
      });
    },
    async acceptanceOf(bookingId) {
      const snapshot = await store.collection(CONTRACT_ACCEPTANCES).doc(bookingId).get();
      return snapshot.exists ? fromAcceptanceDocument(snapshot.data()!) : null;
    },
    issuedDocumentsOf: (bookingId) => firestoreIssuedDocuments(store).forBooking(bookingId),
  };
}

/** The erasure's Firestore side: the admin erasure's transaction per booking, a flag transaction, batched deletes. */
export function personalDataStore(store: Firestore): AccountErasureStore {
  return {
    ...personalDataReads(store),
    erasures: erasures(store),
    flags: deskTransaction<ErasureFlagUnit>(store, (tx, desk) => ({
      async flag(bookings, mail) {
        for (const booking of bookings) tx.update(desk.bookingRef(booking.id), { erasureRequestedAt: toTimestamp(booking.erasureRequestedAt!) });
        tx.set(store.collection(MAIL).doc(mail.id), serverStamped(toMailDocument(mail, bookings[0]!.erasureRequestedAt!, toTimestamp), ['createdAt']));
      },
    })),
    async deleteMailsOf(email) {
      const [to, replyTo] = await Promise.all([
        store.collection(MAIL).where('to', '==', email).get(),
        store.collection(MAIL).where('replyTo', '==', email).get(),
      ]);
      const found = [...new Map([...to.docs, ...replyTo.docs].map((doc) => [doc.id, doc.ref.path])).entries()];
      await deleteAll(store, found.map(([, path]) => path));
      return found.map(([id]) => id);
    },
    async recordErasure({ accountId, mailIds, at }) {
      const tombstone: ErasureDocument = { kind: 'account', accountId, mailIds, erasedAt: toTimestamp(at) };
      await store.collection(ERASURES).doc(accountErasureId(accountId)).set(tombstone);
    },
    // firestore-rate-limits.ts stores `{sha256(key) first 40 hex}-{hour window}`: every window of a key is one id range.
    async deleteRateCounters(keys) {
      const paths: string[] = [];
      for (const key of keys) {
        const prefix = `${createHash('sha256').update(key).digest('hex').slice(0, 40)}-`;
        const found = await store
          .collection(RATE_LIMITS)
          .where(FieldPath.documentId(), '>=', prefix)
          .where(FieldPath.documentId(), '<', `${prefix}\uf8ff`)
          .get();
        paths.push(...found.docs.map((doc) => doc.ref.path));
      }
      return deleteAll(store, paths);
    },
  };
}
