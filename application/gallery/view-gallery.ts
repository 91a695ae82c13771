import { DomainError, invalidInput } from '../../domain/errors';
import { downloadFileName } from '../../domain/gallery/archive-entries';
import { galleryAccess } from '../../domain/gallery/gallery-access';
import { GUEST_PASS_HOURS, galleryRateRules } from '../../domain/gallery/gallery-limits';
import { isGalleryEntityId, isShown, type Gallery, type Photo } from '../../domain/gallery/gallery';
import { guestPinError, normaliseGuestPin } from '../../domain/gallery/guest-pin';
import { sortPhotos } from '../../domain/gallery/photo-order';
import { PHOTO_PORTFOLIO_CHOICES, PORTFOLIO_CONSENTS } from '../../domain/gallery/portfolio-consent';
import { requireSelectionOpen, type Selection } from '../../domain/gallery/selection';
import { emailError, normaliseEmail } from '../../domain/validation/fields';
import type { CoupleGalleryCard, GalleryView, GuestPass, PortfolioChoice, PortfolioView, SelectionView, ViewerPhoto } from '../../ports/gallery-viewer-port';
import type { GalleryStore } from '../../ports/units/gallery-store-port';
import { guestPinMatches, signGuestPass } from './gallery-crypto';
import { newGalleryEntityId } from './gallery-ids';
import { identifyGalleryCouple, isCouplesGallery, requireCouple, resolveViewer, type GalleryCall, type ResolvedViewer, type ViewerRequest } from './gallery-viewer';

export const GUEST_NAME_MAX_LENGTH = 80;

/** The shown photos in order, with the URLs the viewer's right allows. */
export async function viewerPhotos(store: GalleryStore, viewer: Pick<ResolvedViewer, 'gallery' | 'download'>, photos: readonly Photo[]): Promise<ViewerPhoto[]> {
  const { gallery, download } = viewer;
  return Promise.all(
    sortPhotos(photos.filter(isShown)).map(async (photo) => ({
      id: photo.id,
      width: photo.width,
      height: photo.height,
      sectionId: photo.sectionId,
      thumb: await store.urls.thumb(gallery, photo),
      sources: await store.urls.sources(gallery, photo),
      download: download === 'none' ? null : { url: await store.urls.download(gallery, photo, download), fileName: downloadFileName(photo, download) },
    })),
  );
}

export function selectionView(gallery: Gallery, selection: Selection | null, now: Date): SelectionView | undefined {
  if (!gallery.selection) return undefined;
  let open = true;
  try {
    requireSelectionOpen(gallery, selection, now);
  } catch {
    open = false;
  }
  return { ...gallery.selection, open, items: selection?.items ?? [], submittedAt: selection?.submittedAt ?? null };
}

export function portfolioView(gallery: Gallery, photos: readonly Photo[]): PortfolioView {
  const own = photos.filter((photo) => photo.portfolio !== 'inherit').map((photo) => [photo.id, photo.portfolio] as const);
  return { gallery: gallery.portfolioConsent, photos: Object.fromEntries(own) as PortfolioView['photos'] };
}

/** The gallery as this viewer sees it. */
export async function openGallery(request: ViewerRequest, store: GalleryStore): Promise<GalleryView> {
  const viewer = await resolveViewer(request, store);
  const { gallery } = viewer;
  const [photos, favourites, selection] = await Promise.all([
    store.photos(gallery.id),
    store.favourites(gallery.id, viewer.viewerId),
    viewer.audience === 'couple' ? store.selection(gallery.id, viewer.viewerId) : null,
  ]);
  const selectionShown = viewer.audience === 'couple' ? selectionView(gallery, selection, request.now) : undefined;
  return {
    galleryId: gallery.id,
    audience: viewer.audience,
    title: gallery.title,
    eventDate: gallery.eventDate,
    expiresOn: gallery.expiresOn,
    coverPhotoId: gallery.coverPhotoId,
    sections: gallery.sections,
    download: viewer.download,
    photos: await viewerPhotos(store, viewer, photos),
    favourites,
    ...(selectionShown ? { selection: selectionShown } : {}),
    ...(viewer.audience === 'couple' ? { portfolio: portfolioView(gallery, photos) } : {}),
  };
}

/** The couple's galleries for "Moje svatba": open, unpublished or archived; never a draft, never another couple's. */
export async function listMyGalleries(call: GalleryCall, store: GalleryStore): Promise<CoupleGalleryCard[]> {
  const identity = await identifyGalleryCouple(call, store);
  const cards: CoupleGalleryCard[] = [];
  for (const gallery of await store.galleriesOf(identity.email)) {
    if (gallery.state === 'draft' || !(await isCouplesGallery(gallery, identity, store))) continue;
    const access = galleryAccess(gallery, { audience: 'couple', now: call.now });
    const state = access.ok ? 'open' : access.code === 'gallery/archived' ? 'archived' : 'unpublished';
    const cover = gallery.coverPhotoId && state === 'open' ? (await store.photos(gallery.id)).find((photo) => photo.id === gallery.coverPhotoId) : undefined;
    cards.push({
      galleryId: gallery.id,
      title: gallery.title,
      eventDate: gallery.eventDate,
      expiresOn: gallery.expiresOn,
      state,
      coverThumb: cover && isShown(cover) ? (await store.urls.thumb(gallery, cover)).webp : null,
    });
  }
  return cards.sort((a, b) => (a.eventDate < b.eventDate ? 1 : a.eventDate > b.eventDate ? -1 : 0));
}

