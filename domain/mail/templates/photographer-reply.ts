import type { Booking, BookingMessage } from '../../booking/booking';
import { portalUrl } from '../../booking/booking-links';
import type { MailMessage } from '../outgoing-mail';
import { composeMail, COUPLE_FOOTER, czechDay, greeting, signature, type MailContext } from './parts';

/**
 * The couple's notice that the photographer answered in their portal. The subject names only the wedding's day and
 * the reservation code (no text: subjects show in notifications and lock screens); the answer itself is a quote
 * block (escaped like everything typed) with the way to the whole thread in "Moje svatba".
 */
export function photographerReplyMail(booking: Booking, message: BookingMessage, context: MailContext): MailMessage {
  const day = czechDay(booking.weddingDate);
  return composeMail(
    {
      subject: `Odpověď k vaší svatbě ${day} (${booking.reservationCode})`,
      preheader: 'V sekci Moje svatba na vás čeká moje odpověď.',
      blocks: [
        { kind: 'heading', text: 'Odpověď na vaši zprávu' },
        greeting,
        { kind: 'paragraph', text: `ke své svatbě ${day} máte v sekci Moje svatba novou odpověď:` },
        { kind: 'quote', title: 'Odpověď', text: message.text },
        { kind: 'paragraph', text: 'Celou konverzaci uvidíte a odpovědět můžete po přihlášení v sekci Moje svatba:' },
        { kind: 'button', label: 'Otevřít Moje svatba', url: portalUrl(context.siteUrl) },
        signature,
      ],
    },
    context,
    COUPLE_FOOTER,
  );
}
