import { siteLink } from '../booking/booking-links';

/** The desk's gallery editor (the screens' route must match). */
export const ADMIN_GALLERIES_PATH = '/admin/galerie';
/** The guests' entry: `/galerie/{linkId}` → the PIN form. */
export const GUEST_GALLERY_PATH = '/galerie';

export function adminGalleryUrl(siteUrl: string, galleryId: string): string {
  return siteLink(siteUrl, `${ADMIN_GALLERIES_PATH}/${encodeURIComponent(galleryId)}`);
}

export function guestGalleryUrl(siteUrl: string, linkId: string): string {
  return siteLink(siteUrl, `${GUEST_GALLERY_PATH}/${encodeURIComponent(linkId)}`);
}

/** The couple's gallery inside "Moje svatba": `/ucet/galerie/{galleryId}` (behind their sign-in). */
export const COUPLE_GALLERY_PATH = '/ucet/galerie';

export function coupleGalleryPath(galleryId: string): string {
  return `${COUPLE_GALLERY_PATH}/${encodeURIComponent(galleryId)}`;
}
