import type { Booking } from '../../booking/booking';
import type { MailMessage } from '../outgoing-mail';
import { composeMail, COUPLE_FOOTER, czechDay, greeting, signature, weddingFacts, type MailContext } from './parts';

/** The couple's notice that a confirmed booking was cancelled and the day freed, with a way to object. */
export function cancelledMail(booking: Booking, context: MailContext): MailMessage {
  const day = czechDay(booking.weddingDate);
  return composeMail(
    {
      subject: `Rezervace svatebního focení zrušena (${booking.reservationCode})`,
      preheader: `Rezervace termínu ${day} byla zrušena a termín je uvolněný.`,
      blocks: [
        { kind: 'heading', text: 'Rezervace je zrušená' },
        greeting,
        { kind: 'paragraph', text: `Vaše rezervace svatebního focení na ${day} byla zrušena a termín je uvolněný.` },
        weddingFacts(booking),
        { kind: 'paragraph', text: 'Pokud jde o omyl, ozvěte se mi prosím co nejdříve, stačí odpovědět na tento e-mail.' },
        signature,
      ],
    },
    context,
    COUPLE_FOOTER,
  );
}
