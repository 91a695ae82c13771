import { siteLink } from '../../booking/booking-links';
import type { Gallery } from '../../gallery/gallery';
import type { MailMessage } from '../outgoing-mail';
import { composeMail, COUPLE_FOOTER, czechDay, greeting, replyHint, signature, type MailContext } from './parts';

/** Where the couple opens their galleries: "Můj účet" (the portal's "Moje svatba"). */
export const COUPLE_ACCOUNT_PATH = '/ucet';

/**
 * The couple's reminder two weeks before their gallery's last day: download what they want to keep, or ask for more
 * time. Nothing is deleted at expiry; the gallery is archived and the photographer can open it again.
 */
export function galleryExpiryReminderMail(gallery: Pick<Gallery, 'title' | 'expiresOn'>, context: MailContext): MailMessage {
  const lastDay = czechDay(gallery.expiresOn);
  return composeMail(
    {
      subject: `Galerie „${gallery.title}“ bude otevřená do ${lastDay}`,
      preheader: `Stáhněte si fotografie, které si chcete nechat, nebo mi napište o prodloužení.`,
      blocks: [
        { kind: 'heading', text: 'Galerie se brzy uzavře' },
        greeting,
        {
          kind: 'paragraph',
          text: `Vaše galerie „${gallery.title}“ bude otevřená Vám i Vašim hostům do ${lastDay}. Potom ji archivuji: fotografie nezmizí, jen se do galerie už nedostanete.`,
        },
        { kind: 'paragraph', text: 'Stáhněte si prosím do té doby fotografie, které si chcete nechat. Pokud potřebujete víc času, stačí mi napsat a galerii prodloužím.' },
        { kind: 'button', label: 'Otevřít galerii', url: siteLink(context.siteUrl, COUPLE_ACCOUNT_PATH) },
        replyHint,
        signature,
      ],
    },
    context,
    COUPLE_FOOTER,
  );
}
