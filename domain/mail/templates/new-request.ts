import type { Booking } from '../../booking/booking';
import { adminBookingUrl } from '../../booking/booking-links';
import type { MailMessage } from '../outgoing-mail';
import { chosenBlocks, composeMail, coupleMessage, czechDay, DESK_FOOTER, weddingFacts, type MailContext } from './parts';

/** The photographer's notice of a new request: everything the couple sent, and the way to the booking in the admin. */
export function newRequestMail(booking: Booking, context: MailContext): MailMessage {
  const day = czechDay(booking.weddingDate);
  return composeMail(
    {
      subject: `Nová poptávka: ${day} – ${booking.contact.coupleNames}`,
      preheader: `Od: ${booking.contact.coupleNames}. Slíbená odpověď do dvou pracovních dnů.`,
      blocks: [
        { kind: 'heading', text: 'Nová poptávka' },
        { kind: 'paragraph', text: `Přišla nová poptávka svatebního focení na ${day}.` },
        weddingFacts(booking, { withContact: true }),
        ...chosenBlocks(booking, context.prices),
        ...coupleMessage(booking, 'Zpráva od snoubenců'),
        { kind: 'button', label: 'Otevřít poptávku v administraci', url: adminBookingUrl(context.siteUrl, booking.id) },
        { kind: 'paragraph', text: 'Odpovědí na tento e-mail napíšete přímo snoubencům.' },
      ],
    },
    context,
    DESK_FOOTER,
  );
}
