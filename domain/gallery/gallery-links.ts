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

/** The last segment of `{prefix}/{segment}` (a trailing slash allowed), decoded; '' for any other address. */
function segmentAfter(prefix: string, pathname: string): string {
  const match = new RegExp(`^${prefix}/([^/]+)/?$`).exec(pathname);
  if (!match) return '';
  try {
    return decodeURIComponent(match[1]!);
  } catch {
    return '';
  }
}

/**
 * The link id in a guests' address (`/galerie/{linkId}`, a trailing slash allowed), or '' for any other address: the
 * guests' page starts from the address alone, without a router (src/app/gallery-main.tsx).
 */
export function guestLinkIdFromPath(pathname: string): string {
  return segmentAfter(GUEST_GALLERY_PATH, pathname);
}

/** The gallery id in a couple's address (`/ucet/galerie/{galleryId}`), or '': the same entry starts their page. */
export function coupleGalleryIdFromPath(pathname: string): string {
  return segmentAfter(COUPLE_GALLERY_PATH, pathname);
}
