import { invalidInput } from '../errors';
import type { Booking, BookingMessage } from './booking';

/**
 * The longest message a couple may send about their booking from the portal. The textarea's maxLength, the browser's
 * check and the server's check all read this one number.
 */
export const MESSAGE_MAX_LENGTH = 2000;

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

/** The message's id: the booking's id and its position, so a retried transaction appends it once. */
export function bookingMessageId(bookingId: string, n: number): string {
  return `${bookingId}-m${n}`;
}

export interface CoupleMessage {
  text: unknown;
  /** The couple's verified e-mail (the history's `by`). */
  by: string;
  at: string;
}

/**
 * The couple's message appended to the booking (status unchanged), with a history entry `event: 'message'` that says
 * when and from whom; the text itself lives only in `messages`. Throws `field/required` / `field/too-long` (as a
 * field error on `text`).
 */
export function appendCoupleMessage(booking: Booking, message: CoupleMessage): { booking: Booking; message: BookingMessage; n: number } {
  const error = validateBookingMessage(message.text);
  if (error) throw invalidInput({ text: error }, 'Invalid message');
  const n = (booking.messages?.length ?? 0) + 1;
  const stored: BookingMessage = { id: bookingMessageId(booking.id, n), at: message.at, author: 'couple', text: (message.text as string).trim() };
  return {
    n,
    message: stored,
    booking: {
      ...booking,
      updatedAt: message.at,
      messages: [...(booking.messages ?? []), stored],
      history: [...booking.history, { at: message.at, by: message.by, from: booking.status, to: booking.status, event: 'message' }],
    },
  };
}
