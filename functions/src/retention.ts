import { FieldPath, type Firestore, type WriteBatch } from 'firebase-admin/firestore';
import { applyRetention, type RetentionReport } from '../../application/privacy/apply-retention';
import { ANONYMISABLE_STATUSES, KEPT_FOR_CONTRACT, RETENTION_PERIODS, type RetentionPeriods } from '../../domain/privacy/retention';
import { BOOKINGS, fromBookingDocument, MAIL, mailAgeOf, SENT_ONCE } from '../../ports/wire/firestore-documents';
import { toTimestamp } from './config';
import { retentionUnits } from './firestore-units';
import { paged } from './paging';
import type { RetentionStore } from '../../ports/units/retention-store-port';

/** Documents per query page and writes per batch (a Firestore batch takes at most 500). */
export const RETENTION_PAGE_SIZE = 200;

async function inBatches(store: Firestore, ids: string[], pageSize: number, write: (batch: WriteBatch, id: string) => void) {
  for (let i = 0; i < ids.length; i += pageSize) {
    const batch = store.batch();
    for (const id of ids.slice(i, i + pageSize)) write(batch, id);
    await batch.commit();
  }
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
    atomically: retentionUnits(store),
  };
}

/**
 * The periods the scheduled run applies: the domain's one configuration, which the privacy page states too (a test
 * renders the page against this very value). No param may override it, or the page would promise what the job does not do.
 */
export const JOB_RETENTION_PERIODS: RetentionPeriods = RETENTION_PERIODS;

/** One run of the retention policy (the scheduled function's body; tests call it with a fixed clock). */
export function runRetention(store: Firestore, now: Date, periods: RetentionPeriods = JOB_RETENTION_PERIODS, pageSize?: number): Promise<RetentionReport> {
  return applyRetention({ now, periods }, firestoreRetentionStore(store, pageSize));
}
