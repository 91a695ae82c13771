import type { Booking } from '../../booking/booking';
import { adminBookingUrl } from '../../booking/booking-links';
import type { MailMessage } from '../outgoing-mail';
import { composeMail, czechDay, DESK_FOOTER, weddingFacts, type MailContext } from './parts';

/** The photographer's notice that a couple withdrew their new request in the portal: she need not answer it. */
export function requestWithdrawnMail(booking: Booking, context: MailContext): MailMessage {
  const day = czechDay(booking.weddingDate);
  return composeMail(
    {
      subject: `Poptávka stažena: ${day} – ${booking.contact.coupleNames}`,
      preheader: `${booking.contact.coupleNames} svou poptávku stáhli, není třeba na ni odpovídat.`,
      blocks: [
        { kind: 'heading', text: 'Poptávka stažena' },
        { kind: 'paragraph', text: `Snoubenci stáhli svou poptávku svatebního focení na ${day} v rezervačním systému. Není třeba na ni odpovídat.` },
        weddingFacts(booking, { withContact: true }),
        { kind: 'button', label: 'Otevřít poptávku v administraci', url: adminBookingUrl(context.siteUrl, booking.id) },
      ],
    },
    context,
    DESK_FOOTER,
  );
}
