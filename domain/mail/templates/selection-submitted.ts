import type { Gallery } from '../../gallery/gallery';
import { adminGalleryUrl } from '../../gallery/gallery-links';
import type { LightroomFilter } from '../../gallery/lightroom-filter';
import type { MailMessage } from '../outgoing-mail';
import { composeMail, czechDay, DESK_FOOTER, type MailContext } from './parts';

/**
 * The photographer's notice that the couple sent their "Výběr do alba": how many photos, their comments by file name,
 * and the Lightroom filter to paste. A reply reaches the couple.
 */
export function selectionSubmittedMail(
  gallery: Pick<Gallery, 'id' | 'title' | 'eventDate'>,
  items: ReadonlyArray<{ fileName: string; comment: string }>,
  filter: LightroomFilter,
  context: MailContext,
): MailMessage {
  const commented = items.filter((item) => item.comment !== '');
  return composeMail(
    {
      subject: `Výběr do alba: ${gallery.title} (${items.length} fotografií)`,
      preheader: `Snoubenci odeslali výběr do alba z galerie ${gallery.title}.`,
      blocks: [
        { kind: 'heading', text: 'Výběr do alba je odeslaný' },
        { kind: 'paragraph', text: `Snoubenci vybrali ${items.length} fotografií z galerie „${gallery.title}“ (${czechDay(gallery.eventDate)}).` },
        { kind: 'quote', title: 'Filtr pro Lightroom (Knihovna › Filtr › Text › Název souboru › Obsahuje)', text: filter.text },
        ...(filter.inexact.length > 0 ? [{ kind: 'list' as const, title: 'Tyto názvy zkontrolujte okem', items: filter.inexact }] : []),
        ...(commented.length > 0 ? [{ kind: 'list' as const, title: 'Poznámky snoubenců', items: commented.map((item) => `${item.fileName}: ${item.comment}`) }] : []),
        { kind: 'button', label: 'Otevřít výběr v administraci', url: adminGalleryUrl(context.siteUrl, gallery.id) },
      ],
    },
    context,
    DESK_FOOTER,
  );
}
