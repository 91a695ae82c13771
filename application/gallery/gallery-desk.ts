import { DomainError } from '../../domain/errors';
import { galleryAccess, isExpired } from '../../domain/gallery/gallery-access';
import { galleryInputOf, readGalleryInput, readSections } from '../../domain/gallery/gallery-input';
import { isGalleryEntityId, isShown, type Gallery, type GallerySection, type Photo } from '../../domain/gallery/gallery';
import { guestPinError, normaliseGuestPin } from '../../domain/gallery/guest-pin';
import { lightroomFilter } from '../../domain/gallery/lightroom-filter';
import { sortPhotos } from '../../domain/gallery/photo-order';
import { effectivePortfolioConsent } from '../../domain/gallery/portfolio-consent';
import { invalidInput } from '../../domain/errors';
import { requireAdmin, type Caller } from '../../domain/user/user';
import type { AdminGallery, AdminPhoto, AdminSelection, GalleryStorageReport, GallerySummary, GuestAccess } from '../../ports/gallery-admin-port';
import type { GalleryStore, GalleryUnit } from '../../ports/units/gallery-store-port';
import { guestPinDigest } from './gallery-crypto';
import { newGalleryEntityId } from './gallery-ids';

/** A desk call: who calls (verified by the transport: the admin claim) and when. */
export interface DeskCall {
  caller: Caller | null;
  now: Date;
}

export async function adminPhoto(store: GalleryStore, gallery: Gallery, photo: Photo): Promise<AdminPhoto> {
  return {
    ...photo,
    consent: effectivePortfolioConsent(gallery.portfolioConsent, photo.portfolio),
    thumb: photo.renditions === 'ready' ? (await store.urls.thumb(gallery, photo)).webp : null,
  };
}

/** One change to a gallery on the desk, in one unit: the gallery (not-found otherwise) and its photos read first. */
export async function changeGallery<T>(
  call: DeskCall & { galleryId: unknown },
  store: GalleryStore,
  change: (gallery: Gallery, photos: Photo[], unit: GalleryUnit) => Promise<T>,
): Promise<T> {
  requireAdmin(call.caller);
  const galleryId = call.galleryId;
  if (!isGalleryEntityId(galleryId)) throw new DomainError('gallery/not-found');
  return store.atomically(async (unit) => {
    const [gallery, photos] = await Promise.all([unit.gallery(galleryId), unit.photos(galleryId)]);
    if (!gallery) throw new DomainError('gallery/not-found');
    return change(gallery, photos, unit);
  });
}

/** Saves the gallery with the change and its time, answering it. */
async function saved(unit: GalleryUnit, gallery: Gallery, patch: Partial<Gallery>, now: Date): Promise<Gallery> {
  const after = { ...gallery, ...patch, updatedAt: now.toISOString() };
  await unit.saveGallery(after);
  return after;
}

export async function listGalleries(call: DeskCall, store: GalleryStore): Promise<GallerySummary[]> {
  requireAdmin(call.caller);
  const galleries = await store.list();
  const summaries = await Promise.all(
    galleries.map(async (gallery) => ({
      id: gallery.id, bookingId: gallery.bookingId, title: gallery.title, eventDate: gallery.eventDate, state: gallery.state,
      expiresOn: gallery.expiresOn, storageBytes: gallery.storageBytes, photoCount: (await store.photos(gallery.id)).length,
      archived: isExpired(gallery, call.now),
    })),
  );
  return summaries.sort((a, b) => (a.eventDate < b.eventDate ? 1 : a.eventDate > b.eventDate ? -1 : a.id.localeCompare(b.id)));
}

export async function readGallery(call: DeskCall & { galleryId: unknown }, store: GalleryStore): Promise<AdminGallery> {
  requireAdmin(call.caller);
  const gallery = isGalleryEntityId(call.galleryId) ? await store.gallery(call.galleryId) : null;
  if (!gallery) throw new DomainError('gallery/not-found');
  const photos = sortPhotos(await store.photos(gallery.id));
  const access = galleryAccess(gallery, { audience: 'admin', now: call.now });
  return { gallery, photos: await Promise.all(photos.map((photo) => adminPhoto(store, gallery, photo))), archived: access.ok && access.archived };
}

export async function createGallery(call: DeskCall & { input: unknown }, store: GalleryStore): Promise<Gallery> {
  requireAdmin(call.caller);
  const input = readGalleryInput((call.input ?? {}) as Record<string, unknown>);
  const at = call.now.toISOString();
  const gallery: Gallery = {
    id: newGalleryEntityId(), ...input, coverPhotoId: null, sections: [], state: 'draft', guestLink: null,
    portfolioConsent: 'undecided', storageBytes: 0, createdAt: at, updatedAt: at,
  };
  await store.atomically((unit) => unit.saveGallery(gallery));
  return gallery;
}

