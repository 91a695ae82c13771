import { FieldPath, type CollectionReference, type Firestore, type WriteBatch } from 'firebase-admin/firestore';
import { ANONYMISABLE_STATUSES, KEPT_FOR_CONTRACT } from '../../domain/privacy/retention';
import type { RetentionStore, RetentionUnit } from '../../ports/units/retention-store-port';
import type { Atomically } from '../../ports/units/unit-of-work-port';
import { CONTRACT_ACCEPTANCES } from '../../ports/wire/contract-documents';
import { DAY_PLANS } from '../../ports/wire/day-plan-documents';
import { BOOKINGS, fromBookingDocument, MAIL, mailAgeOf, SENT_ONCE, toBookingDocument } from '../../ports/wire/firestore-documents';
import { deleteLeftovers, queuedMailIds, removal } from './firestore-booking-removal';
import { deskTransaction } from './firestore-desk-transaction';
import { paged } from './firestore-paging';
import { toTimestamp } from './firestore-timestamps';

/** Documents per query page and writes per batch (a Firestore batch takes at most 500). */
export const RETENTION_PAGE_SIZE = 200;

async function inBatches(store: Firestore, ids: string[], pageSize: number, write: (batch: WriteBatch, id: string) => void) {
  for (let i = 0; i < ids.length; i += pageSize) {
    const batch = store.batch();
    for (const id of ids.slice(i, i + pageSize)) write(batch, id);
    await batch.commit();
  }
}

async function* idsOf(collection: CollectionReference, pageSize: number): AsyncIterable<string> {
  for await (const doc of paged(collection.orderBy(FieldPath.documentId()).select(), pageSize)) yield doc.id;
}

/** One booking's retention step in a desk transaction: anonymised in place or erased with its leftovers. */
export function retentionUnits(store: Firestore): Atomically<RetentionUnit> {
  return deskTransaction<RetentionUnit>(store, (tx, desk) => ({
    queuedMailIds: queuedMailIds(store, tx),
    async anonymise(after, lock, leftovers) {
      // A full overwrite: the removed fields (and the search terms) must not survive as leftovers.
      tx.set(desk.bookingRef(after.id), toBookingDocument(after, toTimestamp));
      desk.applyLock(lock);
      deleteLeftovers(store, tx, after.id, leftovers);
    },
    erase: removal(store, tx, desk),
    async deleteAcceptance(bookingId) {
      tx.delete(store.collection(CONTRACT_ACCEPTANCES).doc(bookingId));
    },
    async deleteDayPlan(bookingId) {
      tx.delete(store.collection(DAY_PLANS).doc(bookingId));
    },
  }));
}

/** The retention use case's store over firebase-admin: paged queries for the candidates, batched mail writes. */
export function firestoreRetentionStore(store: Firestore, pageSize = RETENTION_PAGE_SIZE): RetentionStore {
  const bookings = store.collection(BOOKINGS);
  const mails = store.collection(MAIL);
  return {
    async *candidates(cutoffs) {
      // Anonymised requests still match the first query (their `updatedAt` stays); the rule skips them.
      const closed = bookings
        .where('status', 'in', [...ANONYMISABLE_STATUSES])
        .where('updatedAt', '<=', toTimestamp(cutoffs.anonymiseChangedBefore))
        .orderBy('updatedAt')
        .orderBy(FieldPath.documentId());
      const contracts = bookings
        .where('status', 'in', [...KEPT_FOR_CONTRACT])
        .where('weddingDate', '<', cutoffs.eraseWeddingsBefore)
        .orderBy('weddingDate')
        .orderBy(FieldPath.documentId());
      for (const query of [closed, contracts]) for await (const doc of paged(query, pageSize)) yield fromBookingDocument(doc.data());
    },
    async *mails() {
      // All of them: mails queued before `createdAt` existed cannot be found by a query on it.
      for await (const doc of paged(mails.orderBy(FieldPath.documentId()), pageSize)) yield { id: doc.id, ...mailAgeOf(doc.data()) };
    },
    deleteMails: (ids) => inBatches(store, ids, pageSize, (batch, id) => batch.delete(mails.doc(id))),
    async *onceMarkers() {
      const markers = store.collection(SENT_ONCE);
      for await (const doc of paged(markers.orderBy(FieldPath.documentId()), pageSize)) yield { id: doc.id, ...mailAgeOf(doc.data()) };
    },
    deleteOnceMarkers: (ids) => inBatches(store, ids, pageSize, (batch, id) => batch.delete(store.collection(SENT_ONCE).doc(id))),
    stampMails: (ids, at) => inBatches(store, ids, pageSize, (batch, id) => batch.update(mails.doc(id), { createdAt: toTimestamp(at) })),
    // The document id is the booking's: no field needs reading.
    acceptanceIds: () => idsOf(store.collection(CONTRACT_ACCEPTANCES), pageSize),
    dayPlanIds: () => idsOf(store.collection(DAY_PLANS), pageSize),
    atomically: retentionUnits(store),
  };
}
