import type { Booking } from '../../domain/booking/booking';
import type { ContactMessage } from '../../domain/contact/contact-message';
import { formatDate } from '../../domain/formatting/czech';

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
  return [
    `Termín svatby: ${day(booking.weddingDate)}${booking.ceremonyTime ? ` v ${booking.ceremonyTime}` : ''}`,
    `Snoubenci: ${booking.contact.coupleNames}`,
    ...(booking.venue ? [`Místo: ${booking.venue}${booking.town ? `, ${booking.town}` : ''}`] : []),
    ...(booking.packageSlug ? [`Balíček: ${booking.packageSlug}`] : []),
    ...(booking.extras.length ? [`Doplňky: ${booking.extras.join(', ')}`] : []),
    ...(booking.guests ? [`Počet hostů: ${booking.guests}`] : []),
    `Rezervační kód: ${booking.reservationCode}`,
  ];
}

/** Ids derive from the booking id, so a retried transaction never queues a mail twice. */
export function bookingMails(booking: Booking, photographerEmail: string, siteUrl: string): OutboxMail[] {
  return [
    mail(
      `${booking.id}-couple`,
      booking.contact.email,
      `Poptávka svatebního focení přijata (${booking.reservationCode})`,
      [
        'Dobrý den,',
        '',
        'děkuji za Vaši poptávku. Ozvu se Vám do dvou pracovních dnů.',
        'Pozor: zatím jde jen o poptávku, ne o potvrzenou rezervaci. Termín je Váš, až když Vám ho potvrdím.',
        '',
        ...bookingSummary(booking),
        '',
        `Stav poptávky si můžete kdykoli ověřit pomocí rezervačního kódu a e-mailu na ${siteUrl.replace(/\/+$/, '')}/rezervace`,
        'Na tento e-mail můžete rovnou odpovědět.',
        '',
        'S pozdravem',
        'Tereza',
      ],
      photographerEmail || undefined,
    ),
    mail(
      `${booking.id}-photographer`,
      photographerEmail,
      `Nová poptávka: ${day(booking.weddingDate)} – ${booking.contact.coupleNames}`,
      [
        ...bookingSummary(booking),
        `E-mail: ${booking.contact.email}`,
        `Telefon: ${booking.contact.phone}`,
        ...(booking.source ? [`Odkud o mně ví: ${booking.source}`] : []),
        ...(booking.message ? ['', 'Zpráva:', booking.message] : []),
      ],
      booking.contact.email,
    ),
  ];
}

export function contactMail(id: string, message: ContactMessage, photographerEmail: string): OutboxMail {
  return mail(
    id,
    photographerEmail,
    `Zpráva z webu od: ${message.name}`,
    [
      `Jméno: ${message.name}`,
      `E-mail: ${message.email}`,
      ...(message.phone ? [`Telefon: ${message.phone}`] : []),
      ...(message.weddingDate ? [`Termín svatby: ${day(message.weddingDate)}`] : []),
      '',
      message.message,
    ],
    message.email,
  );
}

const STATUS_MAIL: Partial<Record<Booking['status'], { subject: string; lines: string[] }>> = {
  confirmed: {
    subject: 'Termín svatebního focení je potvrzený',
    lines: ['s radostí potvrzuji, že Váš termín je rezervovaný jen pro Vás. Brzy se ozvu s podrobnostmi k záloze.'],
  },
  'deposit-paid': {
    subject: 'Záloha za svatební focení přijata',
    lines: ['děkuji, záloha dorazila. Termín je definitivně Váš. Před svatbou se ještě domluvíme na detailech.'],
  },
  completed: {
    subject: 'Děkuji za Vaši svatbu',
    lines: ['bylo mi ctí fotit Váš velký den. Jakmile budou fotografie hotové, pošlu Vám odkaz na galerii.'],
  },
  declined: {
    subject: 'Svatební focení – termín bohužel nemohu přijmout',
    lines: ['mrzí mě to, ale Vaši poptávku bohužel nemohu přijmout. Děkuji za pochopení a přeji krásnou svatbu.'],
  },
  cancelled: {
    subject: 'Rezervace svatebního focení zrušena',
    lines: ['Vaše rezervace byla zrušena a termín je uvolněný. Pokud jde o omyl, ozvěte se mi prosím.'],
  },
};

/**
 * The couple's mail about a status change. The id carries the history index, so a retried transaction queues it
 * once, and the GDPR erasure can find every one of them from the booking's history length.
 */
export function statusMail(booking: Booking, replyTo?: string): OutboxMail | null {
  const template = STATUS_MAIL[booking.status];
  if (!template) return null;
  return mail(
    statusMailId(booking.id, booking.history.length - 1),
    booking.contact.email,
    `${template.subject} (${booking.reservationCode})`,
    ['Dobrý den,', '', ...template.lines, '', ...bookingSummary(booking), '', 'S pozdravem', 'Tereza'],
    replyTo,
  );
}

export function statusMailId(bookingId: string, historyIndex: number): string {
  return `${bookingId}-status-${historyIndex}`;
}
