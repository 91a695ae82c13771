import type { Booking, BookingHistoryEntry, BookingMessage, DateLock } from '../../domain/booking/booking';
import { storedPricing } from '../../domain/booking/agreed-pricing';
import { MESSAGE_MARKS } from '../../domain/booking/message-marks';
import { bookingSearchTerms } from '../../domain/booking/search';
import { DomainError } from '../../domain/errors';
import type { OutgoingMail } from '../../domain/mail/outgoing-mail';
import type { ExpiringRecordKind } from '../../domain/privacy/expiring-records';
import type { QueuedMail } from '../mail-log-port';

/**
 * The stored-data contract: how bookings, date locks, the mail outbox and the rate counters are kept in Firestore.
 * Several processes must agree on it — the web app's Firebase adapter, the functions' firebase-admin units (which
 * bundle this file), firestore.rules (checked by the rules tests), the mail relay and the backups — so it is a wire
 * contract, like the callable API, and not one adapter's code. No SDK import here: each side passes its own Timestamp
 * factory. Instants are Firestore Timestamps in the database (sortable, typed in the rules) and ISO strings
 * everywhere else.
 */
export type ToTimestamp = (iso: string) => unknown;

export const BOOKINGS = 'bookings';
/**
 * A booking's portal thread, `bookings/{bookingId}/messages/{messageId}`: one document per message (`{ id, at, author,
 * text }`, `at` a Timestamp), so the thread never grows the booking toward Firestore's 1 MiB document limit and both
 * the couple's messages and the photographer's replies fit. Written only by the functions; admins read it.
 */
export const BOOKING_MESSAGES = 'messages';
export const threadPath = (bookingId: string) => `${BOOKINGS}/${bookingId}/${BOOKING_MESSAGES}`;
export const DATE_LOCKS = 'dateLocks';
export const MAIL = 'mail';
/**
 * Once-only markers of the scheduled mails (`{mail id}` → `{ bookingId?, createdAt }`), server only: written with the
 * mail in one transaction, so a reminder or a digest is never queued twice even after its outbox copy — which holds
 * personal data — was deleted ("Smazat účet", the outbox's retention). No address, no text: an id, the booking it is
 * about and when. Deleted with their booking (erasure, anonymisation) and after the outbox's retention period.
 */
export const SENT_ONCE = 'sentOnce';
export const RATE_LIMITS = 'rateLimits';
/**
 * Spent bot-barrier challenges (`{challenge signature}` → `{ expireAt }`), so each is accepted once; server only,
 * expiring via a TTL policy on `expireAt` (a challenge past its expiry is refused anyway).
 */
export const SPENT_CHALLENGES = 'spentChallenges';
/** The field a Firestore TTL policy deletes a document after (firestore.indexes.json `fieldOverrides`). */
export const TTL_FIELD = 'expireAt';
/** Where each self-expiring record (domain/privacy/expiring-records.ts) is kept: every one has a TTL policy on TTL_FIELD. */
export const TTL_COLLECTIONS: Record<ExpiringRecordKind, string> = { rateCounters: RATE_LIMITS, spentChallenges: SPENT_CHALLENGES };
/**
 * Variable symbols given to deposits (`{symbol}` → `{ bookingId }`), server only: the confirming transaction reads the
 * one document of the symbol it is about to give (application/booking/unique-variable-symbol.ts) and writes it with
 * the booking, so two couples are never asked to pay with one symbol. A point read, not a query over `bookings`: a
 * query in a transaction contends with every booking written meanwhile (measured on the emulator: 1 in 20 racing
 * confirmations ran out of retries). Entries stay when their booking is erased or deleted (a number and a random id,
 * nothing personal), so a symbol from an old bank statement never points to a new couple.
 */
export const VARIABLE_SYMBOLS = 'variableSymbols';

/**
 * Erasure tombstones (server only), written with every erasure so a restore of an older backup can replay it
 * (scripts/ops/backup/erasures.ts): `erasures/booking-{bookingId}` by the transaction that deletes the booking (GDPR
 * erasure, "Smazat účet", the retention policy), `erasures/account-{accountId}` before a couple's account is deleted,
 * with the ids of the outbox mails deleted with it. Ids only: a tombstone names nobody once its documents are gone.
 */
export const ERASURES = 'erasures';
export const bookingErasureId = (bookingId: string): string => `booking-${bookingId}`;
export const accountErasureId = (accountId: string): string => `account-${accountId}`;
export type ErasureDocument =
  | { kind: 'booking'; bookingId: string; erasedAt: unknown }
  | { kind: 'account'; accountId: string; mailIds: string[]; erasedAt: unknown };

/**
 * Server-only settings. `settings/calendarFeed` = `{ token, rotatedAt }`: the calendar feed's current secret
 * (application/calendar/calendar-feed-address.ts). Kept as the token itself, not a hash, because the admin is shown the
 * address again; no client may read it (firestore.rules), only the functions. Never backed up: a restore must not
 * bring back a token that was rotated because it leaked (the first look at the address makes a new one).
 */
