import type { Booking } from '../../booking/booking';
import { adminBookingUrl, portalUrl } from '../../booking/booking-links';
import type { ContractAcceptance } from '../../contract/contract-acceptance';
import { formatDateTime } from '../../formatting/czech';
import type { MailAttachment, MailMessage } from '../outgoing-mail';
import { composeMail, COUPLE_FOOTER, czechDay, DESK_FOOTER, greeting, replyHint, signature, type MailContext } from './parts';

function when(iso: string): string {
  try {
    return formatDateTime(iso);
  } catch {
    return iso;
  }
}

/** The record's facts both mails show: what the PDF's record block says, in short. */
function recordRows(acceptance: ContractAcceptance) {
  return [
    { label: 'Přijato', value: when(acceptance.acceptedAt) },
    { label: 'Jména', value: acceptance.namesTyped },
    { label: 'E-mail účtu', value: acceptance.email },
    { label: 'Verze smlouvy', value: String(acceptance.templateVersion) },
    { label: 'SHA-256 textu', value: acceptance.textSha256 },
  ];
}

/** The couple's copy of the contract they accepted, as a PDF attachment, with where to find it again. */
export function contractAcceptedCoupleMail(booking: Booking, acceptance: ContractAcceptance, pdf: MailAttachment, context: MailContext): MailMessage {
  return composeMail(
    {
      subject: `Přijatá smlouva o svatebním focení (${booking.reservationCode})`,
      preheader: 'Smlouvu, kterou jste přijali, posílám v příloze jako PDF.',
      blocks: [
        { kind: 'heading', text: 'Smlouva je přijatá' },
        greeting,
        {
          kind: 'paragraph',
          text: `děkuji, smlouvu o fotografování Vaší svatby ${czechDay(booking.weddingDate)} jste přijali. V příloze ji posílám jako PDF i se záznamem o jejím přijetí.`,
        },
        { kind: 'facts', title: 'Záznam o přijetí', rows: recordRows(acceptance) },
        { kind: 'paragraph', text: 'Smlouvu si můžete kdykoli znovu stáhnout ve svém účtu v sekci Smlouva.' },
        { kind: 'button', label: 'Otevřít můj účet', url: portalUrl(context.siteUrl) },
        replyHint,
        signature,
      ],
      attachments: [pdf],
    },
    context,
    COUPLE_FOOTER,
  );
}

/** The photographer's copy: which couple accepted which version, the PDF attached, the way to the booking in the desk. */
export function contractAcceptedPhotographerMail(booking: Booking, acceptance: ContractAcceptance, pdf: MailAttachment, context: MailContext): MailMessage {
  const day = czechDay(booking.weddingDate);
  return composeMail(
    {
      subject: `Smlouva přijata: ${day} – ${booking.contact.coupleNames}`,
      preheader: `${booking.contact.coupleNames} přijali smlouvu verze ${acceptance.templateVersion}.`,
      blocks: [
        { kind: 'heading', text: 'Snoubenci přijali smlouvu' },
        { kind: 'paragraph', text: `Smlouvu ke svatbě ${day} (rezervace ${booking.reservationCode}) přijali online. PDF se záznamem o přijetí je v příloze.` },
        { kind: 'facts', rows: recordRows(acceptance) },
        { kind: 'button', label: 'Otevřít rezervaci v administraci', url: adminBookingUrl(context.siteUrl, booking.id) },
      ],
      attachments: [pdf],
    },
    context,
    DESK_FOOTER,
  );
}
