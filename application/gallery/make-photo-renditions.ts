import { DomainError } from '../../domain/errors';
import { isGalleryEntityId, type Photo } from '../../domain/gallery/gallery';
import { requireAdmin } from '../../domain/user/user';
import type { PhotoRenditionsPort } from '../../ports/photo-renditions-port';
import type { GalleryStore } from '../../ports/units/gallery-store-port';
import { changeGallery, type DeskCall } from './gallery-desk';

/**
 * Makes a registered photo's web renditions (the desk's upload queue calls it when an upload completes) and records
 * what the renditions measured: the upright size, the camera's capture time, `ready`. An original the server cannot
 * decode is recorded `failed` and its typed error (`gallery/original-unreadable`) goes back to the desk; a failing
 * bucket leaves the photo `pending`, so calling again retries.
 */
export async function makePhotoRenditions(
  call: DeskCall & { galleryId: unknown; photoId: unknown },
  store: GalleryStore,
  renditions: PhotoRenditionsPort,
): Promise<{ renditions: 'ready' | 'failed' }> {
  const { galleryId, photoId } = call;
  const record = (patch: (photo: Photo) => Photo) =>
    changeGallery(call, store, async (_gallery, photos, unit) => {
      const photo = photos.find((candidate) => candidate.id === photoId);
      if (!photo) throw new DomainError('gallery/photo-not-found');
      await unit.savePhotos(String(galleryId), [patch(photo)]);
    });
  // The desk's check and the photo's existence first: nothing is encoded for a caller who may not, or for no photo.
  requireAdmin(call.caller);
  if (!isGalleryEntityId(galleryId) || !isGalleryEntityId(photoId)) throw new DomainError('gallery/photo-not-found');
  if (!(await store.photos(galleryId)).some((photo) => photo.id === photoId)) throw new DomainError('gallery/photo-not-found');
  try {
    const made = await renditions.makeRenditions({ galleryId, photoId });
    await record((photo) => ({ ...photo, width: made.width, height: made.height, capturedAt: made.capturedAt ?? photo.capturedAt, renditions: 'ready' }));
    return { renditions: 'ready' };
  } catch (error) {
    if (error instanceof DomainError && error.code === 'gallery/original-unreadable') await record((photo) => ({ ...photo, renditions: 'failed' }));
    throw error;
  }
}