export function updateGallery(call: DeskCall & { galleryId: unknown; patch: unknown }, store: GalleryStore): Promise<Gallery> {
  return changeGallery(call, store, (gallery, _photos, unit) =>
    saved(unit, gallery, readGalleryInput((call.patch ?? {}) as Record<string, unknown>, galleryInputOf(gallery)), call.now),
  );
}

export function publishGallery(call: DeskCall & { galleryId: unknown; publish: boolean }, store: GalleryStore): Promise<Gallery> {
  return changeGallery(call, store, (gallery, _photos, unit) => saved(unit, gallery, { state: call.publish ? 'published' : 'unpublished' }, call.now));
}

export function extendGalleryExpiry(call: DeskCall & { galleryId: unknown; expiresOn: unknown }, store: GalleryStore): Promise<Gallery> {
  return changeGallery(call, store, (gallery, _photos, unit) =>
    saved(unit, gallery, readGalleryInput({ expiresOn: call.expiresOn }, galleryInputOf(gallery)), call.now),
  );
}

/** The whole list of sections; photos of a section that is gone lose it. */
export function setGallerySections(call: DeskCall & { galleryId: unknown; sections: unknown }, store: GalleryStore): Promise<Gallery> {
  return changeGallery(call, store, async (gallery, photos, unit) => {
    const sections: GallerySection[] = readSections(call.sections);
    const kept = new Set(sections.map((section) => section.id));
    const orphaned = photos.filter((photo) => photo.sectionId !== null && !kept.has(photo.sectionId));
    if (orphaned.length > 0) await unit.savePhotos(gallery.id, orphaned.map((photo) => ({ ...photo, sectionId: null })));
    return saved(unit, gallery, { sections }, call.now);
  });
}

export function setGalleryCover(call: DeskCall & { galleryId: unknown; photoId: unknown }, store: GalleryStore): Promise<Gallery> {
  return changeGallery(call, store, (gallery, photos, unit) => {
    if (call.photoId !== null && !photos.some((photo) => photo.id === call.photoId)) throw new DomainError('gallery/photo-not-found');
    return saved(unit, gallery, { coverPhotoId: call.photoId as string | null }, call.now);
  });
}

/** Sets the guests' PIN (its digest only is stored); the first PIN creates the link. Answers the link and the PIN. */
export function setGuestPin(call: DeskCall & { galleryId: unknown; pin: unknown }, store: GalleryStore): Promise<GuestAccess> {
  return changeGallery(call, store, async (gallery, _photos, unit) => {
    const error = guestPinError(call.pin);
    if (error) throw invalidInput({ pin: error });
    const pin = normaliseGuestPin(call.pin);
    const linkId = gallery.guestLink?.id ?? newGalleryEntityId();
    await saved(unit, gallery, { guestLink: { id: linkId, pinDigest: await guestPinDigest(store.keys.pin, gallery.id, pin) } }, call.now);
    return { linkId, pin };
  });
}

/** A new link id: the old link and every pass issued through it stop working; the PIN stays. */
export function rotateGuestLink(call: DeskCall & { galleryId: unknown }, store: GalleryStore): Promise<GuestAccess> {
  return changeGallery(call, store, async (gallery, _photos, unit) => {
    if (!gallery.guestLink) throw new DomainError('gallery/not-found');
    const linkId = newGalleryEntityId();
    await saved(unit, gallery, { guestLink: { ...gallery.guestLink, id: linkId } }, call.now);
    return { linkId };
  });
}

export async function readGallerySelection(call: DeskCall & { galleryId: unknown }, store: GalleryStore): Promise<AdminSelection | null> {
  const { gallery, photos } = await readGallery(call, store);
  if (!gallery.selection) return null;
  const selection = await store.selection(gallery.id, 'couple');
  const items = (selection?.items ?? []).map((item) => ({
    photoId: item.photoId,
    fileName: photos.find((photo) => photo.id === item.photoId)?.fileName ?? '',
    comment: item.comment,
  }));
  return {
    ...gallery.selection,
    items,
    submittedAt: selection?.submittedAt ?? null,
    updatedAt: selection?.updatedAt ?? null,
    lightroom: lightroomFilter(items.map((item) => item.fileName).filter((name) => name !== '')),
  };
}

export async function galleryStorageUsed(call: DeskCall & { galleryId: unknown }, store: GalleryStore): Promise<GalleryStorageReport> {
  const { gallery } = await readGallery(call, store);
  const used = await store.storageUsed(gallery.id);
  return { originalsBytes: gallery.storageBytes, totalBytes: used.bytes, files: used.files };
}

/** Shown photos count for the desk's summary of what the couple sees. */
export const shownCount = (photos: readonly Photo[]) => photos.filter(isShown).length;
