import type { Booking, BookingMessage } from './booking';

/** Who wrote a message of a booking's thread, and who reads it. */
export type MessageAuthor = BookingMessage['author'];

/** Each side's two markers on the booking (server times): when it last wrote, and when it last opened the thread. */
export const MESSAGE_MARK_FIELDS = {
  couple: { wrote: 'coupleWroteAt', read: 'coupleReadAt' },
  photographer: { wrote: 'photographerWroteAt', read: 'photographerReadAt' },
} as const;

export type MessageMarkField = (typeof MESSAGE_MARK_FIELDS)[MessageAuthor][keyof (typeof MESSAGE_MARK_FIELDS)[MessageAuthor]];
export type MessageMarks = Pick<Booking, MessageMarkField>;

/** The four markers, for the adapters that write exactly these fields. */
export const MESSAGE_MARKS: readonly MessageMarkField[] = ['coupleWroteAt', 'coupleReadAt', 'photographerWroteAt', 'photographerReadAt'];

export function otherSide(side: MessageAuthor): MessageAuthor {
  return side === 'couple' ? 'photographer' : 'couple';
}

/** Instants compared as instants: the stored ones are ISO strings from different writers. */
const after = (a: string, b: string | undefined) => b === undefined || Date.parse(a) > Date.parse(b);

/**
 * Whether the booking holds a message `reader` has not seen: the other side wrote after `reader` last opened the
 * thread. Read from the booking alone, so the desk's list marks it without loading any thread.
 */
export function hasUnreadMessages(booking: MessageMarks, reader: MessageAuthor): boolean {
  const wrote = booking[MESSAGE_MARK_FIELDS[otherSide(reader)].wrote];
  return wrote !== undefined && after(wrote, booking[MESSAGE_MARK_FIELDS[reader].read]);
}

/** The ids of the thread's messages `reader` has not seen (the other side's, newer than `reader`'s last read). */
export function unreadMessageIds(booking: MessageMarks, thread: readonly BookingMessage[], reader: MessageAuthor): string[] {
  const readAt = booking[MESSAGE_MARK_FIELDS[reader].read];
  return thread.filter((message) => message.author !== reader && after(message.at, readAt)).map((message) => message.id);
}

/** `side` opened the thread at `at`: its read marker moves forward, never back (a late retry does not unread). */
export function markedRead<B extends MessageMarks>(booking: B, side: MessageAuthor, at: string): B {
  const field = MESSAGE_MARK_FIELDS[side].read;
  return after(at, booking[field]) ? { ...booking, [field]: at } : booking;
}

/** `side` wrote at `at`: it has seen the thread it answered, so it also reads it then. */
export function markedWritten<B extends MessageMarks>(booking: B, side: MessageAuthor, at: string): B {
  return markedRead({ ...booking, [MESSAGE_MARK_FIELDS[side].wrote]: at }, side, at);
}

/** Only the markers, for a write that changes nothing else. */
export function messageMarksOf(booking: MessageMarks): MessageMarks {
  return Object.fromEntries(MESSAGE_MARKS.filter((field) => booking[field] !== undefined).map((field) => [field, booking[field]])) as MessageMarks;
}