export const SETTINGS = 'settings';
export const CALENDAR_FEED_SETTINGS = 'calendarFeed';
/**
 * `settings/serverClock`: never written; the functions read it (a missing document still has a read time) to take
 * "now" from the database's clock rather than their own (adapters/firestore-admin/firestore-server-time.ts).
 */
export const SERVER_CLOCK = 'serverClock';

const INSTANT_FIELDS = [
  'consentAt',
  'marketingConsentAt',
  'createdAt',
  'updatedAt',
  'anonymisedAt',
  'erasureRequestedAt',
  'emailVerifiedAt',
  ...MESSAGE_MARKS,
] as const;

function hasToDate(value: unknown): value is { toDate(): Date } {
  return typeof value === 'object' && value !== null && typeof (value as { toDate?: unknown }).toDate === 'function';
}

/** Timestamp (either SDK's) or string → ISO string. */
export function toIso(value: unknown): string {
  if (hasToDate(value)) return value.toDate().toISOString();
  if (typeof value === 'string') return value;
  throw new DomainError('unknown', 'Stored instant is neither a Timestamp nor a string');
}

/** Firestore refuses `undefined`, so optional fields are left out instead. */
function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

export function toBookingDocument(booking: Booking, ts: ToTimestamp): Record<string, unknown> {
  const data: Record<string, unknown> = withoutUndefined({ ...booking });
  for (const field of INSTANT_FIELDS) if (typeof booking[field] === 'string') data[field] = ts(booking[field]!);
  data.history = booking.history.map((entry) => historyToDocument(entry, ts));
  data.contact = { ...booking.contact };
  // For the admin's text search (Firestore has none): word prefixes of the names and e-mail, recomputed by every
  // whole-document write (the desk's corrections write one) until the retention policy anonymises the booking — then
  // there is nothing to search, and the field goes too.
  if (booking.anonymisedAt === undefined) data.searchTerms = bookingSearchTerms(booking.contact);
  return data;
}

/** The booking's thread markers (domain/booking/message-marks.ts) as an update of exactly those set, as Timestamps. */
export function messageMarksToDocument(booking: Booking, ts: ToTimestamp): Record<string, unknown> {
  return Object.fromEntries(MESSAGE_MARKS.filter((field) => typeof booking[field] === 'string').map((field) => [field, ts(booking[field]!)]));
}

export function historyToDocument(entry: BookingHistoryEntry, ts: ToTimestamp): Record<string, unknown> {
  return withoutUndefined({ ...entry, at: ts(entry.at) });
}

export function fromBookingDocument(data: Record<string, unknown>): Booking {
  // `messages` in the booking itself is the thread's old home (before it moved to its own documents): not a field any more.
  const { searchTerms: _derived, messages: _formerThread, ...booking } = data as Record<string, unknown>;
  for (const field of INSTANT_FIELDS) if (booking[field] !== undefined) booking[field] = toIso(booking[field]);
  booking.history = ((data.history as Array<Record<string, unknown>> | undefined) ?? []).map((entry) => ({
    ...entry,
    at: toIso(entry.at),
  }));
  booking.contact = { ...(data.contact as object) };
  booking.extras = [...((data.extras as string[] | undefined) ?? [])];
  // Bookings stored before prices were kept have none, a malformed record counts as none: "price unknown".
  const pricing = storedPricing(data.pricing);
  if (pricing) booking.pricing = pricing;
  else delete booking.pricing;
  // The deposit's variable symbol as stored (digits, at most 10); anything else is none: derived as before.
  if (!(typeof data.variableSymbol === 'string' && /^\d{1,10}$/.test(data.variableSymbol))) delete booking.variableSymbol;
  return booking as unknown as Booking;
}

export function toMessageDocument(message: BookingMessage, ts: ToTimestamp): Record<string, unknown> {
  return { ...message, at: ts(message.at) };
}

export function fromMessageDocument(data: Record<string, unknown>): BookingMessage {
  return { id: String(data.id), at: toIso(data.at), author: data.author === 'photographer' ? 'photographer' : 'couple', text: String(data.text ?? '') };
}

/** A thread oldest first; messages of one instant in the order they were written (their position in the id). */
export function threadOrder(a: BookingMessage, b: BookingMessage): number {
  const position = (message: BookingMessage) => Number(/-m(\d+)$/.exec(message.id)?.[1] ?? 0);
  return a.at.localeCompare(b.at) || position(a) - position(b);
}

/**
 * A date lock as stored at `dateLocks/{date}`: `{date, reason, bookingId?}`, and on a `held` lock under the `hold`
 * policy `expiresAt` as a Timestamp (firestore.rules compare it with `request.time`; the expiry job queries it).
 */
export function toLockDocument(lock: DateLock, ts: ToTimestamp): Record<string, unknown> {
  const { expiresAt, ...rest } = lock;
  return { ...withoutUndefined(rest), ...(lock.reason === 'held' && expiresAt ? { expiresAt: ts(expiresAt) } : {}) };
}

