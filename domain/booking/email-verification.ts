import type { Booking, DateLock } from './booking';
import { holdExpiry, holdsDate, type DateHoldPolicy } from './date-hold';
import { effectiveLock, ownLiveHold, type LockChange } from './date-lock';

/**
 * A web request holds its day only once the couple has proved their address: the receipt mail carries a link with a
 * token `{booking id}.{secret}`, the page it opens has a button, and only that button's POST (a callable function)
 * confirms — a mail scanner that follows links confirms nothing. The booking keeps only the secret's SHA-256
 * (`emailTokenDigest`), so neither a database reader nor the desk can confirm for the couple; the token does nothing
 * but this.
 */

/** The secret's alphabet and length: 32 random bytes in base64url. */
const SECRET = /^[A-Za-z0-9_-]{43}$/;

export function verifyToken(bookingId: string, secret: string): string {
  return `${bookingId}.${secret}`;
}

/** A token as it arrived (untrusted): the booking id and the secret, or null when it cannot be one. */
export function parseVerifyToken(token: unknown): { bookingId: string; secret: string } | null {
  if (typeof token !== 'string' || token.length > 256) return null;
  const dot = token.lastIndexOf('.');
  const bookingId = token.slice(0, dot);
  const secret = token.slice(dot + 1);
  if (dot <= 0 || bookingId.includes('/') || !SECRET.test(secret)) return null;
  return { bookingId, secret };
}

/**
 * What confirming the e-mail did to the request's day:
 * - `held`: the request holds its day (now or already), until `until` or, without it, until the photographer answers;
 * - `taken`: another booking, another request's hold or a day off has the day: the request stays a request;
 * - `one-hold`: another request from this e-mail already holds a day (`heldDate`): one live hold per address;
 * - `no-hold`: nothing to hold: no date-hold policy, the request was already answered, or its hold days are over.
 */
export type VerificationOutcome = 'held' | 'taken' | 'one-hold' | 'no-hold';

export interface EmailVerification {
  weddingDate: string;
  outcome: VerificationOutcome;
  until?: string;
  heldDate?: string;
}

type Verified = Pick<Booking, 'id' | 'status' | 'weddingDate'>;

export interface HoldOnVerification {
  booking: Verified;
  /** When the e-mail was first confirmed: `hold` days count from then, so confirming again never extends a hold. */
  verifiedAt: string;
  /** The lock on the booking's day as stored. */
  lock: DateLock | null;
  /** The e-mail's other requests, each with the lock on its day as stored. */
  others: ReadonlyArray<{ booking: Verified; lock: DateLock | null }>;
  policy: DateHoldPolicy;
  now: Date;
}

/**
 * The one rule for what a confirmation does (the functions and the in-memory fake run it in one unit with the reads):
 * a request that already holds its day keeps it; otherwise, under a date-hold policy and while the request is
 * unanswered and its hold days (counted from the first confirmation) last, it takes a free day as `held` — unless
 * another live lock has the day or another request of the same e-mail holds one.
 */
export function holdOnVerification({ booking, verifiedAt, lock, others, policy, now }: HoldOnVerification): {
  result: EmailVerification;
  change: LockChange;
} {
  const answer = (outcome: VerificationOutcome, extra: Partial<EmailVerification> = {}) => ({
    result: { weddingDate: booking.weddingDate, outcome, ...extra },
    change: {},
  });
  const own = ownLiveHold(booking, lock, now);
  if (own) return answer('held', own.expiresAt ? { until: own.expiresAt } : {});
  if (policy.kind === 'none' || !holdsDate(booking.status)) return answer('no-hold');
  const until = holdExpiry(policy, new Date(verifiedAt));
  if (until && Date.parse(until) <= now.getTime()) return answer('no-hold');
  if (effectiveLock(lock, now)) return answer('taken');
  const other = others.find((o) => o.booking.id !== booking.id && ownLiveHold(o.booking, o.lock, now));
  if (other) return answer('one-hold', { heldDate: other.booking.weddingDate });
  const held: DateLock = { date: booking.weddingDate, reason: 'held', bookingId: booking.id, ...(until ? { expiresAt: until } : {}) };
  return { result: { weddingDate: booking.weddingDate, outcome: 'held', ...(until ? { until } : {}) }, change: { set: held } };
}

/** A web request whose couple has not confirmed their e-mail yet (the desk marks it; it holds no day). */
export function awaitsEmailVerification(booking: Pick<Booking, 'emailTokenDigest' | 'emailVerifiedAt'>): boolean {
  return booking.emailTokenDigest !== undefined && booking.emailVerifiedAt === undefined;
}
