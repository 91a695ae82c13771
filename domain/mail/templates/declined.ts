import type { Booking } from '../../booking/booking';
import { RESERVATION_PAGE_PATH, siteLink } from '../../booking/booking-links';
import type { MailMessage } from '../outgoing-mail';
import { composeMail, COUPLE_FOOTER, czechDay, greeting, signature, weddingFacts, type MailContext } from './parts';

/** The couple's answer when the photographer cannot take the request, with the way to the free days. */
export function declinedMail(booking: Booking, context: MailContext): MailMessage {
  const day = czechDay(booking.weddingDate);
  return composeMail(
    {
      subject: `Svatební focení na ${day} bohužel nemohu přijmout (${booking.reservationCode})`,
      preheader: 'Mrzí mě to, ale Váš termín nemohu přijmout. Volné termíny najdete v kalendáři na webu.',
      blocks: [
        { kind: 'heading', text: 'Termín bohužel nemohu přijmout' },
        greeting,
        { kind: 'paragraph', text: `mrzí mě to, ale Vaši poptávku svatebního focení na ${day} bohužel nemohu přijmout. Děkuji za pochopení.` },
        weddingFacts(booking),
        { kind: 'paragraph', text: 'Pokud by pro Vás přicházel v úvahu jiný termín, volné dny najdete v kalendáři na webu:' },
        { kind: 'button', label: 'Volné termíny', url: siteLink(context.siteUrl, RESERVATION_PAGE_PATH) },
        { kind: 'paragraph', text: 'Přeji Vám krásnou svatbu.' },
        signature,
      ],
    },
    context,
    COUPLE_FOOTER,
  );
}
