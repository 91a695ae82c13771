import type { Gallery } from '../../domain/gallery/gallery';
import type { GalleryStore } from './gallery-store-port';

/**
 * What the GDPR export, "Smazat účet" and the retention run do to galleries (domain/privacy/gallery-privacy.ts,
 * application/privacy/gallery-personal-data.ts): the gallery store's reads, plus deleting a gallery whole and forgetting
 * one viewer. The functions' adapter deletes documents and Storage objects; the fakes their maps and file-storage fake.
 */
export interface GalleryPrivacyStore extends Pick<GalleryStore, 'galleriesOf' | 'bookingEmail' | 'photos' | 'favourites' | 'selection' | 'atomically'> {
  /**
   * Deletes the gallery whole: its document, its photos', viewers' (favourites, selections) and download jobs'
   * documents, its token state and every object under `galleries/{id}/` in the bucket. Deleting a gallery already gone
   * does nothing.
   */
  deleteGallery(galleryId: string): Promise<void>;
  /** Deletes one viewer's favourites and selection, and that viewer's download jobs with their ZIP files. */
  forgetViewer(galleryId: string, viewerId: string): Promise<void>;
  /** Every gallery whose last day is before `day` (YYYY-MM-DD), paged by the store: the retention run's candidates. */
  expiredBefore(day: string): AsyncIterable<Gallery>;
}
