import type { Booking } from '../../booking/booking';
import { siteLink } from '../../booking/booking-links';
import type { MailMessage } from '../outgoing-mail';
import { COUPLE_ACCOUNT_PATH } from './gallery-expiry-reminder';
import { composeMail, COUPLE_FOOTER, czechDay, greeting, signature, type MailContext } from './parts';

/** The couple's reminder a month before the wedding while their day plan in "Moje svatba" is still empty. */
export function dayPlanReminderMail(booking: Booking, context: MailContext): MailMessage {
  const day = czechDay(booking.weddingDate);
  return composeMail(
    {
      subject: `Harmonogram svatebního dne je zatím prázdný (${booking.reservationCode})`,
      preheader: `Do svatby ${day} zbývá měsíc – vyplňte prosím harmonogram.`,
      blocks: [
        { kind: 'heading', text: 'Vyplňte prosím harmonogram' },
        greeting,
        {
          kind: 'paragraph',
          text: `do Vaší svatby ${day} zbývá zhruba měsíc a harmonogram dne v sekci Moje svatba je zatím prázdný. Vyplňte prosím, kdy a kde co začíná, na koho se mohu v den svatby obrátit a které skupinové fotky nesmím vynechat. Ukládá se průběžně, stačí psát.`,
        },
        { kind: 'button', label: 'Vyplnit harmonogram', url: siteLink(context.siteUrl, COUPLE_ACCOUNT_PATH) },
        signature,
      ],
    },
    context,
    COUPLE_FOOTER,
  );
}
