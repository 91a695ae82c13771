import { createHash } from 'node:crypto';
import { Timestamp, type DocumentReference, type Transaction } from 'firebase-admin/firestore';
import { RATE_LIMITS } from '../../adapters/firebase/booking-document';
import { DomainError, type ErrorCode } from '../../domain/errors';
import { db, HOUR_MS } from './config';

export interface RateRule {
  /** e.g. `booking-email:jana@example.cz`; hashed before storage, so no e-mail or IP sits in rateLimits/. */
  key: string;
  limit: number;
  /** What the caller is told when the limit is reached (default `booking/rate-limited`). */
  code?: ErrorCode;
}

export interface RateState {
  ref: DocumentReference;
  count: number;
  windowEnd: number;
}

/** Fixed hourly windows: one counter document per key and hour, expiring via a TTL policy on `expireAt`. */
export async function readRates(tx: Transaction, rules: RateRule[], now: Date): Promise<RateState[]> {
  const window = Math.floor(now.getTime() / HOUR_MS);
  const refs = rules.map((rule) =>
    db().collection(RATE_LIMITS).doc(`${createHash('sha256').update(rule.key).digest('hex').slice(0, 40)}-${window}`),
  );
  const snapshots = await tx.getAll(...refs);
  return snapshots.map((snapshot, i) => {
    const count = Number(snapshot.get('count') ?? 0);
    if (count >= rules[i]!.limit) throw new DomainError(rules[i]!.code ?? 'booking/rate-limited');
    return { ref: refs[i]!, count, windowEnd: (window + 1) * HOUR_MS };
  });
}

export function bumpRates(tx: Transaction, states: RateState[]): void {
  for (const state of states) {
    tx.set(state.ref, { count: state.count + 1, expireAt: Timestamp.fromMillis(state.windowEnd + HOUR_MS) });
  }
}

/** Counts one attempt outside any other transaction (lookups count every try, so codes cannot be guessed). */
export async function countAttempt(rules: RateRule[], now: Date): Promise<void> {
  await db().runTransaction(async (tx) => bumpRates(tx, await readRates(tx, rules, now)), { maxAttempts: 10 });
}

/**
 * The caller's address. Google's front end appends the address it saw to X-Forwarded-For, so the last entry is the
 * one a client cannot forge (earlier entries are whatever the client sent). The emulator has no proxy: socket address.
 */
export function clientIp(raw: { ip?: string; headers: Record<string, unknown> }): string {
  const forwarded = raw.headers['x-forwarded-for'];
  const last = typeof forwarded === 'string' ? forwarded.split(',').pop()?.trim() : undefined;
  return last || raw.ip || 'unknown';
}
