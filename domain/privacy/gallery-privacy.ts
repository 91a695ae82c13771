import { DomainError } from '../errors';
import type { Gallery, Photo } from '../gallery/gallery';
import type { Selection } from '../gallery/selection';

/**
 * A couple's galleries under the GDPR self-service (issue 20): what their export lists, and what "Smazat účet" does.
 *
 * The photographs are the photographer's work (copyright) as much as the couple's personal data, so deleting the
 * account lets the couple choose: `delete` — every gallery of their bookings goes with every file in the bucket —
 * or `keep` — the gallery stays in the photographer's archive only, detached from the booking (no account reaches it
 * again), unpublished, the guests' link withdrawn, until the retention period deletes it (retention.ts). Either way
 * what the couple did in it — their favourites, their selection with its comments, their portfolio consent — is the
 * couple's data and goes; a consent erased is no consent, so no photo may then be shown in the portfolio.
 */
export const GALLERY_ERASURE_CHOICES = ['delete', 'keep'] as const;
export type GalleryErasureChoice = (typeof GALLERY_ERASURE_CHOICES)[number];

/**
 * The couple's choice as received (untrusted): required when the account has galleries (`privacy/gallery-choice-required`,
 * the dialog then asks), ignored when it has none. Nobody chose when the accounts service reports the account deleted
 * elsewhere: the galleries are then kept detached, so no one's photographs are destroyed without being asked.
 */
export function galleryErasureChoice(value: unknown, hasGalleries: boolean, cause: 'couple' | 'account-deleted'): GalleryErasureChoice {
  if ((GALLERY_ERASURE_CHOICES as readonly unknown[]).includes(value)) return value as GalleryErasureChoice;
  if (value !== undefined && value !== null) throw new DomainError('privacy/gallery-choice-required', 'Unknown gallery choice');
  if (hasGalleries && cause === 'couple') throw new DomainError('privacy/gallery-choice-required');
  return 'keep';
}

/** The viewer id of the couple's favourites and selection (application/gallery/gallery-viewer.ts). */
export const COUPLE_VIEWER_ID = 'couple';

/**
 * The gallery kept for the photographer: no booking (so no account finds it), not published, no guests' link, no
 * portfolio consent; a draft stays a draft. Its photos lose their per-photo consents too (`detachedPhoto`).
 */
export function detachedGallery(gallery: Gallery, at: string): Gallery {
  return {
    ...gallery,
    bookingId: null,
    state: gallery.state === 'draft' ? 'draft' : 'unpublished',
    guestLink: null,
    portfolioConsent: 'undecided',
    updatedAt: at,
  };
}

export const detachedPhoto = (photo: Photo): Photo => ({ ...photo, portfolio: 'inherit' });

/** One gallery in the couple's export: the facts, and what the couple did in it, photos named by their file names. */
export interface GalleryExport {
  id: string;
  title: string;
  eventDate: string;
  state: Gallery['state'];
  expiresOn: string;
  photoCount: number;
  favourites: string[];
  selection: { submittedAt: string | null; items: Array<{ fileName: string; comment: string }> } | null;
  portfolio: { gallery: Gallery['portfolioConsent']; photos: Array<{ fileName: string; choice: 'allowed' | 'refused' }> };
  /**
   * The guests' names and e-mails are not stored (they live only in a guest's own pass); their favourites are theirs,
   * under random ids, not the couple's data: the export says so instead of listing them.
   */
  guests: 'no-personal-data-stored';
  /** The photographs themselves are not in the export: the gallery's "download all" gives them as ZIP files. */
  photos: 'download-from-gallery';
}

export function galleryExportOf(gallery: Gallery, photos: readonly Photo[], favourites: readonly string[], selection: Selection | null): GalleryExport {
  const names = new Map(photos.map((photo) => [photo.id, photo.fileName]));
  const name = (photoId: string) => names.get(photoId) ?? photoId;
  return {
    id: gallery.id,
    title: gallery.title,
    eventDate: gallery.eventDate,
    state: gallery.state,
    expiresOn: gallery.expiresOn,
    photoCount: photos.length,
    favourites: favourites.map(name),
    selection: selection ? { submittedAt: selection.submittedAt, items: selection.items.map((item) => ({ fileName: name(item.photoId), comment: item.comment })) } : null,
    portfolio: {
      gallery: gallery.portfolioConsent,
      photos: photos.flatMap((photo) => (photo.portfolio === 'inherit' ? [] : [{ fileName: photo.fileName, choice: photo.portfolio }])),
    },
    guests: 'no-personal-data-stored',
    photos: 'download-from-gallery',
  };
}
