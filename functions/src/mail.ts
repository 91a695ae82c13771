import type { Booking } from '../../domain/booking/booking';
import type { BookingMail } from '../../domain/booking/booking-mail';
import type { ContactMessage } from '../../domain/contact/contact-message';
import { formatDate } from '../../domain/formatting/czech';
import { csMail } from '../../src/texts/cs-mail';

/** One document of the outbox in the "Trigger Email" extension's format (the extension sends and records delivery). */
export interface OutboxMail {
  id: string;
  data: { to: string; replyTo?: string; message: { subject: string; text: string; html: string } };
}

/** The contact form checks the date's shape only; a non-existent day is shown as typed rather than failing. */
function day(iso: string): string {
  try {
    return formatDate(iso);
  } catch {
    return iso;
  }
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The HTML part is the text part, escaped: nothing the couple typed can become markup in a mail client. */
function mail(id: string, to: string, subject: string, lines: string[], replyTo?: string): OutboxMail {
  const text = lines.join('\n');
  const html = lines.map((line) => (line === '' ? '<br>' : `<p>${escapeHtml(line)}</p>`)).join('\n');
  return { id, data: { to, ...(replyTo ? { replyTo } : {}), message: { subject, text, html } } };
}

function bookingSummary(booking: Booking): string[] {
  const t = csMail.summary;
  return [
    t.weddingDate(day(booking.weddingDate), booking.ceremonyTime),
    t.couple(booking.contact.coupleNames),
    ...(booking.venue ? [t.venue(booking.venue, booking.town)] : []),
    ...(booking.packageSlug ? [t.package(booking.packageSlug)] : []),
    ...(booking.extras.length ? [t.extras(booking.extras.join(', '))] : []),
    ...(booking.guests ? [t.guests(booking.guests)] : []),
    t.code(booking.reservationCode),
  ];
}

/**
 * A booking mail (which mail, with its id: domain/booking/booking-mail.ts) in the Trigger Email format, in Czech.
 * The couple's mails reply to the photographer, the photographer's to the couple.
 */
export function renderBookingMail(intent: BookingMail, booking: Booking, photographerEmail: string, siteUrl: string): OutboxMail | null {
  const replyToPhotographer = photographerEmail || undefined;
  switch (intent.kind) {
    case 'request-received': {
      const r = csMail.received;
      return mail(
        intent.id,
        booking.contact.email,
        r.subject(booking.reservationCode),
        [
          csMail.greeting,
          '',
          r.thanks,
          r.notYetBooked,
          '',
          ...bookingSummary(booking),
          '',
          r.lookup(`${siteUrl.replace(/\/+$/, '')}/rezervace`),
          r.replyHint,
          '',
          ...csMail.signature,
        ],
        replyToPhotographer,
      );
    }
    case 'new-request': {
      const n = csMail.newRequest;
      return mail(
        intent.id,
        photographerEmail,
        n.subject(day(booking.weddingDate), booking.contact.coupleNames),
        [
          ...bookingSummary(booking),
          n.email(booking.contact.email),
          n.phone(booking.contact.phone),
          ...(booking.source ? [n.source(booking.source)] : []),
          ...(booking.message ? ['', n.message, booking.message] : []),
        ],
        booking.contact.email,
      );
    }
    case 'status-changed': {
      const template = csMail.status[intent.status];
      return mail(
        intent.id,
        booking.contact.email,
        `${template.subject} (${booking.reservationCode})`,
        [csMail.greeting, '', ...template.lines, '', ...bookingSummary(booking), '', ...csMail.signature],
        replyToPhotographer,
      );
    }
  }
}

export function contactMail(id: string, message: ContactMessage, photographerEmail: string): OutboxMail {
  const n = csMail.newRequest;
  return mail(
    id,
    photographerEmail,
    csMail.contact.subject(message.name),
    [
      csMail.contact.name(message.name),
      n.email(message.email),
      ...(message.phone ? [n.phone(message.phone)] : []),
      ...(message.weddingDate ? [csMail.summary.weddingDate(day(message.weddingDate))] : []),
      '',
      message.message,
    ],
    message.email,
  );
}
