import type { Booking } from '../booking/booking';
import type { OutgoingMail } from '../mail/outgoing-mail';
import { contractAcceptedCoupleMail, contractAcceptedPhotographerMail } from '../mail/templates/contract-accepted';
import type { MailContext } from '../mail/templates/parts';
import type { ContractAcceptance } from './contract-acceptance';
import { contractPdfFilename } from './contract-document';

/**
 * The accepted contract's mail ids, derived from the booking (an acceptance is final, so one of each per booking, ever):
 * a retried delivery finds them queued and queues nothing twice; the erasure finds them by `bookingId`.
 */
export const contractMailId = {
  couple: (bookingId: string) => `${bookingId}-contract`,
  photographer: (bookingId: string) => `${bookingId}-contract-desk`,
} as const;

/**
 * The two mails of an accepted contract, the PDF attached to each (base64, as nodemailer takes a binary file): the
 * couple's to the verified e-mail that accepted, the photographer's to her notification address, replies crossing.
 */
export function contractAcceptedOutgoing(booking: Booking, acceptance: ContractAcceptance, pdfBase64: string, context: MailContext): OutgoingMail[] {
  const pdf = { filename: contractPdfFilename(acceptance), content: pdfBase64, contentType: 'application/pdf', encoding: 'base64' as const };
  const from = context.from ? { from: context.from } : {};
  return [
    {
      id: contractMailId.couple(booking.id),
      bookingId: booking.id,
      ...from,
      to: acceptance.email,
      ...(context.photographerEmail ? { replyTo: context.photographerEmail } : {}),
      message: contractAcceptedCoupleMail(booking, acceptance, pdf, context),
    },
    {
      id: contractMailId.photographer(booking.id),
      bookingId: booking.id,
      ...from,
      to: context.photographerEmail,
      replyTo: acceptance.email,
      message: contractAcceptedPhotographerMail(booking, acceptance, pdf, context),
    },
  ];
}
