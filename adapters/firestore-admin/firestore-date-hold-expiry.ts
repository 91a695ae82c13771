import type { Firestore } from 'firebase-admin/firestore';
import { holdExpired } from '../../domain/booking/date-lock';
import { DATE_LOCKS, fromLockDocument } from '../../ports/wire/firestore-documents';
import { paged } from './firestore-paging';
import { toTimestamp } from './firestore-timestamps';

export interface HoldExpiryReport {
  /** Held locks whose end had passed and which were deleted. */
  expired: number;
}

/**
 * One run of `expireDateHolds` (tests call it with a fixed clock): deletes every held lock whose `expiresAt` has
 * passed. Only held locks under the `hold` policy carry `expiresAt`, so a single-field range query finds them (no
 * composite index); each is re-read and deleted in its own transaction, so a hold that the desk has meanwhile turned
 * into a booking (the same document, `expiresAt` gone) is never deleted. Reads treat an expired hold as free anyway
 * (domain/booking/date-lock.ts effectiveLock); this only tidies the documents away.
 */
export async function runDateHoldExpiry(store: Firestore, now: Date, pageSize = 200): Promise<HoldExpiryReport> {
  const query = store.collection(DATE_LOCKS).where('expiresAt', '<=', toTimestamp(now.toISOString())).orderBy('expiresAt');
  const candidates: string[] = [];
  for await (const doc of paged(query, pageSize)) candidates.push(doc.id);
  let expired = 0;
  for (const id of candidates) {
    const ref = store.collection(DATE_LOCKS).doc(id);
    const deleted = await store.runTransaction(async (tx) => {
      const snapshot = await tx.get(ref);
      if (!snapshot.exists || !holdExpired(fromLockDocument(snapshot.data()!), now)) return false;
      tx.delete(ref);
      return true;
    });
    if (deleted) expired += 1;
  }
  return { expired };
}
