import { DomainError } from '../../domain/errors';
import { isGalleryEntityId, type Photo } from '../../domain/gallery/gallery';
import { manualOrder } from '../../domain/gallery/photo-order';
import { isSha256Hex, uploadKey } from '../../domain/gallery/upload-key';
import type { AdminPhoto } from '../../ports/gallery-admin-port';
import type { GalleryStore } from '../../ports/units/gallery-store-port';
import { adminPhoto, changeGallery, type DeskCall } from './gallery-desk';

/** A capture time as EXIF gives it (ISO, zone optional), or null. */
function captureTimeOf(value: string | undefined): string | null {
  return value && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/.test(value) ? value : null;
}

/**
 * Registers an original the browser uploaded: its facts come from the bucket (size, the metadata the upload set),
 * not from the caller. The same photo id again answers the stored photo; another photo with the same name, size and
 * hash is `gallery/photo-duplicate`. Renditions start `pending` (makeRenditions then makes them).
 */
export async function registerUploadedPhoto(call: DeskCall & { galleryId: unknown; photoId: unknown }, store: GalleryStore): Promise<AdminPhoto> {
  const photoId = call.photoId;
  if (!isGalleryEntityId(photoId)) throw new DomainError('gallery/photo-not-found');
  const original = isGalleryEntityId(call.galleryId) ? await store.original(call.galleryId, photoId) : null;
  return changeGallery(call, store, async (gallery, photos, unit) => {
    const existing = photos.find((photo) => photo.id === photoId);
    if (existing) return adminPhoto(store, gallery, existing);
    if (!original) throw new DomainError('gallery/photo-not-found');
    const { fileName, sha256, capturedAt } = original.metadata;
    const photo: Photo = {
      id: photoId,
      fileName: (fileName ?? '').trim() || photoId,
      size: original.size,
      sha256: isSha256Hex(sha256) ? sha256 : '',
      capturedAt: captureTimeOf(capturedAt),
      order: null,
      sectionId: null,
      hidden: false,
      width: original.width,
      height: original.height,
      renditions: 'pending',
      registeredAt: call.now.toISOString(),
      portfolio: 'inherit',
    };
    if (photo.sha256 !== '' && photos.some((other) => uploadKey(other) === uploadKey(photo))) throw new DomainError('gallery/photo-duplicate');
    await unit.savePhotos(gallery.id, [photo]);
    await unit.saveGallery({ ...gallery, storageBytes: gallery.storageBytes + photo.size, updatedAt: call.now.toISOString() });
    return adminPhoto(store, gallery, photo);
  });
}

/** Removes a photo's record (the functions also delete its files); a cover photo leaves the gallery without one. */
export function removeGalleryPhoto(call: DeskCall & { galleryId: unknown; photoId: unknown }, store: GalleryStore): Promise<void> {
  return changeGallery(call, store, async (gallery, photos, unit) => {
    const photo = photos.find((candidate) => candidate.id === call.photoId);
    if (!photo) throw new DomainError('gallery/photo-not-found');
    await unit.deletePhoto(gallery.id, photo.id);
    await unit.saveGallery({
      ...gallery,
      coverPhotoId: gallery.coverPhotoId === photo.id ? null : gallery.coverPhotoId,
      storageBytes: Math.max(0, gallery.storageBytes - photo.size),
      updatedAt: call.now.toISOString(),
    });
  });
}

export function reorderGalleryPhotos(call: DeskCall & { galleryId: unknown; photoIds: unknown }, store: GalleryStore): Promise<void> {
  return changeGallery(call, store, async (gallery, photos, unit) => {
    const positions = manualOrder(photos, Array.isArray(call.photoIds) ? call.photoIds : []);
    await unit.savePhotos(gallery.id, photos.map((photo) => ({ ...photo, order: positions.get(photo.id)! })));
  });
}

/** The photos named, all of this gallery (else `gallery/photo-not-found`, nothing changed), changed alike. */
function changePhotos(
  call: DeskCall & { galleryId: unknown; photoIds: unknown },
  store: GalleryStore,
  change: (photo: Photo, sections: ReadonlySet<string>) => Photo,
): Promise<void> {
  return changeGallery(call, store, async (gallery, photos, unit) => {
    const ids = Array.isArray(call.photoIds) ? call.photoIds : [];
    const named = ids.map((id) => photos.find((photo) => photo.id === id));
    if (named.length === 0 || named.some((photo) => !photo)) throw new DomainError('gallery/photo-not-found');
    const sections = new Set(gallery.sections.map((section) => section.id));
    await unit.savePhotos(gallery.id, (named as Photo[]).map((photo) => change(photo, sections)));
  });
}

export function setPhotosHidden(call: DeskCall & { galleryId: unknown; photoIds: unknown; hidden: unknown }, store: GalleryStore): Promise<void> {
  return changePhotos(call, store, (photo) => ({ ...photo, hidden: call.hidden === true }));
}

export function setPhotosSection(call: DeskCall & { galleryId: unknown; photoIds: unknown; sectionId: unknown }, store: GalleryStore): Promise<void> {
  return changePhotos(call, store, (photo, sections) => {
    if (call.sectionId !== null && (typeof call.sectionId !== 'string' || !sections.has(call.sectionId))) throw new DomainError('gallery/section-not-found');
    return { ...photo, sectionId: call.sectionId as string | null };
  });
}
