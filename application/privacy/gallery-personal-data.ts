import type { Gallery } from '../../domain/gallery/gallery';
import {
  COUPLE_VIEWER_ID,
  detachedGallery,
  detachedPhoto,
  galleryExportOf,
  type GalleryErasureChoice,
  type GalleryExport,
} from '../../domain/privacy/gallery-privacy';
import { galleryRetentionDue, type RetentionCutoffs } from '../../domain/privacy/retention';
import type { GalleryPrivacyStore } from '../../ports/units/gallery-privacy-store-port';
import { isCouplesGallery } from '../gallery/gallery-viewer';

/** The galleries of this e-mail's bookings, each checked again (drafts too: they are made of the couple's wedding). */
export async function galleriesOfAccount(email: string, store: Pick<GalleryPrivacyStore, 'galleriesOf' | 'bookingEmail'>): Promise<Gallery[]> {
  const found: Gallery[] = [];
  for (const gallery of await store.galleriesOf(email)) if (await isCouplesGallery(gallery, { email }, store)) found.push(gallery);
  return found.sort((a, b) => a.eventDate.localeCompare(b.eventDate) || a.id.localeCompare(b.id));
}

/** The export's galleries: the facts and what the couple did in each (never the guests' favourites, never the bytes). */
export async function exportGalleries(email: string, store: GalleryPrivacyStore): Promise<GalleryExport[]> {
  const galleries = await galleriesOfAccount(email, store);
  return Promise.all(
    galleries.map(async (gallery) => {
      const [photos, favourites, selection] = await Promise.all([
        store.photos(gallery.id),
        store.favourites(gallery.id, COUPLE_VIEWER_ID),
        store.selection(gallery.id, COUPLE_VIEWER_ID),
      ]);
      return galleryExportOf(gallery, photos, favourites, selection);
    }),
  );
}

export interface GalleryErasure {
  deletedGalleries: string[];
  keptGalleries: string[];
}

/**
 * "Smazat účet" for these galleries (galleriesOfAccount), as the couple chose (domain/privacy/gallery-privacy.ts):
 * `delete` removes each whole, files included; `keep` detaches it for the photographer in one unit (read again there:
 * a gallery deleted meanwhile is skipped) and forgets the couple's favourites, selection and ZIPs. Safe to repeat.
 */
export async function eraseGalleries(galleries: readonly Gallery[], choice: GalleryErasureChoice, store: GalleryPrivacyStore, now: Date): Promise<GalleryErasure> {
  const done: GalleryErasure = { deletedGalleries: [], keptGalleries: [] };
  for (const { id } of galleries) {
    if (choice === 'delete') {
      await store.deleteGallery(id);
      done.deletedGalleries.push(id);
      continue;
    }
    const kept = await store.atomically(async (unit) => {
      const [gallery, photos] = await Promise.all([unit.gallery(id), unit.photos(id)]);
      if (!gallery) return false;
      await unit.saveGallery(detachedGallery(gallery, now.toISOString()));
      const consented = photos.filter((photo) => photo.portfolio !== 'inherit');
      if (consented.length > 0) await unit.savePhotos(id, consented.map(detachedPhoto));
      return true;
    });
    if (!kept) continue;
    await store.forgetViewer(id, COUPLE_VIEWER_ID);
    done.keptGalleries.push(id);
  }
  return done;
}

/** The retention run's galleries: each one whose last day is longer ago than the period is deleted whole. */
export async function deleteExpiredGalleries(cutoffs: RetentionCutoffs, store: Pick<GalleryPrivacyStore, 'expiredBefore' | 'deleteGallery'>): Promise<string[]> {
  const due: string[] = [];
  // Listed first, deleted after: deleting while paging would move the query's cursor under it.
  for await (const gallery of store.expiredBefore(cutoffs.deleteGalleriesExpiredBefore)) if (galleryRetentionDue(gallery, cutoffs)) due.push(gallery.id);
  for (const id of due) await store.deleteGallery(id);
  return due;
}
