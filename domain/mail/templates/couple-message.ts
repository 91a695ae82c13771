import type { Booking, BookingMessage } from '../../booking/booking';
import { adminBookingUrl } from '../../booking/booking-links';
import type { MailMessage } from '../outgoing-mail';
import { composeMail, czechDay, DESK_FOOTER, weddingFacts, type MailContext } from './parts';

/**
 * The photographer's copy of a message the couple wrote in their portal about their booking (a changed ceremony time,
 * venue details). Their text is a quote block, so the layout escapes it like everything else they typed; a reply to
 * the mail reaches the couple.
 */
export function coupleMessageMail(booking: Booking, message: BookingMessage, context: MailContext): MailMessage {
  const day = czechDay(booking.weddingDate);
  return composeMail(
    {
      subject: `Zpráva od snoubenců: ${day} – ${booking.contact.coupleNames}`,
      preheader: `${booking.contact.coupleNames} napsali k rezervaci ${booking.reservationCode}.`,
      blocks: [
        { kind: 'heading', text: 'Nová zpráva od snoubenců' },
        { kind: 'paragraph', text: `Snoubenci napsali ke své svatbě ${day} (v rezervačním systému).` },
        { kind: 'quote', title: 'Zpráva', text: message.text },
        weddingFacts(booking, { withContact: true }),
        { kind: 'button', label: 'Otevřít rezervaci v administraci', url: adminBookingUrl(context.siteUrl, booking.id) },
        { kind: 'paragraph', text: 'Odpovědí na tento e-mail napíšete přímo snoubencům.' },
      ],
    },
    context,
    DESK_FOOTER,
  );
}
