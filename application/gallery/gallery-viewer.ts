import { DomainError } from '../../domain/errors';
import { galleryAccess } from '../../domain/gallery/gallery-access';
import { galleryRateRules } from '../../domain/gallery/gallery-limits';
import { isGalleryEntityId, type DownloadRight, type Gallery } from '../../domain/gallery/gallery';
import { normalisedEmail, type CoupleIdentity } from '../../domain/user/user';
import type { GalleryViewer } from '../../ports/gallery-viewer-port';
import type { GalleryStore } from '../../ports/units/gallery-store-port';
import { identifyCouple } from '../portal/couple-portal';
import { verifyGuestPass, type GuestClaims } from './gallery-crypto';

export interface GalleryCall {
  /** The couple's session as sent (untrusted); the server asks the accounts service who it is. */
  session?: unknown;
  /** Who is calling, for the per-client limits (the server: the IP address). */
  client: string;
  now: Date;
}

/** A viewer call as received: the couple's gallery id, or a guest's pass. */
export type ViewerRequest = GalleryCall & { viewer: GalleryViewer | { as?: unknown; galleryId?: unknown; pass?: unknown } };

/** Who views what, proven, and what they may do. */
export interface ResolvedViewer {
  gallery: Gallery;
  audience: 'couple' | 'guest';
  /** `couple` or `guest:{guestId}`: whose favourites, selection and downloads. */
  viewerId: string;
  download: DownloadRight;
  guest?: GuestClaims;
}

/** Whether the gallery is this couple's: its booking's contact e-mail is the verified account's. */
export async function isCouplesGallery(gallery: Gallery, identity: Pick<CoupleIdentity, 'email'>, store: Pick<GalleryStore, 'bookingEmail'>): Promise<boolean> {
  if (!gallery.bookingId) return false;
  const email = await store.bookingEmail(gallery.bookingId);
  return email !== null && email !== '' && normalisedEmail(email) === identity.email;
}

export function identifyGalleryCouple(call: GalleryCall, store: GalleryStore): Promise<CoupleIdentity> {
  return identifyCouple({ session: call.session, client: call.client }, store, (identity) =>
    galleryRateRules.view(call.client, `couple:${identity.accountId}`),
  );
}

/**
 * The one gate of every viewer call: the couple proven by their session and owning the gallery, or a guest by a valid
 * pass; then galleryAccess decides (a foreign gallery is not-found exactly like a missing one). Counted per client
 * always and per viewer once known.
 */
export async function resolveViewer(request: ViewerRequest, store: GalleryStore): Promise<ResolvedViewer> {
  const viewer = request.viewer as { as?: unknown; galleryId?: unknown; pass?: unknown };
  if (viewer?.as === 'guest') {
    await store.countAttempt(galleryRateRules.view(request.client));
    const guest = await verifyGuestPass(store.keys.guestPass, viewer.pass, request.now);
    await store.countAttempt(galleryRateRules.view(request.client, `guest:${guest.guestId}`).slice(1));
    const gallery = await store.gallery(guest.galleryId);
    if (!gallery) throw new DomainError('gallery/not-found');
    const access = galleryAccess(gallery, { audience: 'guest', now: request.now, linkId: guest.linkId });
    if (!access.ok) throw new DomainError(access.code);
    return { gallery, audience: 'guest', viewerId: `guest:${guest.guestId}`, download: access.download, guest };
  }
  if (viewer?.as !== 'couple') throw new DomainError('id/invalid');
  const identity = await identifyGalleryCouple(request, store);
  const gallery = isGalleryEntityId(viewer.galleryId) ? await store.gallery(viewer.galleryId) : null;
  if (!gallery || !(await isCouplesGallery(gallery, identity, store))) throw new DomainError('gallery/not-found');
  const access = galleryAccess(gallery, { audience: 'couple', now: request.now });
  if (!access.ok) throw new DomainError(access.code);
  return { gallery, audience: 'couple', viewerId: 'couple', download: access.download };
}

/** Selection and portfolio consent are the couple's alone. */
export function requireCouple(viewer: ResolvedViewer): void {
  if (viewer.audience !== 'couple') throw new DomainError('auth/forbidden');
}
