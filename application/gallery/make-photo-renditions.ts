import { DomainError, type ErrorCode } from '../../domain/errors';
import { isGalleryEntityId, type Photo } from '../../domain/gallery/gallery';
import { isFinalRenditionsFailure } from '../../domain/gallery/renditions-sweep';
import { requireAdmin } from '../../domain/user/user';
import type { PhotoRenditionsPort } from '../../ports/photo-renditions-port';
import type { GalleryStore, RenditionsSweepStore } from '../../ports/units/gallery-store-port';
import type { DeskCall } from './gallery-desk';

/** Changes one stored photo in a unit (a patch answering the photo itself writes nothing); a photo removed meanwhile is `gallery/photo-not-found`. */
export function recordPhoto(store: Pick<RenditionsSweepStore, 'atomically'>, galleryId: string, photoId: string, patch: (photo: Photo) => Photo): Promise<void> {
  return store.atomically(async (unit) => {
    const photo = await unit.photo(galleryId, photoId);
    if (!photo) throw new DomainError('gallery/photo-not-found');
    const after = patch(photo);
    if (after !== photo) await unit.savePhotos(galleryId, [after]);
  });
}

/**
 * Makes one photo's renditions and records what they measured (upright size, capture time) with `ready`. A failure
 * rejects with its typed code after `onFailure` had its say on the stored photo (the desk's call and the sweep decide
 * differently what a passing failure leaves behind).
 */
export async function makeAndRecordRenditions(
  target: { galleryId: string; photoId: string },
  store: Pick<RenditionsSweepStore, 'atomically'>,
  renditions: PhotoRenditionsPort,
  onFailure: (photo: Photo, code: ErrorCode) => Photo | null,
): Promise<void> {
  const { galleryId, photoId } = target;
  try {
    const made = await renditions.makeRenditions({ galleryId, photoId });
    await recordPhoto(store, galleryId, photoId, ({ renditionsError: _error, renditionsAttempts: _attempts, ...photo }) => ({
      ...photo,
      width: made.width,
      height: made.height,
      capturedAt: made.capturedAt ?? photo.capturedAt,
      renditions: 'ready',
    }));
  } catch (error) {
    const code: ErrorCode = error instanceof DomainError ? error.code : 'storage/unknown';
    // Recording the failure must not hide it: the caller hears the renditions' own error either way.
    await recordPhoto(store, galleryId, photoId, (photo) => onFailure(photo, code) ?? photo).catch(() => undefined);
    throw error;
  }
}

/**
 * Makes a registered photo's web renditions (the desk's upload queue calls it when an upload completes) and records
 * what the renditions measured: the upright size, the camera's capture time, `ready`. An original the server cannot
 * decode (or one gone from the bucket) is recorded `failed` with its code, which also goes back to the desk; a failing
 * bucket leaves the photo `pending`, so calling again retries, and so does the sweep.
 */
export async function makePhotoRenditions(
  call: DeskCall & { galleryId: unknown; photoId: unknown },
  store: GalleryStore,
  renditions: PhotoRenditionsPort,
): Promise<{ renditions: 'ready' | 'failed' }> {
  const { galleryId, photoId } = call;
  // The desk's check and the photo's existence first: nothing is encoded for a caller who may not, or for no photo.
  requireAdmin(call.caller);
  if (!isGalleryEntityId(galleryId) || !isGalleryEntityId(photoId)) throw new DomainError('gallery/photo-not-found');
  if (!(await store.photos(galleryId)).some((photo) => photo.id === photoId)) throw new DomainError('gallery/photo-not-found');
  await makeAndRecordRenditions({ galleryId, photoId }, store, renditions, (photo, code) =>
    isFinalRenditionsFailure(code) ? { ...photo, renditions: 'failed', renditionsError: code } : null,
  );
  return { renditions: 'ready' };
}
