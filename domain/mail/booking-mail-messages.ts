import type { Booking, BookingStatus } from '../booking/booking';
import type { BookingMail } from '../booking/booking-mail';
import { verifyLinkUrl } from '../booking/booking-links';
import type { MailMessage, OutgoingMail } from './outgoing-mail';
import { cancelledMail } from './templates/cancelled';
import { completedMail } from './templates/completed';
import { confirmedMail } from './templates/confirmed';
import { declinedMail } from './templates/declined';
import { depositPaidMail } from './templates/deposit-paid';
import { depositReminderMail } from './templates/deposit-reminder';
import { newRequestMail } from './templates/new-request';
import type { MailContext } from './templates/parts';
import { requestReceivedMail } from './templates/request-received';
import { weddingReminderMail } from './templates/wedding-reminder';
import { withdrawnMail } from './templates/withdrawn';
import { requestWithdrawnMail } from './templates/request-withdrawn';
import { coupleMessageMail } from './templates/couple-message';
import { dateMovedMail } from './templates/date-moved';
import { photographerReplyMail } from './templates/photographer-reply';

type Template = (booking: Booking, context: MailContext) => MailMessage;

const STATUS_TEMPLATES = {
  confirmed: confirmedMail,
  'deposit-paid': depositPaidMail,
  completed: completedMail,
  declined: declinedMail,
  cancelled: cancelledMail,
  withdrawn: withdrawnMail,
} satisfies Record<Exclude<BookingStatus, 'new'>, Template>;

/**
 * A booking mail (which one and its id: domain/booking/booking-mail.ts) written out: the couple's mails go to their
 * address and a reply reaches the photographer; the photographer's go to her and a reply reaches the couple.
 */
export function bookingMailMessage(intent: BookingMail, booking: Booking, context: MailContext): OutgoingMail {
  const photographer = context.photographerEmail;
  const from = context.from ? { from: context.from } : {};
  const toCouple = (message: MailMessage): OutgoingMail => ({
    id: intent.id,
    bookingId: intent.bookingId,
    ...from,
    to: booking.contact.email,
    ...(photographer ? { replyTo: photographer } : {}),
    message,
  });
  const toPhotographer = (message: MailMessage): OutgoingMail => ({
    id: intent.id,
    bookingId: intent.bookingId,
    ...from,
    to: photographer,
    replyTo: booking.contact.email,
    message,
  });
  switch (intent.kind) {
    case 'new-request':
      return toPhotographer(newRequestMail(booking, context));
    case 'request-withdrawn':
      return toPhotographer(requestWithdrawnMail(booking, context));
    case 'couple-message':
      return toPhotographer(coupleMessageMail(booking, intent.message, context));
    case 'request-received':
      return toCouple(
        requestReceivedMail(booking, context, intent.verify && { url: verifyLinkUrl(context.siteUrl, intent.verify.token), hold: intent.verify.hold }),
      );
    case 'status-changed':
      return toCouple(STATUS_TEMPLATES[intent.status](booking, context));
    case 'wedding-reminder':
      return toCouple(weddingReminderMail(booking, context));
    case 'deposit-reminder':
      return toCouple(depositReminderMail(booking, context, { dueDate: intent.dueDate }));
    case 'photographer-reply':
      return toCouple(photographerReplyMail(booking, intent.message, context));
    case 'date-moved':
      return toCouple(dateMovedMail(booking, context, { from: intent.from }));
  }
}
