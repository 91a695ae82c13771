// @vitest-environment node
import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { sweepRenditions } from '../../application/gallery/sweep-renditions';
import type { Photo } from '../../domain/gallery/gallery';
import { galleryOriginalFile } from '../../domain/gallery/gallery-storage';
import { RENDITIONS_MAX_ATTEMPTS, RENDITIONS_SWEEP_GRACE_MS } from '../../domain/gallery/renditions-sweep';
import { aGallery, aPhoto } from '../../tests/support/gallery-mother';
import { memoryGalleryStore, PNG_1300 as PNG } from '../../tests/support/memory-gallery-store';
import { InMemoryPhotoRenditions } from './in-memory-photo-renditions';

const NOW = new Date('2027-07-01T10:00:00Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms).toISOString();
const HOUR = 3_600_000;
const gallery = aGallery({ id: 'GallerySweep1' });

/** Pending photos with their originals in the bucket fake; `photos` as registered. */
async function setup(photos: Array<{ photo: Photo; bytes?: Uint8Array }>) {
  const { files, store } = memoryGalleryStore(NOW, [{ gallery, photos: photos.map((p) => p.photo) }]);
  for (const { photo, bytes } of photos) if (bytes) await files.upload(galleryOriginalFile(gallery.id, photo.id), bytes, 'image/jpeg');
  const photo = async (id: string) => (await store.photos(gallery.id)).find((p) => p.id === id)!;
  return { files, store, photo, renditions: new InMemoryPhotoRenditions(files) };
}

const pending = (id: string, registeredAt: string, over: Partial<Photo> = {}) => aPhoto({ id, renditions: 'pending', registeredAt, width: 0, height: 0, ...over });

describe('the renditions sweep on the fakes (the scheduled function runs the same use case)', () => {
  it('makes the pending photos, records a broken original failed with its code without stopping the others, and a second run does nothing', async () => {
    const { files, store, photo, renditions } = await setup([
      { photo: pending('PhotoBroken1', ago(3 * HOUR)), bytes: new TextEncoder().encode('%PDF-1.7') },
      { photo: pending('PhotoMissed1', ago(2 * HOUR)), bytes: PNG },
      { photo: pending('PhotoJustNow', ago(RENDITIONS_SWEEP_GRACE_MS - 1000)), bytes: PNG },
      { photo: aPhoto({ id: 'PhotoReady01', registeredAt: ago(5 * HOUR) }), bytes: PNG },
    ]);
    expect(await sweepRenditions(NOW, store, renditions)).toEqual({
      ready: [`${gallery.id}/PhotoMissed1`],
      failed: [{ photo: `${gallery.id}/PhotoBroken1`, code: 'gallery/original-unreadable' }],
      retried: [],
    });
    expect(await photo('PhotoMissed1')).toMatchObject({ renditions: 'ready', width: 1300, height: 866 });
    expect(files.peek(`galleries/${gallery.id}/web/PhotoMissed1/1300.jpg`)).toBeDefined();
    expect(await photo('PhotoBroken1')).toMatchObject({ renditions: 'failed', renditionsError: 'gallery/original-unreadable' });
    // Registered within the grace period: the upload queue's own call is left to make it.
    expect((await photo('PhotoJustNow')).renditions).toBe('pending');
    expect(files.peek(`galleries/${gallery.id}/web/PhotoReady01/thumb.jpg`)).toBeUndefined();

    expect(await sweepRenditions(NOW, store, renditions)).toEqual({ ready: [], failed: [], retried: [] });
  });

  it('takes the earliest registered first, at most a batch per run', async () => {
    const { store, renditions } = await setup([
      { photo: pending('PhotoThird1', ago(1 * HOUR)), bytes: PNG },
      { photo: pending('PhotoFirst1', ago(3 * HOUR)), bytes: PNG },
      { photo: pending('PhotoSecond', ago(2 * HOUR)), bytes: PNG },
    ]);
    expect((await sweepRenditions(NOW, store, renditions, 2)).ready).toEqual([`${gallery.id}/PhotoFirst1`, `${gallery.id}/PhotoSecond`]);
    expect((await sweepRenditions(NOW, store, renditions, 2)).ready).toEqual([`${gallery.id}/PhotoThird1`]);
  });

  it('a failing bucket leaves the photo pending for the next run, and records it failed after the last attempt', async () => {
    const { files, store, photo, renditions } = await setup([{ photo: pending('PhotoFlaky1', ago(HOUR)), bytes: PNG }]);
    files.injectFault(galleryOriginalFile(gallery.id, 'PhotoFlaky1'), { kind: 'error', code: 'storage/unknown' });
    for (let attempt = 1; attempt < RENDITIONS_MAX_ATTEMPTS; attempt += 1) {
      expect((await sweepRenditions(NOW, store, renditions)).retried).toEqual([{ photo: `${gallery.id}/PhotoFlaky1`, code: 'storage/unknown' }]);
      expect(await photo('PhotoFlaky1')).toMatchObject({ renditions: 'pending', renditionsAttempts: attempt });
    }
    expect((await sweepRenditions(NOW, store, renditions)).failed).toEqual([{ photo: `${gallery.id}/PhotoFlaky1`, code: 'storage/unknown' }]);
    expect(await photo('PhotoFlaky1')).toMatchObject({ renditions: 'failed', renditionsError: 'storage/unknown' });
  });

  it('an original gone from the bucket is failed at once: no retry brings it back', async () => {
    const { store, photo, renditions } = await setup([{ photo: pending('PhotoGone01', ago(HOUR)) }]);
    expect((await sweepRenditions(NOW, store, renditions)).failed).toEqual([{ photo: `${gallery.id}/PhotoGone01`, code: 'storage/not-found' }]);
    expect(await photo('PhotoGone01')).toMatchObject({ renditions: 'failed', renditionsError: 'storage/not-found' });
  });
});
