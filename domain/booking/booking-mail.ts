import type { Booking, BookingStatus } from './booking';

/**
 * Which e-mails a booking sends, named once. The ids derive from the booking id (and, for status mails, the history
 * index), so a retried server transaction never queues a mail twice and the GDPR erasure finds every mail of a
 * booking from the booking alone. How a mail reads is its template's business (domain/mail/templates, written out by
 * domain/mail/booking-mail-messages.ts in the use cases, so the functions and the fakes queue the same mails).
 */
export type BookingMail =
  | { kind: 'request-received'; id: string; bookingId: string; to: 'couple' }
  | { kind: 'new-request'; id: string; bookingId: string; to: 'photographer' }
  | { kind: 'status-changed'; id: string; bookingId: string; to: 'couple'; status: Exclude<BookingStatus, 'new'> };

export const bookingMailId = {
  requestReceived: (bookingId: string) => `${bookingId}-couple`,
  newRequest: (bookingId: string) => `${bookingId}-photographer`,
  statusChanged: (bookingId: string, historyIndex: number) => `${bookingId}-status-${historyIndex}`,
} as const;

/** A new request: the couple's receipt and the photographer's notice. */
export function requestMails(booking: Pick<Booking, 'id'>): BookingMail[] {
  return [
    { kind: 'request-received', id: bookingMailId.requestReceived(booking.id), bookingId: booking.id, to: 'couple' },
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

/** Every mail id a booking can have queued (they hold its personal data, so erasure removes them all). */
export function mailIdsOf(booking: Pick<Booking, 'id' | 'history'>): string[] {
  const ids = [bookingMailId.requestReceived(booking.id), bookingMailId.newRequest(booking.id)];
  for (let i = 1; i < booking.history.length; i += 1) ids.push(bookingMailId.statusChanged(booking.id, i));
  return ids;
}
