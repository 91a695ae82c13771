import type { Firestore } from 'firebase-admin/firestore';
import type { DocumentKind } from '../../domain/documents/document-kind';
import type { DocumentIssueUnit, IssuedDocumentsPort } from '../../ports/units/issued-documents-port';
import type { Atomically } from '../../ports/units/unit-of-work-port';
import {
  DOCUMENT_SERIES,
  DOCUMENT_SLOTS,
  documentSeriesDocId,
  documentSlotDocId,
  fromIssuedDocumentRecord,
  ISSUED_DOCUMENTS,
  toIssuedDocumentRecord,
} from '../../ports/wire/document-records';
import { BOOKINGS } from '../../ports/wire/firestore-documents';

/**
 * Every issue of one kind in one year reads and writes the same series document, so parallel issues are retried on
 * contention; a burst (the desk confirming a season's bookings, 20 at once in the contract) needs more than the
 * default 5 attempts for the last of them.
 */
const SERIES_RETRIES = { maxAttempts: 30 };

/** One document's issue (application/documents/issue-document.ts) in one Firestore transaction. */
export function documentIssues(store: Firestore): Atomically<DocumentIssueUnit> {
  return (work) =>
    store.runTransaction((tx) => {
      const seriesRef = (kind: DocumentKind, year: number) => store.collection(DOCUMENT_SERIES).doc(documentSeriesDocId(kind, year));
      const slotRef = (bookingId: string, slot: string) => store.collection(DOCUMENT_SLOTS).doc(documentSlotDocId(bookingId, slot));
      return work({
        async bookingExists(bookingId) {
          return (await tx.get(store.collection(BOOKINGS).doc(bookingId))).exists;
        },
        async issued(bookingId, slot) {
          const marker = await tx.get(slotRef(bookingId, slot));
          if (!marker.exists) return null;
          const document = await tx.get(store.collection(ISSUED_DOCUMENTS).doc(String(marker.get('documentId'))));
          return document.exists ? fromIssuedDocumentRecord(document.data()!) : null;
        },
        async lastSequence(kind, year) {
          const series = await tx.get(seriesRef(kind, year));
          return series.exists ? Number(series.get('last')) : 0;
        },
        async save(document, slot) {
          const { kind, year, sequence } = document.number;
          tx.set(seriesRef(kind, year), { kind, year, last: sequence });
          tx.set(slotRef(document.bookingId, slot), { documentId: document.id });
          // create, not set: should a number ever come round twice, the commit fails instead of replacing a document.
          tx.create(store.collection(ISSUED_DOCUMENTS).doc(document.id), toIssuedDocumentRecord(document));
        },
      });
    }, SERIES_RETRIES);
}

/** The issued documents as the functions read them (the portal, the desk). */
export function firestoreIssuedDocuments(store: Firestore): IssuedDocumentsPort {
  return {
    async forBooking(bookingId) {
      const snapshot = await store.collection(ISSUED_DOCUMENTS).where('bookingId', '==', bookingId).get();
      return snapshot.docs
        .map((doc) => fromIssuedDocumentRecord(doc.data()))
        .sort((a, b) => a.issuedAt.localeCompare(b.issuedAt) || a.id.localeCompare(b.id));
    },
    async issuedBetween(from, to) {
      // ISO instants of one format order as strings do: a single-field range, indexed by default.
      const snapshot = await store.collection(ISSUED_DOCUMENTS).where('issuedAt', '>=', from).where('issuedAt', '<', to).get();
      return snapshot.docs
        .map((doc) => fromIssuedDocumentRecord(doc.data()))
        .sort((a, b) => a.issuedAt.localeCompare(b.issuedAt) || a.id.localeCompare(b.id));
    },
    async get(id) {
      const snapshot = await store.collection(ISSUED_DOCUMENTS).doc(id).get();
      return snapshot.exists ? fromIssuedDocumentRecord(snapshot.data()!) : null;
    },
  };
}
