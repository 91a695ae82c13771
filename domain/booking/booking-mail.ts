import type { Booking, BookingMessage, BookingStatus } from './booking';
import { threadLength } from './booking-message';

/**
 * Which e-mails a booking sends, named once. The ids derive from the booking id (and, for status mails, the history
 * index), so a retried server transaction never queues a mail twice and the GDPR erasure finds every mail of a
 * booking from the booking alone. How a mail reads is its template's business (domain/mail/templates, written out by
 * domain/mail/booking-mail-messages.ts in the use cases, so the functions and the fakes queue the same mails).
 */
export type BookingMail =
  /**
   * `verify`: the e-mail confirmation link's token (domain/booking/email-verification.ts), and `hold` when confirming
   * holds the day under the date-hold policy (`days` from the confirmation; none: until the photographer answers).
   */
  | { kind: 'request-received'; id: string; bookingId: string; to: 'couple'; verify?: ReceiptVerification }
  | { kind: 'new-request'; id: string; bookingId: string; to: 'photographer' }
  | { kind: 'status-changed'; id: string; bookingId: string; to: 'couple'; status: Exclude<BookingStatus, 'new'> }
  | { kind: 'wedding-reminder'; id: string; bookingId: string; to: 'couple' }
  | { kind: 'deposit-reminder'; id: string; bookingId: string; to: 'couple'; dueDate: string }
  | { kind: 'request-withdrawn'; id: string; bookingId: string; to: 'photographer' }
  | { kind: 'couple-message'; id: string; bookingId: string; to: 'photographer'; message: BookingMessage }
  | { kind: 'photographer-reply'; id: string; bookingId: string; to: 'couple'; message: BookingMessage }
  /** The desk moved the booking to another day; `from` is the day it left (the booking carries the new one). */
  | { kind: 'date-moved'; id: string; bookingId: string; to: 'couple'; from: string };

export const bookingMailId = {
  requestReceived: (bookingId: string) => `${bookingId}-couple`,
  newRequest: (bookingId: string) => `${bookingId}-photographer`,
  statusChanged: (bookingId: string, historyIndex: number) => `${bookingId}-status-${historyIndex}`,
  /** One per booking, ever: the scheduler's second run (or a run made up after a failure) finds it queued. */
  weddingReminder: (bookingId: string) => `${bookingId}-wedding-reminder`,
  depositReminder: (bookingId: string) => `${bookingId}-deposit-reminder`,
  /** A booking is withdrawn at most once (withdrawn is final). */
  requestWithdrawn: (bookingId: string) => `${bookingId}-withdrawn`,
  /** The `n`-th message (1-based) of the booking's thread, sent by the couple. */
  coupleMessage: (bookingId: string, n: number) => `${bookingId}-message-${n}`,
  /** The `n`-th message of the thread, the photographer's reply (a position holds one message, so one of the two). */
  photographerReply: (bookingId: string, n: number) => `${bookingId}-reply-${n}`,
  /** A move is one history entry, so its index names the mail (a booking may move more than once). */
  dateMoved: (bookingId: string, historyIndex: number) => `${bookingId}-moved-${historyIndex}`,
} as const;

/**
 * The couple withdrew their request from the portal: the photographer hears of it (the day is no longer asked for),
 * and the couple gets the status mail as a short receipt — it also tells them if somebody else used their account.
 */
export function withdrawalMails(after: Pick<Booking, 'id' | 'status' | 'history'>): BookingMail[] {
  return [
    { kind: 'request-withdrawn', id: bookingMailId.requestWithdrawn(after.id), bookingId: after.id, to: 'photographer' },
    ...[statusMail(after)].filter((mail): mail is BookingMail => mail !== null),
  ];
}

/** The photographer's copy of the couple's message, the `n`-th of the booking's thread (1-based). */
export function coupleMessageMail(booking: Pick<Booking, 'id'>, n: number, message: BookingMessage): BookingMail {
  return { kind: 'couple-message', id: bookingMailId.coupleMessage(booking.id, n), bookingId: booking.id, to: 'photographer', message };
}

