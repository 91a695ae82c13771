import type { Booking } from '../../booking/booking';
import type { MailMessage } from '../outgoing-mail';
import { composeMail, COUPLE_FOOTER, czechDay, greeting, signature, weddingFacts, type MailContext } from './parts';

/**
 * The couple's short receipt that they withdrew their request in the portal. Short on purpose (they did it
 * themselves), but sent: if somebody else used their account, this is how they learn of it.
 */
export function withdrawnMail(booking: Booking, context: MailContext): MailMessage {
  const day = czechDay(booking.weddingDate);
  return composeMail(
    {
      subject: `Poptávka svatebního focení stažena (${booking.reservationCode})`,
      preheader: `Vaši poptávku na ${day} jste stáhli, termín pro Vás už neblokuji.`,
      blocks: [
        { kind: 'heading', text: 'Poptávka je stažená' },
        greeting,
        { kind: 'paragraph', text: `potvrzuji, že jste v rezervačním systému stáhli svou poptávku svatebního focení na ${day}.` },
        weddingFacts(booking),
        { kind: 'paragraph', text: 'Pokud jste poptávku nestahovali Vy, nebo to byl omyl, ozvěte se mi prosím, stačí odpovědět na tento e-mail.' },
        signature,
      ],
    },
    context,
    COUPLE_FOOTER,
  );
}
