import type { Booking } from '../../booking/booking';
import type { MailMessage } from '../outgoing-mail';
import { composeMail, COUPLE_FOOTER, greeting, signature, type MailContext } from './parts';

/** The couple's thanks after the wedding, with what comes next (the gallery). */
export function completedMail(booking: Booking, context: MailContext): MailMessage {
  return composeMail(
    {
      subject: `Děkuji za Vaši svatbu (${booking.reservationCode})`,
      preheader: 'Bylo mi ctí fotit Váš velký den. Fotografie už připravuji.',
      blocks: [
        { kind: 'heading', text: 'Děkuji za krásný den' },
        greeting,
        { kind: 'paragraph', text: 'bylo mi ctí fotit Váš velký den. Jakmile budou fotografie hotové, pošlu Vám odkaz na galerii.' },
        signature,
      ],
    },
    context,
    COUPLE_FOOTER,
  );
}
