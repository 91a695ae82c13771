import { Timestamp, type DocumentReference, type Firestore } from 'firebase-admin/firestore';
import { mailDeliveryOf, type MailDelivery } from '../../../ports/wire/firestore-documents';

/**
 * What the Trigger Email extension does with one `mail/{id}` document, as plain functions over firebase-admin, so the
 * local relay writes the states production writes (ports/wire/firestore-documents.ts, MAIL_DELIVERY_STATES) and tests can
 * drive each step against the Firestore emulator. The watching loop is outbox-watch.ts.
 *
 * Differences from the extension, all invisible once a mail is final: the claim goes straight to PROCESSING (the
 * extension first writes PENDING and claims on the next trigger), and `attempts` and `startTime` are set by the
 * claim, so a send that never came back still counts as an attempt.
 */

/** How long a claim holds: a mail still PROCESSING after it has failed (the extension's 60 s lease). */
export const LEASE_MS = 60_000;
/** The extension's words for a claim that ran out, kept so both environments read alike. */
export const LEASE_EXPIRED = 'Message processing lease expired.';
export const NO_RECIPIENT = 'Failed to deliver email. Expected at least 1 recipient.';

/** The part of nodemailer a delivery needs: one SMTP transport in the relay, anything alike in tests. */
export interface MailTransport {
  sendMail(message: Record<string, unknown>): Promise<SentInfo>;
}
type Address = string | { address: string };
export interface SentInfo {
  messageId?: string;
  accepted?: Address[];
  rejected?: Address[];
  pending?: Address[];
  response?: string;
}

export interface DeliveryOptions {
  transport: MailTransport;
  /** Used when a mail names no sender (the extension's DEFAULT_FROM). */
  from: string;
  now?: () => Date;
}

/** A mail the outbox holds, in the extension's format (the fields this project queues, and those it may). */
interface OutboxPayload {
  to?: string | string[];
  cc?: string | string[];
  bcc?: string | string[];
  from?: string;
  replyTo?: string;
  headers?: Record<string, string>;
  message: Record<string, unknown>;
}

export type Claim =
  | { claimed: true; payload: OutboxPayload; delivery: MailDelivery }
  | { claimed: false; reason: 'gone' | 'no-message' | 'final' | 'processing' | 'lease-expired' | 'unknown-state' };

/** The outcome of one delivery: the final state written, or why the mail was left alone. */
export type Delivered = { state: 'SUCCESS'; messageId: string | null } | { state: 'ERROR'; error: string } | Extract<Claim, { claimed: false }>;

const ts = (date: Date) => Timestamp.fromDate(date);

/** Whether a sender would pick this mail up now: never seen, or set to PENDING / RETRY (by a resend). */
export function waitsForDelivery(data: Record<string, unknown>): boolean {
  const delivery = mailDeliveryOf(data);
  return delivery === undefined || delivery.state === 'PENDING' || delivery.state === 'RETRY';
}

/**
 * Takes the mail for sending in one transaction: never seen, PENDING or RETRY → PROCESSING with one more attempt, a
 * start time and a lease. Anything else is left alone, so two claims of one mail send it once; a PROCESSING mail
 * whose lease ran out becomes ERROR (its sender is gone, and whether it sent is unknown: no second send).
 */
