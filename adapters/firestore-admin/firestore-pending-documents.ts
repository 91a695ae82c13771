import { FieldValue, type Firestore, type QuerySnapshot, type Transaction } from 'firebase-admin/firestore';
import type { PendingDocument } from '../../domain/documents/pending-document';
import type { OutgoingMail } from '../../domain/mail/outgoing-mail';
import type { DocumentReference } from '../../domain/documents/document-content';
import type { DocumentReferencesPort, MailReleasePort, PendingDocumentsPort } from '../../ports/units/pending-documents-port';
import { MAIL, toMailDocument } from '../../ports/wire/firestore-documents';
import { DOCUMENT_REFERENCES, fromPendingDocumentRecord, PENDING_DOCUMENTS, toPendingDocumentRecord } from '../../ports/wire/pending-document-records';
import { serverStamped } from './firestore-server-time';
import { toTimestamp } from './firestore-timestamps';

/**
 * Records the documents an event owes in the event's own transaction. `set`, not `create`: a retried event writes
 * the same record again, and a record already frozen by an issue in flight keeps its freeze (merge).
 */
export function recordPendingDocuments(store: Firestore, tx: Transaction, documents: readonly PendingDocument[]): void {
  for (const document of documents) tx.set(store.collection(PENDING_DOCUMENTS).doc(document.id), toPendingDocumentRecord(document), { merge: true });
}

/** NOT_FOUND: nothing pending under that id any more (issued meanwhile, or its booking was erased). */
function ignoreNotFound(error: { code?: number }): void {
  if (error.code !== 5) throw error;
}

/** The pending documents as the issuing and the sweep read and finish them. */
export function firestorePendingDocuments(store: Firestore): PendingDocumentsPort {
  const collection = store.collection(PENDING_DOCUMENTS);
  const read = (snapshot: QuerySnapshot) => snapshot.docs.map((doc) => fromPendingDocumentRecord(doc.id, doc.data()));
  return {
    async get(id) {
      const snapshot = await collection.doc(id).get();
      return snapshot.exists ? fromPendingDocumentRecord(id, snapshot.data()!) : null;
    },
    async oldest(limit) {
      return read(await collection.orderBy('createdAt').limit(limit).get());
    },
    async forBooking(bookingId) {
      return read(await collection.where('bookingId', '==', bookingId).get()).sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    },
    freeze(id, frozen) {
      return store.runTransaction(async (tx) => {
        const snapshot = await tx.get(collection.doc(id));
        if (!snapshot.exists) return null;
        const stored = fromPendingDocumentRecord(id, snapshot.data()!);
        if (stored.frozen) return stored;
        const record = toPendingDocumentRecord({ ...stored, frozen });
        tx.update(collection.doc(id), { frozen: record.frozen });
        return fromPendingDocumentRecord(id, record);
      });
    },
    async dropMail(id) {
      await collection.doc(id).update({ mail: null }).catch(ignoreNotFound);
    },
    async stopWaiting(id) {
      await collection.doc(id).update({ waitsForContract: FieldValue.delete() }).catch(ignoreNotFound);
    },
    async finish(id) {
      await collection.doc(id).delete();
    },
  };
}

/** Queues a held mail once: `create`, so a release repeated after a crash cannot reset a mail already delivered. */
export function firestoreMailRelease(store: Firestore): MailReleasePort {
  return {
    async release(mail: OutgoingMail) {
      const document = serverStamped(toMailDocument(mail, new Date().toISOString(), toTimestamp), ['createdAt']);
      await store
        .collection(MAIL)
        .doc(mail.id)
        .create(document)
        .catch((error: { code?: number }) => {
          // ALREADY_EXISTS: an earlier attempt queued it.
          if (error.code !== 6) throw error;
        });
    },
  };
}

/** The issued documents' references, by printed number (set again alike on a retry). */
export function firestoreDocumentReferences(store: Firestore): DocumentReferencesPort {
  const collection = store.collection(DOCUMENT_REFERENCES);
  return {
    async save(bookingId, reference) {
      await collection.doc(reference.number).set(JSON.parse(JSON.stringify({ bookingId, reference })) as Record<string, unknown>);
    },
    async forBooking(bookingId) {
      const snapshot = await collection.where('bookingId', '==', bookingId).get();
      return snapshot.docs
        .map((doc) => doc.get('reference') as DocumentReference)
        .sort((a, b) => a.issueDate.localeCompare(b.issueDate) || a.number.localeCompare(b.number));
    },
  };
}
