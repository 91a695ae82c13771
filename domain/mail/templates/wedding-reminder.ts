import type { Booking } from '../../booking/booking';
import type { MailMessage } from '../outgoing-mail';
import { composeMail, COUPLE_FOOTER, czechDay, greeting, signature, weddingFacts, type MailContext } from './parts';

/**
 * The couple's reminder a month before the wedding (the days are the scheduler's configuration, so the wording says
 * "approaching", not a count): what the photographer needs from them to photograph the day calmly.
 */
export function weddingReminderMail(booking: Booking, context: MailContext): MailMessage {
  const day = czechDay(booking.weddingDate);
  return composeMail(
    {
      subject: `Svatba se blíží: co připravit na focení (${booking.reservationCode})`,
      preheader: `Pár věcí, díky kterým focení ${day} proběhne v klidu.`,
      blocks: [
        { kind: 'heading', text: 'Svatba se blíží' },
        greeting,
        {
          kind: 'paragraph',
          text: `Vaše svatba ${day} se blíží a já se na ni moc těším. Aby focení proběhlo v klidu a nic důležitého mi neuteklo, pošlete mi prosím nejpozději dva týdny před svatbou:`,
        },
        {
          kind: 'list',
          items: [
            'harmonogram dne: kdy začínají přípravy, obřad, focení ve dvou, hostina a večerní program,',
            'přesné adresy příprav, obřadu a hostiny a kde se dá zaparkovat,',
            'seznam skupinových fotek (kdo s kým) a jméno člověka, který mi pomůže skupiny svolat,',
            'telefon na svědka nebo koordinátora, kterému mohu v den svatby zavolat,',
            'Vaše přání: místa, chvíle a lidi, na které nemám zapomenout.',
          ],
        },
        { kind: 'paragraph', text: 'Stačí odpovědět na tento e-mail. Kdyby Vás cokoli napadlo později, napište klidně kdykoli.' },
        weddingFacts(booking),
        signature,
      ],
    },
    context,
    COUPLE_FOOTER,
  );
}
