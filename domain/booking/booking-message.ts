import { DomainError, invalidInput } from '../errors';
import type { Booking, BookingMessage } from './booking';

/**
 * The longest message a couple may send about their booking from the portal. The textarea's maxLength, the browser's
 * check and the server's check all read this one number (at most ~6 KB of UTF-8: each message is a document of its own).
 */
export const MESSAGE_MAX_LENGTH = 2000;

/**
 * How many messages the couple may send about one booking, ever. Each one is kept, shown in the admin and mailed to
 * the photographer; beyond this the portal refuses (`portal/message-limit`) and the couple writes an e-mail instead.
 * Counted per author, so the photographer's replies in the same thread (a later issue) never use the couple's share.
 */
export const COUPLE_MESSAGES_PER_BOOKING = 50;

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

export interface CoupleMessage {
  text: unknown;
  /** The couple's verified e-mail (the history's `by`). */
  by: string;
  at: string;
}

/**
 * The couple's message added to the booking's thread (status unchanged), with a history entry `event: 'message'`
 * that says when and from whom; the text itself lives only in the thread. `thread` is the thread as stored. Throws
 * `field/required` / `field/too-long` (as a field error on `text`), and `portal/message-limit` once the couple has
 * sent COUPLE_MESSAGES_PER_BOOKING messages about this booking.
 */
export function appendCoupleMessage(
  booking: Booking,
  thread: readonly BookingMessage[],
  message: CoupleMessage,
): { booking: Booking; message: BookingMessage; n: number } {
  const error = validateBookingMessage(message.text);
  if (error) throw invalidInput({ text: error }, 'Invalid message');
  if (thread.filter((stored) => stored.author === 'couple').length >= COUPLE_MESSAGES_PER_BOOKING) {
    throw new DomainError('portal/message-limit', `${COUPLE_MESSAGES_PER_BOOKING} messages about this booking already`);
  }
  const n = threadLength(booking) + 1;
  const stored: BookingMessage = { id: bookingMessageId(booking.id, n), at: message.at, author: 'couple', text: (message.text as string).trim() };
  return {
    n,
    message: stored,
    booking: {
      ...booking,
      updatedAt: message.at,
      history: [...booking.history, { at: message.at, by: message.by, from: booking.status, to: booking.status, event: 'message' }],
    },
  };
}
