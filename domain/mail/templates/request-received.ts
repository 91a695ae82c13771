import type { Booking } from '../../booking/booking';
import { reservationLookupUrl } from '../../booking/booking-links';
import type { MailMessage } from '../outgoing-mail';
import { formatDateTime } from '../../formatting/czech';
import { chosenBlocks, composeMail, COUPLE_FOOTER, coupleMessage, czechDay, greeting, replyHint, signature, weddingFacts, type MailContext } from './parts';

/**
 * The couple's receipt of a new request: thanks, plainly "not yet booked", what they asked for, where to check it.
 * `hold`: the day is held for them (the date-hold policy), until `until` (an instant, said in Prague time) or, without
 * it, until the photographer answers.
 */
export function requestReceivedMail(booking: Booking, context: MailContext, hold?: { until?: string }): MailMessage {
  const day = czechDay(booking.weddingDate);
  return composeMail(
    {
      subject: `Poptávka svatebního focení přijata (${booking.reservationCode})`,
      preheader: `Děkuji za poptávku na ${day}. Ozvu se Vám do dvou pracovních dnů.`,
      blocks: [
        { kind: 'heading', text: 'Poptávka přijata' },
        greeting,
        { kind: 'paragraph', text: `děkuji za Vaši poptávku svatebního focení na ${day}. Ozvu se Vám do dvou pracovních dnů.` },
        { kind: 'paragraph', text: 'Upozorňuji, že zatím jde jen o poptávku, ne o potvrzenou rezervaci. Termín je Váš, až když Vám ho potvrdím.' },
        ...(hold ? [{ kind: 'paragraph' as const, text: holdText(day, hold.until) }] : []),
        weddingFacts(booking),
        ...chosenBlocks(booking, context.prices),
        ...coupleMessage(booking, 'Vaše zpráva'),
        { kind: 'paragraph', text: `Stav poptávky si můžete kdykoli ověřit s rezervačním kódem ${booking.reservationCode} a svým e-mailem:` },
        { kind: 'button', label: 'Ověřit stav poptávky', url: reservationLookupUrl(context.siteUrl) },
        replyHint,
        signature,
      ],
    },
    context,
    COUPLE_FOOTER,
  );
}

function holdText(day: string, until: string | undefined): string {
  return until && !Number.isNaN(Date.parse(until))
    ? `Termín ${day} pro Vás předběžně držím do ${formatDateTime(until)}. Do té doby ho nikdo jiný poptat nemůže; pokud Vám ho do té doby nepotvrdím, předběžná rezervace skončí a termín se uvolní.`
    : `Termín ${day} pro Vás předběžně držím, dokud Vám poptávku nepotvrdím nebo neodmítnu. Do té doby ho nikdo jiný poptat nemůže.`;
}
