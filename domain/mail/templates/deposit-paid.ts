import type { Booking } from '../../booking/booking';
import { reservationLookupUrl } from '../../booking/booking-links';
import type { MailMessage } from '../outgoing-mail';
import { chosenBlocks, composeMail, COUPLE_FOOTER, czechDay, greeting, replyHint, signature, weddingFacts, type MailContext } from './parts';

/** The couple's receipt of the deposit: the day is now definitely theirs, and what happens before the wedding. */
export function depositPaidMail(booking: Booking, context: MailContext): MailMessage {
  const day = czechDay(booking.weddingDate);
  return composeMail(
    {
      subject: `Záloha za svatební focení přijata (${booking.reservationCode})`,
      preheader: `Děkuji, záloha dorazila. Termín ${day} je definitivně Váš.`,
      blocks: [
        { kind: 'heading', text: 'Záloha dorazila' },
        greeting,
        { kind: 'paragraph', text: `děkuji, Vaše záloha dorazila. Termín ${day} je teď definitivně Váš.` },
        { kind: 'paragraph', text: 'Zhruba měsíc před svatbou se Vám ozvu a domluvíme se na harmonogramu a podrobnostech dne.' },
        weddingFacts(booking),
        ...chosenBlocks(booking, context.prices),
        { kind: 'button', label: 'Zobrazit rezervaci', url: reservationLookupUrl(context.siteUrl) },
        replyHint,
        signature,
      ],
    },
    context,
    COUPLE_FOOTER,
  );
}
