import { BOT_CHALLENGE } from '../bot/bot-challenge';
import { RATE_WINDOW_MS } from '../booking/booking-policy';

/**
 * Records that expire on their own instead of by the scheduled retention job (retention.ts): each carries an
 * `expireAt`, and a Firestore TTL policy deletes it after that instant (firestore.indexes.json `fieldOverrides`,
 * deployed by `npm run deploy`). This table is the one list of them: ports/wire/firestore-documents.ts names each
 * record's collection (TTL_COLLECTIONS), scripts/ops/firestore-ttl.test.ts holds the TTL policies and every `expireAt`
 * the code writes to it, and the privacy page states the ones holding personal data.
 */
export type ExpiringRecordKind = 'rateCounters' | 'spentChallenges';

export interface ExpiringRecord {
  /** What of a person the record holds (English, for the operator); null when it holds nothing personal. */
  personalData: string | null;
  /** Hours from the record's creation until its `expireAt`, at most. */
  expiresAfterHours: number;
}

const HOUR_MS = 60 * 60 * 1000;

/**
 * A rate counter lives through its hourly window and one more hour (adapters/firestore-admin/firestore-rate-limits.ts),
 * so a late transaction still sees the window it counted in.
 */
export const RATE_COUNTER_LIFETIME_MS = 2 * RATE_WINDOW_MS;

export const EXPIRING_RECORDS: Record<ExpiringRecordKind, ExpiringRecord> = {
  rateCounters: {
    personalData: "a hash of the e-mail address, IP address or gallery link counted (pseudonymised, still personal data)",
    expiresAfterHours: RATE_COUNTER_LIFETIME_MS / HOUR_MS,
  },
  spentChallenges: {
    personalData: null,
    expiresAfterHours: Math.ceil(BOT_CHALLENGE.ttlMs / HOUR_MS),
  },
};

/**
 * Firestore's TTL deletes an expired document "typically within 24 hours" (Firestore documentation, TTL policies):
 * the privacy page promises the record's lifetime plus this, never less.
 */
export const TTL_DELETION_DELAY_HOURS = 24;

/** The longest a record of this kind may exist, as the privacy page states it. */
export function expiringRecordMaxHours(kind: ExpiringRecordKind): number {
  return EXPIRING_RECORDS[kind].expiresAfterHours + TTL_DELETION_DELAY_HOURS;
}
