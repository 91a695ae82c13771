import type { Gallery, GallerySection, Photo, PortfolioConsent, RenditionState } from '../domain/gallery/gallery';
import type { GalleryInput } from '../domain/gallery/gallery-input';
import type { LightroomFilter } from '../domain/gallery/lightroom-filter';

/** A photo on the desk: everything stored, the couple's effective portfolio consent beside it, and its thumbnail. */
export interface AdminPhoto extends Photo {
  /** effectivePortfolioConsent(gallery, photo): what the desk shows beside the photo. */
  consent: PortfolioConsent;
  /** The grid thumbnail's URL (its WebP); null while the renditions are not made. */
  thumb: string | null;
}

export interface AdminGallery {
  gallery: Gallery;
  /** Every photo (hidden ones too) in the gallery's order (domain/gallery/photo-order.ts). */
  photos: AdminPhoto[];
  /** Past its last day: closed to the couple and the guests until extended. */
  archived: boolean;
}

export type GallerySummary = Pick<Gallery, 'id' | 'bookingId' | 'title' | 'eventDate' | 'state' | 'expiresOn' | 'storageBytes'> & {
  photoCount: number;
  archived: boolean;
};

/** The guests' link as the desk passes it on: the link id (`/galerie/{linkId}`) and, right after it was set, the PIN. */
export interface GuestAccess {
  linkId: string;
  /** The PIN in clear, only in the answer to setting it: only its digest is stored. */
  pin?: string;
}

/** The couple's "Výběr do alba" as the photographer reads it: original file names and the Lightroom filter. */
export interface AdminSelection {
  quota: number;
  deadline: string;
  items: Array<{ photoId: string; fileName: string; comment: string }>;
  submittedAt: string | null;
  updatedAt: string | null;
  lightroom: LightroomFilter;
}

export interface GalleryStorageReport {
  /** The originals' bytes (the photos' sizes). */
  originalsBytes: number;
  /** Everything the gallery holds in the bucket: originals, renditions and prepared ZIPs. */
  totalBytes: number;
  files: number;
}

/**
 * The photographer's gallery desk. Every method needs the admin (Firebase Auth with the `admin` claim): without a
 * signed-in caller it rejects `auth/not-signed-in`, without the claim `auth/forbidden`.
 *
 * Contract (tests/contracts/gallery-admin.contract.ts):
 * - `create` validates (readGalleryInput: field codes in `details.fields`) and answers a draft without photos, link
 *   or cover; `update` patches those fields only. An unknown gallery id rejects `gallery/not-found` everywhere.
 * - `publish` / `unpublish` set the state; nothing is deleted.
 * - `registerPhoto(galleryId, photoId)` reads the original the browser uploaded to
 *   `galleries/{galleryId}/originals/{photoId}` (its custom metadata `fileName`, `sha256`, `capturedAt`) and stores
 *   the photo (renditions `pending`), adding its size to `storageBytes`; no such original rejects
 *   `gallery/photo-not-found`; one whose name + size + sha256 the gallery already holds `gallery/photo-duplicate`;
 *   registering the same photo id again answers it unchanged.
 * - `reorder` takes every photo id once (else `gallery/order-stale`); `setHidden`, `setSection` (a section of the
 *   gallery or null, else `gallery/section-not-found`), `setCover` (a photo of the gallery or null) and `removePhoto`
 *   act on photos of the gallery (else `gallery/photo-not-found`); removing the cover clears it.
 * - `setGuestPin` checks the PIN's format (guestPinError), stores its digest, creates the link on first use and answers
 *   the link with the PIN; `rotateGuestLink` gives a new link id (the old link and every guest pass of it stop
 *   working; the PIN stays); without a PIN set it rejects `gallery/not-found`.
 * - `extendExpiry` sets a new last day (not before the day photographed: `gallery/expiry-before-event`).
 * - `selection` answers null for a gallery without one.
 * - `makeRenditions(galleryId, photoId)` asks for a registered photo's web renditions (the upload queue calls it after
 *   `registerPhoto`; a sweep finds the ones it missed) and answers their state; a photo not in the gallery rejects
 *   `gallery/photo-not-found`.
 */
export interface GalleryAdminPort {
  list(): Promise<GallerySummary[]>;
  get(galleryId: string): Promise<AdminGallery>;
  create(input: Partial<GalleryInput>): Promise<Gallery>;
  update(galleryId: string, patch: Partial<GalleryInput>): Promise<Gallery>;
  publish(galleryId: string): Promise<Gallery>;
  unpublish(galleryId: string): Promise<Gallery>;
  /** The whole list of sections (a new one with a fresh id); photos of a removed section lose it. */
  setSections(galleryId: string, sections: GallerySection[]): Promise<Gallery>;
  registerPhoto(galleryId: string, photoId: string): Promise<AdminPhoto>;
  removePhoto(galleryId: string, photoId: string): Promise<void>;
  reorder(galleryId: string, photoIds: string[]): Promise<void>;
  setHidden(galleryId: string, photoIds: string[], hidden: boolean): Promise<void>;
  setSection(galleryId: string, photoIds: string[], sectionId: string | null): Promise<void>;
  setCover(galleryId: string, photoId: string | null): Promise<Gallery>;
  setGuestPin(galleryId: string, pin: string): Promise<GuestAccess>;
  rotateGuestLink(galleryId: string): Promise<GuestAccess>;
  extendExpiry(galleryId: string, expiresOn: string): Promise<Gallery>;
  selection(galleryId: string): Promise<AdminSelection | null>;
  storageUsed(galleryId: string): Promise<GalleryStorageReport>;
  makeRenditions(galleryId: string, photoId: string): Promise<RenditionState>;
}
