import { pragueDate } from '../booking/calendar';
import type { DownloadRight, Gallery, GalleryAudience } from './gallery';

/** Why a gallery does not open. `gallery/not-found` says nothing a stranger must not learn (a draft, a wrong link). */
export type GalleryRefusal = 'gallery/not-found' | 'gallery/expired' | 'gallery/archived' | 'gallery/unpublished';

export type GalleryAccess =
  | {
      ok: true;
      /** Always true when ok: whoever passes may see the gallery's shown photos. */
      view: true;
      download: DownloadRight;
      /** Past its last day: only the desk still opens it (to extend it); the couple is told it is archived. */
      archived: boolean;
    }
  | { ok: false; code: GalleryRefusal };

export interface AccessRequest {
  audience: GalleryAudience;
  now: Date;
  /** A guest's link id as presented (the URL's, or the one in their pass); compared with the gallery's current one. */
  linkId?: string;
}

/**
 * Whether the gallery's last day (`expiresOn`, Prague) is over at `now`. The day itself still opens: a gallery
 * "valid until 30 June" works until midnight in Prague that night, whatever the season's offset.
 */
export function isExpired(gallery: Pick<Gallery, 'expiresOn'>, now: Date): boolean {
  return pragueDate(now) > gallery.expiresOn;
}

/**
 * The one access rule (audience × state × expiry × guest link × rights), used by the functions, the fakes and the
 * screens. The desk opens every gallery with originals. The couple (whose booking the gallery is: the caller checks
 * that) never sees a draft, is told "unpublished" and, after expiry, "archived". A guest needs the current link: a
 * wrong or rotated one, or a draft, is not-found; then unpublished, then expired. Nothing is deleted by expiry.
 */
export function galleryAccess(gallery: Gallery, request: AccessRequest): GalleryAccess {
  const archived = isExpired(gallery, request.now);
  if (request.audience === 'admin') return { ok: true, view: true, download: 'original', archived };
  if (request.audience === 'guest') {
    if (!gallery.guestLink || !request.linkId || request.linkId !== gallery.guestLink.id) return refuse('gallery/not-found');
  }
  if (gallery.state === 'draft') return refuse('gallery/not-found');
  if (gallery.state === 'unpublished') return refuse('gallery/unpublished');
  if (archived) return refuse(request.audience === 'couple' ? 'gallery/archived' : 'gallery/expired');
  const download = request.audience === 'couple' ? gallery.rights.couple : gallery.rights.guests;
  return { ok: true, view: true, download, archived: false };
}

function refuse(code: GalleryRefusal): GalleryAccess {
  return { ok: false, code };
}
