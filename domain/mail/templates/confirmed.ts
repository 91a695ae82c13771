import type { Booking } from '../../booking/booking';
import { reservationLookupUrl } from '../../booking/booking-links';
import { WEDDING_UID_DOMAIN, weddingsIcs } from '../../booking/exports';
import type { MailAttachment, MailMessage } from '../outgoing-mail';
import { depositBlocks, mailDeposit, qrPlatbaAttachments } from './deposit-details';
import { chosenBlocks, composeMail, COUPLE_FOOTER, czechDay, greeting, replyHint, senderName, signature, weddingFacts, type MailContext } from './parts';

/** The wedding as a calendar event for the couple: the same iCalendar rule (and UID) as the photographer's export. */
export function weddingIcsAttachment(booking: Booking, context: MailContext): MailAttachment {
  const content = weddingsIcs([booking], {
    now: context.now,
    uidDomain: WEDDING_UID_DOMAIN,
    calendarName: 'Svatba',
    summary: () => {
      const name = senderName(context);
      return name ? `Svatba – fotí ${name}` : 'Svatba – svatební focení';
    },
    description: (b) =>
      [
        ...(b.ceremonyTime ? [`Obřad v ${b.ceremonyTime}`] : []),
        `Rezervační kód: ${b.reservationCode}`,
        `Rezervace: ${reservationLookupUrl(context.siteUrl)}`,
      ].join('\n'),
  });
  return { filename: `svatba-${booking.weddingDate}.ics`, content, contentType: 'text/calendar; charset=utf-8; method=PUBLISH' };
}

/** The couple's confirmation: the day is theirs, what comes next, the wedding as an `.ics` and the reservation link. */
export function confirmedMail(booking: Booking, context: MailContext): MailMessage {
  const day = czechDay(booking.weddingDate);
  const deposit = mailDeposit(booking, context);
  const qr = qrPlatbaAttachments(deposit, context);
  return composeMail(
    {
      subject: `Termín svatebního focení je potvrzený (${booking.reservationCode})`,
      preheader: `${day} je rezervovaný jen pro Vás. Svatbu do kalendáře najdete v příloze.`,
      blocks: [
        { kind: 'heading', text: 'Termín je potvrzený' },
        greeting,
        {
          kind: 'paragraph',
          text: deposit
            ? `s radostí potvrzuji, že termín ${day} je rezervovaný jen pro Vás. Termín je závazně Váš po zaplacení zálohy, platební údaje najdete níže. Brzy se ozvu s podrobnostmi ke smlouvě.`
            : `s radostí potvrzuji, že termín ${day} je rezervovaný jen pro Vás. Brzy se ozvu s podrobnostmi ke smlouvě a záloze.`,
        },
        weddingFacts(booking),
        ...chosenBlocks(booking, context.prices),
        ...depositBlocks(deposit, qr.length > 0),
        { kind: 'paragraph', text: 'Svatbu najdete v příloze jako událost do kalendáře, stačí ji otevřít.' },
        { kind: 'paragraph', text: `Rezervaci si můžete kdykoli zobrazit s kódem ${booking.reservationCode} a svým e-mailem:` },
        { kind: 'button', label: 'Zobrazit rezervaci', url: reservationLookupUrl(context.siteUrl) },
        replyHint,
        signature,
      ],
      attachments: [weddingIcsAttachment(booking, context), ...qr],
    },
    context,
    COUPLE_FOOTER,
  );
}
