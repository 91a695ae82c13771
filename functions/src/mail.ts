import type { Booking } from '../../domain/booking/booking';
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

/** Ids derive from the booking id, so a retried transaction never queues a mail twice. */
export function bookingMails(booking: Booking, photographerEmail: string, siteUrl: string): OutboxMail[] {
  const r = csMail.received;
  const n = csMail.newRequest;
  return [
    mail(
      `${booking.id}-couple`,
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
      photographerEmail || undefined,
    ),
    mail(
      `${booking.id}-photographer`,
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
    ),
  ];
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

/**
 * The couple's mail about a status change. The id carries the history index, so a retried transaction queues it
 * once, and the GDPR erasure can find every one of them from the booking's history length.
 */
export function statusMail(booking: Booking, replyTo?: string): OutboxMail | null {
  const template = (csMail.status as Partial<Record<Booking['status'], { subject: string; lines: readonly string[] }>>)[booking.status];
  if (!template) return null;
  return mail(
    statusMailId(booking.id, booking.history.length - 1),
    booking.contact.email,
    `${template.subject} (${booking.reservationCode})`,
    [csMail.greeting, '', ...template.lines, '', ...bookingSummary(booking), '', ...csMail.signature],
    replyTo,
  );
}

export function statusMailId(bookingId: string, historyIndex: number): string {
  return `${bookingId}-status-${historyIndex}`;
}
