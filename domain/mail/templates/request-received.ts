import type { Booking } from '../../booking/booking';
import { reservationLookupUrl } from '../../booking/booking-links';
import type { MailMessage } from '../outgoing-mail';
import { formatCount } from '../../formatting/czech';
import { chosenBlocks, composeMail, COUPLE_FOOTER, coupleMessage, czechDay, greeting, replyHint, signature, weddingFacts, type MailContext } from './parts';

/**
 * The couple's receipt of a new request: thanks, plainly "not yet booked", what they asked for, where to check it.
 * `verify`: the e-mail confirmation link (the page's button confirms, the link alone does nothing) and, under the
 * date-hold policy, what confirming holds: the day for `days` days, or without them until the photographer answers.
 */
export function requestReceivedMail(booking: Booking, context: MailContext, verify?: { url: string; hold?: { days?: number } }): MailMessage {
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
        ...(verify
          ? [
              { kind: 'paragraph' as const, text: verifyText(day, verify.hold) },
              { kind: 'button' as const, label: verify.hold ? 'Potvrdit e-mail a podržet termín' : 'Potvrdit e-mail', url: verify.url },
            ]
          : []),
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

function verifyText(day: string, hold: { days?: number } | undefined): string {
  const confirm = 'Potvrďte mi prosím, že tento e-mail patří Vám: otevřete odkaz níže a na stránce stiskněte tlačítko.';
  if (!hold) return confirm;
  const howLong = hold.days ? `na ${formatCount(hold.days, DAYS)} od potvrzení` : 'do doby, než Vám poptávku potvrdím nebo odmítnu';
  return `${confirm} Termín ${day} Vám pak předběžně podržím ${howLong}, pokud ho mezitím nezadá někdo jiný. Do potvrzení e-mailu ho pro Vás nedržím.`;
}

const DAYS = { one: 'den', few: 'dny', other: 'dní' };