/** The couple's notice of the photographer's reply, the `n`-th message of the thread. */
export function photographerReplyMail(booking: Pick<Booking, 'id'>, n: number, message: BookingMessage): BookingMail {
  return { kind: 'photographer-reply', id: bookingMailId.photographerReply(booking.id, n), bookingId: booking.id, to: 'couple', message };
}

/**
 * The photographer's digest of waiting requests, one per Prague day (`YYYY-MM-DD`). It belongs to no single booking,
 * so the erasure does not find it; the outbox retention deletes it with the other mails.
 */
export const pendingDigestMailId = (pragueDay: string) => `digest-${pragueDay}`;

/** What the receipt asks of the couple: to confirm their e-mail with the link carrying `token`. */
export interface ReceiptVerification {
  token: string;
  hold?: { days?: number };
}

/** A new request: the couple's receipt (with the e-mail confirmation link, when it has one) and the photographer's notice. */
export function requestMails(booking: Pick<Booking, 'id'>, verify?: ReceiptVerification): BookingMail[] {
  return [
    { kind: 'request-received', id: bookingMailId.requestReceived(booking.id), bookingId: booking.id, to: 'couple', ...(verify ? { verify } : {}) },
    { kind: 'new-request', id: bookingMailId.newRequest(booking.id), bookingId: booking.id, to: 'photographer' },
  ];
}

/** The couple hears of every status change (a booking never returns to `new`); the id carries the history index. */
export function statusMail(after: Pick<Booking, 'id' | 'status' | 'history'>): BookingMail | null {
  if (after.status === 'new') return null;
  return {
    kind: 'status-changed',
    id: bookingMailId.statusChanged(after.id, after.history.length - 1),
    bookingId: after.id,
    to: 'couple',
    status: after.status,
  };
}

/**
 * The couple hears that the desk moved their booking to another day (never silently: the day in their calendar and
 * in their contract changes). `after` is the moved booking; its last history entry is the move.
 */
export function dateMovedMail(after: Pick<Booking, 'id' | 'history'>, from: string): BookingMail {
  return { kind: 'date-moved', id: bookingMailId.dateMoved(after.id, after.history.length - 1), bookingId: after.id, to: 'couple', from };
}

/** The couple's "what to prepare" reminder before the wedding (when it is due: reminders.ts). */
export function weddingReminder(booking: Pick<Booking, 'id'>): BookingMail {
  return { kind: 'wedding-reminder', id: bookingMailId.weddingReminder(booking.id), bookingId: booking.id, to: 'couple' };
}

/** The couple's reminder of the deposit due on `dueDate` (reminders.ts derives the day). */
export function depositReminder(booking: Pick<Booking, 'id'>, dueDate: string): BookingMail {
  return { kind: 'deposit-reminder', id: bookingMailId.depositReminder(booking.id), bookingId: booking.id, to: 'couple', dueDate };
}

/**
 * The booking's mails that go once ever and are queued by the scheduler (not by the booking's own transactions):
 * their once-only markers outlive the mails (ports/wire/firestore-documents.ts SENT_ONCE) and go with the booking.
 */
export function onceOnlyMailIdsOf(booking: Pick<Booking, 'id'>): string[] {
  return [bookingMailId.weddingReminder(booking.id), bookingMailId.depositReminder(booking.id)];
}

/** Every mail id a booking can have queued (they hold its personal data, so erasure removes them all). */
export function mailIdsOf(booking: Pick<Booking, 'id' | 'history'>): string[] {
  const ids = [
    bookingMailId.requestReceived(booking.id),
    bookingMailId.newRequest(booking.id),
    bookingMailId.weddingReminder(booking.id),
    bookingMailId.depositReminder(booking.id),
    bookingMailId.requestWithdrawn(booking.id),
  ];
  for (let i = 1; i < booking.history.length; i += 1) ids.push(bookingMailId.statusChanged(booking.id, i), bookingMailId.dateMoved(booking.id, i));
  for (let n = 1; n <= threadLength(booking); n += 1) ids.push(bookingMailId.coupleMessage(booking.id, n), bookingMailId.photographerReply(booking.id, n));
  return ids;
}
