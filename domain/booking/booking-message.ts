import { DomainError, invalidInput, type ErrorCode } from '../errors';
import type { Booking, BookingMessage } from './booking';
import { markedWritten, type MessageAuthor } from './message-marks';

/**
 * The longest message a couple may send about their booking from the portal. The textarea's maxLength, the browser's
 * check and the server's check all read this one number (at most ~6 KB of UTF-8: each message is a document of its own).
 */
export const MESSAGE_MAX_LENGTH = 2000;

/**
 * How many messages the couple may send about one booking, ever. Each one is kept, shown in the admin and mailed to
 * the photographer; beyond this the portal refuses (`portal/message-limit`) and the couple writes an e-mail instead.
 * Counted per author, so the photographer's replies in the same thread never use the couple's share.
 */
export const COUPLE_MESSAGES_PER_BOOKING = 50;

/** The photographer's replies about one booking: the same cap as the couple's, counted apart (`desk/reply-limit`). */
export const PHOTOGRAPHER_REPLIES_PER_BOOKING = COUPLE_MESSAGES_PER_BOOKING;

const CAPS: Record<MessageAuthor, { max: number; code: ErrorCode }> = {
  couple: { max: COUPLE_MESSAGES_PER_BOOKING, code: 'portal/message-limit' },
  photographer: { max: PHOTOGRAPHER_REPLIES_PER_BOOKING, code: 'desk/reply-limit' },
};

/**
 * A message as typed (untrusted): trimmed, required and at most MESSAGE_MAX_LENGTH characters. Answers the error code,
 * or undefined for a good one. The portal's form and the server check the same rule.
 */
export function validateBookingMessage(text: unknown): 'field/required' | 'field/too-long' | undefined {
  const trimmed = typeof text === 'string' ? text.trim() : '';
  if (trimmed === '') return 'field/required';
  if (trimmed.length > MESSAGE_MAX_LENGTH) return 'field/too-long';
  return undefined;
}

/** The message's id: the booking's id and its position in the thread (1-based), so a retried transaction appends it once. */
export function bookingMessageId(bookingId: string, n: number): string {
  return `${bookingId}-m${n}`;
}

/**
 * How many messages the booking's thread holds, either way: each message is stored apart from the booking (its
 * thread) together with one history entry `event: 'message'`, in the same write. The history alone so names every
 * message the thread can hold, which is how the erasure and the anonymisation find them without reading it.
 */
export function threadLength(booking: Pick<Booking, 'history'>): number {
  return booking.history.filter((entry) => entry.event === 'message').length;
}

/** The ids of every message the booking's thread can hold (bookingMessageId 1…threadLength). */
export function threadIdsOf(booking: Pick<Booking, 'id' | 'history'>): string[] {
  return Array.from({ length: threadLength(booking) }, (_, i) => bookingMessageId(booking.id, i + 1));
}

export interface ThreadMessage {
  text: unknown;
  /** Who, as the history records it: the couple's verified e-mail, or the admin's (requireAdmin). */
  by: string;
  at: string;
}

export interface AppendedMessage {
  booking: Booking;
  message: BookingMessage;
  /** The message's position in the thread (1-based), which also names its mail. */
  n: number;
}

/**
 * A message added to the booking's thread by `author` (status unchanged), with a history entry `event: 'message'`
 * that says when and from whom, and the author's markers (domain/booking/message-marks.ts); the text itself lives
 * only in the thread. `thread` is the thread as stored. Throws `field/required` / `field/too-long` (as a field error
 * on `text`), and the author's cap code (`portal/message-limit`, `desk/reply-limit`) once that side has written its
 * share about this booking. Both sides, one rule: the couple's portal and the photographer's desk.
 */
export function appendMessage(booking: Booking, thread: readonly BookingMessage[], author: MessageAuthor, message: ThreadMessage): AppendedMessage {
  const error = validateBookingMessage(message.text);
  if (error) throw invalidInput({ text: error }, 'Invalid message');
  const cap = CAPS[author];
  if (thread.filter((stored) => stored.author === author).length >= cap.max) {
    throw new DomainError(cap.code, `${cap.max} ${author} messages about this booking already`);
  }
  const n = threadLength(booking) + 1;
  const stored: BookingMessage = { id: bookingMessageId(booking.id, n), at: message.at, author, text: (message.text as string).trim() };
  const written = markedWritten(booking, author, message.at);
  return {
    n,
    message: stored,
    booking: {
      ...written,
      updatedAt: message.at,
      history: [...booking.history, { at: message.at, by: message.by, from: booking.status, to: booking.status, event: 'message' }],
    },
  };
}

/** The couple's message from their portal (appendMessage as `couple`). */
export function appendCoupleMessage(booking: Booking, thread: readonly BookingMessage[], message: ThreadMessage): AppendedMessage {
  return appendMessage(booking, thread, 'couple', message);
}

/**
 * The photographer's reply from the desk (appendMessage as `photographer`). An anonymised booking has no couple's
 * address left for the notice: `desk/reply-anonymised`.
 */
export function appendPhotographerReply(booking: Booking, thread: readonly BookingMessage[], message: ThreadMessage): AppendedMessage {
  if (booking.anonymisedAt !== undefined) throw new DomainError('desk/reply-anonymised', 'The booking was anonymised');
  return appendMessage(booking, thread, 'photographer', message);
}
