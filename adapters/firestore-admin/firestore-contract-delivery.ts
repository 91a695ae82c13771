import type { Bucket } from '@google-cloud/storage';
import type { Firestore } from 'firebase-admin/firestore';
import { CONTRACT_PDFS_ROOT } from '../../domain/contract/contract-document';
import type { ContractDeliveryStore } from '../../ports/units/contract-delivery-port';
import { CONTRACT_ACCEPTANCES, fromAcceptanceDocument, PDF_DELIVERED_AT } from '../../ports/wire/contract-documents';
import { BOOKINGS, fromBookingDocument, MAIL } from '../../ports/wire/firestore-documents';
import { queueMail } from './firestore-outbox';
import { toTimestamp } from './firestore-timestamps';

/** gRPC's / Storage's "not found", as a download of a missing object reports it. */
const NOT_FOUND = 404;

/**
 * The accepted contracts' delivery over firebase-admin: the PDF in the bucket, the mails in `mail` and the delivered
 * mark on the acceptance document, the last two in one transaction (the mark read first, so a racing second delivery
 * is retried, finds it and queues nothing). The record's own fields are never touched.
 */
export function firestoreContractDelivery(store: Firestore, bucket: Bucket): ContractDeliveryStore {
  const acceptanceRef = (bookingId: string) => store.collection(CONTRACT_ACCEPTANCES).doc(bookingId);
  return {
    acceptance: async (bookingId) => {
      const snapshot = await acceptanceRef(bookingId).get();
      return snapshot.exists ? fromAcceptanceDocument(snapshot.data()!) : null;
    },
    booking: async (bookingId) => {
      const snapshot = await store.collection(BOOKINGS).doc(bookingId).get();
      return snapshot.exists ? fromBookingDocument(snapshot.data()!) : null;
    },
    undelivered: async (limit) => {
      const snapshot = await store.collection(CONTRACT_ACCEPTANCES).where(PDF_DELIVERED_AT, '==', null).limit(limit).get();
      return snapshot.docs.map((doc) => fromAcceptanceDocument(doc.data()));
    },
    savePdf: async (path, pdf) => {
      await bucket.file(path).save(Buffer.from(pdf), { resumable: false, contentType: 'application/pdf', metadata: { cacheControl: 'private, no-store' } });
    },
    readPdf: async (path) => {
      try {
        const [bytes] = await bucket.file(path).download();
        return new Uint8Array(bytes);
      } catch (error) {
        if ((error as { code?: unknown }).code === NOT_FOUND) return null;
        throw error;
      }
    },
    bookingsWithPdfs: async () => {
      const [files] = await bucket.getFiles({ prefix: CONTRACT_PDFS_ROOT });
      return [...new Set(files.map((file) => file.name.slice(CONTRACT_PDFS_ROOT.length).split('/')[0] ?? '').filter(Boolean))];
    },
    deletePdfs: async (bookingId) => {
      await bucket.deleteFiles({ prefix: `${CONTRACT_PDFS_ROOT}${bookingId}/` });
    },
    markDelivered: (bookingId, mails, at) =>
      store.runTransaction(async (tx) => {
        const acceptance = await tx.get(acceptanceRef(bookingId));
        const queued = await Promise.all(mails.map((mail) => tx.get(store.collection(MAIL).doc(mail.id))));
        if (!acceptance.exists || acceptance.get(PDF_DELIVERED_AT) != null) return 'already' as const;
        mails.forEach((mail, index) => {
          if (!queued[index]?.exists) queueMail(store, tx, mail, at);
        });
        tx.update(acceptanceRef(bookingId), { [PDF_DELIVERED_AT]: toTimestamp(at) });
        return 'delivered' as const;
      }),
  };
}
