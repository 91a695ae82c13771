import type { Booking } from '../../booking/booking';
import { reservationLookupUrl } from '../../booking/booking-links';
import { takesDate } from '../../booking/booking-status';
import type { MailMessage } from '../outgoing-mail';
import { weddingIcsAttachment } from './confirmed';
import { composeMail, COUPLE_FOOTER, czechDay, greeting, replyHint, signature, weddingFacts, type MailContext } from './parts';

/**
 * The couple's notice that the desk moved their booking to another day (`from` is the day it left). A booking that
 * holds the date says the new day is now theirs and the old one freed, with the wedding as a new `.ics` (the same UID,
 * so a calendar that imported the confirmation moves the event); a request says it now asks for the new day. Both
 * ask the couple to write back at once if the move is a mistake.
 */
export function dateMovedMail(booking: Booking, context: MailContext, { from }: { from: string }): MailMessage {
  const day = czechDay(booking.weddingDate);
  const oldDay = czechDay(from);
  const booked = takesDate(booking.status);
  return composeMail(
    {
      subject: `Termín svatebního focení změněn na ${day} (${booking.reservationCode})`,
      preheader: booked ? `Vaše rezervace je nově na ${day}, místo ${oldDay}.` : `Vaše poptávka je nově na ${day}, místo ${oldDay}.`,
      blocks: [
        { kind: 'heading', text: 'Termín je změněný' },
        greeting,
        {
          kind: 'paragraph',
          text: booked
            ? `podle naší domluvy jsem Vaši rezervaci svatebního focení přesunula z ${oldDay} na ${day}. Nový termín je rezervovaný jen pro Vás a původní termín je uvolněný.`
            : `podle naší domluvy jsem Vaši poptávku svatebního focení přesunula z ${oldDay} na ${day}. Zatím jde stále o poptávku, termín je Váš, až když Vám ho potvrdím.`,
        },
        weddingFacts(booking),
        ...(booked ? [{ kind: 'paragraph' as const, text: 'Svatbu s novým termínem najdete v příloze jako událost do kalendáře.' }] : []),
        { kind: 'paragraph', text: 'Pokud jsme se na změně termínu nedomluvili, ozvěte se mi prosím co nejdříve, stačí odpovědět na tento e-mail.' },
        { kind: 'paragraph', text: `Rezervaci si můžete kdykoli zobrazit s kódem ${booking.reservationCode} a svým e-mailem:` },
        { kind: 'button', label: 'Zobrazit rezervaci', url: reservationLookupUrl(context.siteUrl) },
        replyHint,
        signature,
      ],
      ...(booked ? { attachments: [weddingIcsAttachment(booking, context)] } : {}),
    },
    context,
    COUPLE_FOOTER,
  );
}
