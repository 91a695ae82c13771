import { formatCount, formatDateTime } from '../../formatting/czech';
import type { DownloadJob } from '../../gallery/download-job';
import type { Gallery } from '../../gallery/gallery';
import type { MailBlock } from '../mail-layout';
import type { MailMessage } from '../outgoing-mail';
import { composeMail, greeting, signature, type MailContext } from './parts';

// "připravila jsem Vám 1 fotografii" (accusative) beside "Část 1 z 2: 1 fotografie" (nominative).
const PHOTOS_ACCUSATIVE = { one: 'fotografii', few: 'fotografie', other: 'fotografií' };
const PHOTOS = { one: 'fotografie', few: 'fotografie', other: 'fotografií' };

/** The small print: a guest gets this mail too, so it names the request rather than a booking. */
export const DOWNLOAD_READY_FOOTER = 'Tento e-mail Vám přišel, protože jste si v galerii nechali připravit fotografie ke stažení.';

/**
 * The viewer's notice that the ZIP they asked for is ready (the couple, or a guest who gave an e-mail at the PIN
 * form): the links themselves, one per part, and until when they work. Past that day a new one is made in the gallery.
 */
export function downloadReadyMail(
  gallery: Pick<Gallery, 'title'>,
  job: Pick<DownloadJob, 'size' | 'parts'> & { expiresAt: string },
  context: MailContext,
): MailMessage {
  const photoCount = job.parts.reduce((sum, part) => sum + part.entries.length, 0);
  const until = formatDateTime(job.expiresAt);
  const size = job.size === 'original' ? 'v plné velikosti' : 've velikosti pro web';
  const single = job.parts.length === 1;
  const links: MailBlock = single
    ? { kind: 'button', label: 'Stáhnout fotografie (ZIP)', url: job.parts[0]!.url ?? '' }
    : {
        kind: 'facts',
        title: 'Soubory ke stažení',
        rows: job.parts.map((part) => ({ label: `Část ${part.n} z ${job.parts.length}`, value: formatCount(part.entries.length, PHOTOS), url: part.url ?? '' })),
      };
  return composeMail(
    {
      subject: `Fotografie z galerie „${gallery.title}“ jsou připravené ke stažení`,
      preheader: `${single ? 'Odkaz platí' : 'Odkazy platí'} do ${until}.`,
      blocks: [
        { kind: 'heading', text: 'Fotografie jsou připravené' },
        greeting,
        {
          kind: 'paragraph',
          text: `připravila jsem Vám ke stažení ${formatCount(photoCount, PHOTOS_ACCUSATIVE)} z galerie „${gallery.title}“ ${size}${single ? '.' : `, rozdělené do ${job.parts.length}\u00A0souborů ZIP.`}`,
        },
        links,
        {
          kind: 'paragraph',
          text: single
            ? `Odkaz platí do ${until}. Potom přestane fungovat, ale v galerii si můžete kdykoli připravit nový.`
            : `Odkazy platí do ${until}. Potom přestanou fungovat, ale v galerii si můžete kdykoli připravit nové.`,
        },
        signature,
      ],
    },
    context,
    DOWNLOAD_READY_FOOTER,
  );
}
