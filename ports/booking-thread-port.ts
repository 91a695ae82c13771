import type { BookingMessage } from '../domain/booking/booking';

/** A booking's thread as the desk shows it: every message both ways, oldest first, and which of them were new to her. */
export interface DeskThread {
  messages: BookingMessage[];
  /** The couple's messages she had not seen before this call (domain/booking/message-marks.ts unreadMessageIds). */
  unreadIds: string[];
}

/**
 * The photographer's side of a booking's thread with the couple (admin claim required, checked on the server).
 *
 * Contract (tests/contracts/booking-thread.contract.ts):
 * - `open` answers the thread and marks it read for the photographer (a server time on the booking): the couple's
 *   messages newer than her last read are `unreadIds` this once, and the booking no longer counts as unread.
 * - `reply` adds her answer to the thread (same text rule as the couple's: trimmed, required, at most
 *   MESSAGE_MAX_LENGTH; a field error on `text` otherwise), records it in the booking's history, marks it unread for
 *   the couple and queues the couple's e-mail; past PHOTOGRAPHER_REPLIES_PER_BOOKING replies `desk/reply-limit`, and
 *   nothing is stored or mailed.
 * - Unknown ids reject `booking/not-found`; callers without the admin claim `auth/forbidden`, changing nothing.
 */
export interface BookingThreadPort {
  open(bookingId: string): Promise<DeskThread>;
  reply(bookingId: string, text: string): Promise<DeskThread>;
}