async function galleryOfLink(linkId: unknown, store: GalleryStore, now: Date): Promise<Gallery> {
  if (!isGalleryEntityId(linkId)) throw new DomainError('gallery/not-found');
  const gallery = await store.galleryByLink(linkId);
  if (!gallery) throw new DomainError('gallery/not-found');
  const access = galleryAccess(gallery, { audience: 'guest', now, linkId });
  if (!access.ok) throw new DomainError(access.code);
  return gallery;
}

/** Before the PIN: only whether the form asks for a name and e-mail (nothing else about the gallery). */
export async function guestEntry(call: GalleryCall & { linkId: unknown }, store: GalleryStore): Promise<{ askContact: boolean }> {
  await store.countAttempt(galleryRateRules.view(call.client));
  return { askContact: (await galleryOfLink(call.linkId, store, call.now)).askGuestContact };
}

/**
 * A guest enters the link's PIN. Every attempt counts against the link and the client before the PIN is compared,
 * so once limited even the right PIN waits (`gallery/pin-limited`); a wrong one is `gallery/pin-wrong`. The pass
 * carries a fresh random guest id: their favourites are their own.
 */
export async function openGuestGallery(
  call: GalleryCall & { linkId: unknown; pin: unknown; name?: unknown; email?: unknown },
  store: GalleryStore,
): Promise<GuestPass> {
  const formatError = guestPinError(call.pin);
  if (formatError) throw invalidInput({ pin: formatError });
  const name = typeof call.name === 'string' ? call.name.trim() : '';
  const email = typeof call.email === 'string' ? call.email.trim() : '';
  if (name.length > GUEST_NAME_MAX_LENGTH) throw invalidInput({ name: 'field/too-long' });
  if (email !== '' && emailError(email)) throw invalidInput({ email: emailError(email)! });
  const linkId = isGalleryEntityId(call.linkId) ? call.linkId : '';
  await store.countAttempt(galleryRateRules.pin(linkId || 'invalid', call.client));
  const gallery = await galleryOfLink(linkId, store, call.now);
  if (!(await guestPinMatches(store.keys.pin, gallery.id, normaliseGuestPin(call.pin), gallery.guestLink!.pinDigest))) {
    throw new DomainError('gallery/pin-wrong');
  }
  const exp = call.now.getTime() + GUEST_PASS_HOURS * 3_600_000;
  const pass = await signGuestPass(store.keys.guestPass, {
    galleryId: gallery.id,
    linkId,
    guestId: newGalleryEntityId(),
    ...(name ? { name } : {}),
    ...(email ? { email: normaliseEmail(email) } : {}),
    exp,
  });
  return { pass, galleryId: gallery.id, expiresAt: new Date(exp).toISOString() };
}

/** Adds or removes a favourite of this viewer (a photo they see); answers their favourites. */
export async function setFavourite(request: ViewerRequest & { photoId: unknown; favourite: unknown }, store: GalleryStore): Promise<string[]> {
  const viewer = await resolveViewer(request, store);
  return store.atomically(async (unit) => {
    const [photos, current] = await Promise.all([unit.photos(viewer.gallery.id), unit.favourites(viewer.gallery.id, viewer.viewerId)]);
    const photo = photos.find((candidate) => candidate.id === request.photoId);
    if (!photo || !isShown(photo)) throw new DomainError('gallery/photo-not-found');
    const rest = current.filter((id) => id !== photo.id);
    const next = request.favourite === true ? [...rest, photo.id] : rest;
    await unit.saveFavourites(viewer.gallery.id, viewer.viewerId, next);
    return next;
  });
}

/** The couple's word on the portfolio, for the gallery or one photo (`inherit` gives the photo back to the gallery's). */
export async function setPortfolio(request: ViewerRequest & { choice: PortfolioChoice | Record<string, unknown> }, store: GalleryStore): Promise<PortfolioView> {
  const viewer = await resolveViewer(request, store);
  requireCouple(viewer);
  const choice = (request.choice ?? {}) as Record<string, unknown>;
  return store.atomically(async (unit) => {
    const [gallery, photos] = await Promise.all([unit.gallery(viewer.gallery.id), unit.photos(viewer.gallery.id)]);
    if (!gallery) throw new DomainError('gallery/not-found');
    if ('gallery' in choice) {
      if (!(PORTFOLIO_CONSENTS as readonly unknown[]).includes(choice.gallery)) throw invalidInput({ gallery: 'field/required' });
      const after = { ...gallery, portfolioConsent: choice.gallery as Gallery['portfolioConsent'], updatedAt: request.now.toISOString() };
      await unit.saveGallery(after);
      return portfolioView(after, photos);
    }
    if (!(PHOTO_PORTFOLIO_CHOICES as readonly unknown[]).includes(choice.choice)) throw invalidInput({ choice: 'field/required' });
    const photo = photos.find((candidate) => candidate.id === choice.photoId);
    if (!photo || !isShown(photo)) throw new DomainError('gallery/photo-not-found');
    const changed = { ...photo, portfolio: choice.choice as Photo['portfolio'] };
    await unit.savePhotos(gallery.id, [changed]);
    return portfolioView(gallery, photos.map((candidate) => (candidate.id === photo.id ? changed : candidate)));
  });
}
