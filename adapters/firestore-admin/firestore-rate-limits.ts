import { createHash } from 'node:crypto';
import { Timestamp, type DocumentReference, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { RATE_WINDOW_MS as HOUR_MS, type RateRule } from '../../domain/booking/booking-policy';
import { DomainError } from '../../domain/errors';
import { RATE_COUNTER_LIFETIME_MS } from '../../domain/privacy/expiring-records';
import { RATE_LIMITS } from '../../ports/wire/firestore-documents';

interface RateState {
  ref: DocumentReference;
  count: number;
  windowStart: number;
}

/**
 * Fixed hourly windows: one counter document per key and hour, expiring via a TTL policy on `expireAt`
 * (domain/privacy/expiring-records.ts). The key is hashed, so no e-mail or IP address sits in rateLimits/ in clear.
 */
async function readRates(store: Firestore, tx: Transaction, rules: RateRule[], now: Date): Promise<RateState[]> {
  const window = Math.floor(now.getTime() / HOUR_MS);
  const refs = rules.map((rule) => store.collection(RATE_LIMITS).doc(rateCounterId(rule.key, now)));
  const snapshots = await tx.getAll(...refs);
  return snapshots.map((snapshot, i) => {
    const count = Number(snapshot.get('count') ?? 0);
    if (count >= rules[i]!.limit) throw new DomainError(rules[i]!.code);
    return { ref: refs[i]!, count, windowStart: window * HOUR_MS };
  });
}

/** The counter document of `key` in the hourly window of `now`: the hashed key and the window's number. */
export function rateCounterId(key: string, now: Date): string {
  return `${createHash('sha256').update(key).digest('hex').slice(0, 40)}-${Math.floor(now.getTime() / HOUR_MS)}`;
}

function bumpRates(tx: Transaction, states: RateState[]): void {
  for (const state of states) {
    tx.set(state.ref, { count: state.count + 1, expireAt: Timestamp.fromMillis(state.windowStart + RATE_COUNTER_LIFETIME_MS) });
  }
}

/** Counts one attempt outside any other transaction (lookups count every try, so codes cannot be guessed). */
export async function countAttempt(store: Firestore, rules: RateRule[], now: Date): Promise<void> {
  await store.runTransaction(async (tx) => bumpRates(tx, await readRates(store, tx, rules, now)), { maxAttempts: 10 });
}

/** Rate counters taken in a transaction are bumped by the same transaction. */
export function rateTaker(store: Firestore, tx: Transaction, now: Date) {
  return async (rules: RateRule[]) => bumpRates(tx, await readRates(store, tx, rules, now));
}