export function fromLockDocument(data: Record<string, unknown>): DateLock {
  const reason = data.reason === 'blocked' || data.reason === 'held' ? data.reason : 'booked';
  const expiresAt = reason === 'held' && data.expiresAt != null ? toIso(data.expiresAt) : undefined;
  return {
    date: String(data.date),
    reason,
    ...(typeof data.bookingId === 'string' ? { bookingId: data.bookingId } : {}),
    ...(expiresAt ? { expiresAt } : {}),
  };
}

/**
 * An outbox mail as stored at `mail/{mail.id}`: the Trigger Email extension's fields — `to`, `replyTo` when set,
 * `message` with `subject`, `text`, `html` and, when the mail has any, `attachments: [{ filename, content,
 * contentType }]` (handed to nodemailer as they are) — plus `createdAt`, when it was queued (the retention policy
 * deletes mails a period after that), and for booking mails `bookingId` (the delivery log and the erasure query by
 * it) and for a resend `resendOf`. The extension adds `delivery` (with `endTime`) once it has sent it.
 */
export function toMailDocument(mail: OutgoingMail, createdAt: string, ts: ToTimestamp): Record<string, unknown> {
  const { id: _id, message, ...envelope } = mail;
  return {
    ...withoutUndefined(envelope),
    message: withoutUndefined({ ...message, attachments: message.attachments?.map((attachment) => ({ ...attachment })) }),
    createdAt: ts(createdAt),
  };
}

/** A stored outbox mail back as the mail it was queued as (what a resend copies); the sender's `delivery` is not part of it. */
export function fromMailDocument(id: string, data: Record<string, unknown>): OutgoingMail {
  const { createdAt: _queued, delivery: _delivery, ...mail } = data;
  return { ...(mail as Omit<OutgoingMail, 'id'>), id };
}

/** A stored outbox mail as the delivery log shows it (ports/mail-log-port.ts). */
export function queuedMailOf(id: string, data: Record<string, unknown>): QueuedMail {
  const message = (data.message ?? {}) as { subject?: unknown };
  const delivery = mailDeliveryOf(data);
  return withoutUndefined({
    id,
    bookingId: typeof data.bookingId === 'string' ? data.bookingId : undefined,
    to: String(data.to ?? ''),
    subject: String(message.subject ?? ''),
    queuedAt: hasToDate(data.createdAt) ? toIso(data.createdAt) : undefined,
    resendOf: typeof data.resendOf === 'string' ? data.resendOf : undefined,
    delivery,
  });
}

/** What the retention policy knows of a stored mail's age (domain/privacy/retention.ts, StoredMailAge). */
export function mailAgeOf(data: Record<string, unknown>): { createdAt?: string; deliveredAt?: string } {
  const delivery = data.delivery as { endTime?: unknown } | undefined;
  const age: { createdAt?: string; deliveredAt?: string } = {};
  if (hasToDate(data.createdAt)) age.createdAt = toIso(data.createdAt);
  if (hasToDate(delivery?.endTime)) age.deliveredAt = toIso(delivery.endTime);
  return age;
}

/**
 * `delivery.state` of an outbox mail, as the Trigger Email extension writes it in production and the local relay
 * (adapters/smtp/trigger-email-standin) writes it on the emulators: PENDING (seen, or queued for a resend) → PROCESSING (claimed
 * under a lease) → SUCCESS or ERROR, which are final. Setting PENDING or RETRY on a final mail sends it once more.
 */
export const MAIL_DELIVERY_STATES = ['PENDING', 'PROCESSING', 'SUCCESS', 'ERROR', 'RETRY'] as const;
export type MailDeliveryState = (typeof MAIL_DELIVERY_STATES)[number];

/** An outbox mail's `delivery` as plain values; `undefined` when no sender has seen the mail yet. */
export interface MailDelivery {
  /** `undefined` for a state neither the extension nor the relay writes: senders leave such a mail alone. */
  state?: MailDeliveryState;
  attempts: number;
  error?: string;
  startTime?: string;
  endTime?: string;
  leaseExpireTime?: string;
  messageId?: string;
}

const isDeliveryState = (value: unknown): value is MailDeliveryState => (MAIL_DELIVERY_STATES as readonly unknown[]).includes(value);

export function mailDeliveryOf(data: Record<string, unknown>): MailDelivery | undefined {
  const delivery = data.delivery as Record<string, unknown> | undefined | null;
  if (typeof delivery !== 'object' || delivery === null) return undefined;
  const result: MailDelivery = { attempts: typeof delivery.attempts === 'number' ? delivery.attempts : 0 };
  if (isDeliveryState(delivery.state)) result.state = delivery.state;
  if (typeof delivery.error === 'string' && delivery.error) result.error = delivery.error;
  for (const field of ['startTime', 'endTime', 'leaseExpireTime'] as const) {
    if (hasToDate(delivery[field])) result[field] = toIso(delivery[field]);
  }
  const info = delivery.info as { messageId?: unknown } | undefined | null;
  if (typeof info?.messageId === 'string') result.messageId = info.messageId;
  return result;
}