export async function claimMail(db: Firestore, ref: DocumentReference, now: Date = new Date()): Promise<Claim> {
  return db.runTransaction(async (tx): Promise<Claim> => {
    const snapshot = await tx.get(ref);
    if (!snapshot.exists) return { claimed: false, reason: 'gone' };
    const data = snapshot.data()!;
    if (typeof data.message !== 'object' || data.message === null) return { claimed: false, reason: 'no-message' };
    const delivery = mailDeliveryOf(data);
    if (delivery?.state === 'SUCCESS' || delivery?.state === 'ERROR') return { claimed: false, reason: 'final' };
    if (delivery?.state === 'PROCESSING') {
      if (delivery.leaseExpireTime === undefined || Date.parse(delivery.leaseExpireTime) > now.getTime()) {
        return { claimed: false, reason: 'processing' };
      }
      tx.update(ref, {
        'delivery.state': 'ERROR',
        'delivery.error': LEASE_EXPIRED,
        'delivery.endTime': ts(now),
        'delivery.leaseExpireTime': null,
      });
      return { claimed: false, reason: 'lease-expired' };
    }
    if (delivery !== undefined && delivery.state === undefined) return { claimed: false, reason: 'unknown-state' };

    const claimed: MailDelivery = {
      state: 'PROCESSING',
      attempts: (delivery?.attempts ?? 0) + 1,
      startTime: now.toISOString(),
      leaseExpireTime: new Date(now.getTime() + LEASE_MS).toISOString(),
    };
    tx.update(ref, {
      'delivery.state': claimed.state,
      'delivery.attempts': claimed.attempts,
      'delivery.startTime': ts(now),
      'delivery.leaseExpireTime': ts(new Date(now.getTime() + LEASE_MS)),
      'delivery.error': null,
    });
    return { claimed: true, payload: data as OutboxPayload, delivery: claimed };
  });
}

function recipients(field: string, value: unknown): string[] {
  if (value === undefined || value === null) return [];
  if (typeof value === 'string') return [value];
  if (Array.isArray(value) && value.every((item) => typeof item === 'string')) return value;
  throw new Error(`Invalid field "${field}". Expected an array of strings.`);
}

/** The nodemailer message the extension builds from a mail: its `message`, with the envelope fields on top. */
export function toNodemailerMessage(payload: OutboxPayload, from: string): Record<string, unknown> {
  const to = recipients('to', payload.to);
  const cc = recipients('cc', payload.cc);
  const bcc = recipients('bcc', payload.bcc);
  if (to.length + cc.length + bcc.length === 0) throw new Error(NO_RECIPIENT);
  return {
    ...payload.message,
    from: payload.from || from,
    ...(payload.replyTo ? { replyTo: payload.replyTo } : {}),
    to,
    cc,
    bcc,
    headers: payload.headers ?? {},
  };
}

const addresses = (list: Address[] | undefined) => (list ?? []).map((item) => (typeof item === 'string' ? item : item.address));

/** Writes how a claimed mail's sending ended (the extension's fields); a mail deleted meanwhile stays deleted. */
export async function recordDelivery(
  db: Firestore,
  ref: DocumentReference,
  outcome: { info: SentInfo } | { error: unknown },
  now: Date = new Date(),
): Promise<Delivered> {
  const ended = { 'delivery.endTime': ts(now), 'delivery.leaseExpireTime': null };
  const update =
    'info' in outcome
      ? {
          ...ended,
          'delivery.state': 'SUCCESS',
          'delivery.error': null,
          'delivery.info': {
            messageId: outcome.info.messageId ?? null,
            accepted: addresses(outcome.info.accepted),
            rejected: addresses(outcome.info.rejected),
            pending: addresses(outcome.info.pending),
            response: outcome.info.response ?? null,
          },
        }
      : { ...ended, 'delivery.state': 'ERROR', 'delivery.error': String(outcome.error) };
  const written = await db.runTransaction(async (tx) => {
    if (!(await tx.get(ref)).exists) return false;
    tx.update(ref, update);
    return true;
  });
  if (!written) return { claimed: false, reason: 'gone' };
  return 'info' in outcome
    ? { state: 'SUCCESS', messageId: outcome.info.messageId ?? null }
    : { state: 'ERROR', error: String(outcome.error) };
}

/**
 * Claims, sends and records one mail. A refused recipient or a broken message ends as ERROR on that mail and never
 * throws, so the caller goes on with the next; only Firestore failures reject.
 */
export async function deliverMail(db: Firestore, ref: DocumentReference, options: DeliveryOptions): Promise<Delivered> {
  const now = options.now ?? (() => new Date());
  const claim = await claimMail(db, ref, now());
  if (!claim.claimed) return claim;
  let outcome: { info: SentInfo } | { error: unknown };
  try {
    outcome = { info: await options.transport.sendMail(toNodemailerMessage(claim.payload, options.from)) };
  } catch (error) {
    outcome = { error };
  }
  return recordDelivery(db, ref, outcome, now());
}
