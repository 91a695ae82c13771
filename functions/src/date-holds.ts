import { logger } from 'firebase-functions';
import type { Firestore } from 'firebase-admin/firestore';
import { dateHoldPolicyOf, NO_DATE_HOLD, type DateHoldPolicy } from '../../domain/booking/date-hold';
import { holdExpired } from '../../domain/booking/date-lock';
import { DATE_LOCKS, fromLockDocument } from '../../ports/wire/firestore-documents';
import { toTimestamp } from './config';
import { paged } from './paging';

/**
 * The date-hold policy from the CMS site settings (`dateHoldPolicy`, `dateHoldDays`; domain/booking/date-hold.ts
 * parses them). When the CMS cannot be read, the last policy read by this instance serves, and before any was read
 * `none`: a request is never refused for lack of the CMS, it just holds nothing (README, "Date holds"). No CMS
 * configured (`null`, the emulators' default): `none`, without a warning per request.
 */
export function siteHoldPolicy(settings: { read(): Promise<Record<string, unknown>> } | null): () => Promise<DateHoldPolicy> {
  let lastKnown: DateHoldPolicy = NO_DATE_HOLD;
  return async () => {
    if (!settings) return NO_DATE_HOLD;
    try {
      lastKnown = dateHoldPolicyOf(await settings.read());
    } catch (error) {
      logger.warn(`date-hold policy: CMS site settings unreadable (${error instanceof Error ? error.message : String(error)}), using ${lastKnown.kind}`);
    }
    return lastKnown;
  };
}

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
