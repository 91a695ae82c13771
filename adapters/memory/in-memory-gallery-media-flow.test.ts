// @vitest-environment node
import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { buildUnfinishedDownloads } from '../../application/gallery/build-download';
import { makePhotoRenditions } from '../../application/gallery/make-photo-renditions';
import type { DownloadJob } from '../../domain/gallery/download-job';
import { DOWNLOAD_BUILD_STALE_MS } from '../../domain/gallery/download-job';
import { galleryOriginalFile } from '../../domain/gallery/gallery-storage';
import { memoryGalleryStore, PNG_1300 as PNG } from '../../tests/support/memory-gallery-store';
import { readZip } from '../../tests/support/zip-reader';
import { DEMO_GALLERY_ID, demoGallery } from './demo-gallery';
import { InMemoryGalleryArchive } from './in-memory-gallery-archive';
import { InMemoryPhotoRenditions } from './in-memory-photo-renditions';
import { readMemoryUrl } from './memory-file-urls';

const NOW = new Date('2027-07-01T10:00:00Z');
const ADMIN = { uid: 'admin-1', admin: true };

function setup() {
  const { files, store } = memoryGalleryStore(NOW, [demoGallery(NOW)]);
  return { files, store, renditions: new InMemoryPhotoRenditions(files), archive: new InMemoryGalleryArchive(files) };
}

async function aPhoto(store: ReturnType<typeof setup>['store'], n = 0) {
  return (await store.photos(DEMO_GALLERY_ID))[n]!;
}

describe('the gallery media flow on the fakes (the functions run the same use cases)', () => {
  it('makeRenditions records the upright size, the camera time and ready, and the thumbnail is served', async () => {
    const { files, store, renditions } = setup();
    const photo = await aPhoto(store);
    await files.upload(galleryOriginalFile(DEMO_GALLERY_ID, photo.id), PNG, 'image/png', { capturedAt: '2027-06-12T14:03:11' });
    await store.atomically((unit) => unit.savePhotos(DEMO_GALLERY_ID, [{ ...photo, renditions: 'pending' }]));
    const call = { caller: ADMIN, now: NOW, galleryId: DEMO_GALLERY_ID, photoId: photo.id };
    expect(await makePhotoRenditions(call, store, renditions)).toEqual({ renditions: 'ready' });
    expect(await aPhoto(store)).toMatchObject({ width: 1300, height: 866, capturedAt: '2027-06-12T14:03:11', renditions: 'ready' });
    expect(files.peek(`galleries/${DEMO_GALLERY_ID}/web/${photo.id}/1300.webp`)).toBeDefined();
    expect(files.peek(`galleries/${DEMO_GALLERY_ID}/web/${photo.id}/thumb.webp`)).toBeDefined();
  });

  it('an original that is no image is recorded failed and the typed error reaches the desk; others may not call it', async () => {
    const { files, store, renditions } = setup();
    const photo = await aPhoto(store);
    await files.upload(galleryOriginalFile(DEMO_GALLERY_ID, photo.id), new TextEncoder().encode('%PDF-1.7'), 'image/jpeg');
    const call = { caller: ADMIN, now: NOW, galleryId: DEMO_GALLERY_ID, photoId: photo.id };
    await expect(makePhotoRenditions({ ...call, caller: { uid: 'couple-1', admin: false } }, store, renditions)).rejects.toMatchObject({ code: 'auth/forbidden' });
    await expect(makePhotoRenditions({ ...call, photoId: 'NoSuchPhoto' }, store, renditions)).rejects.toMatchObject({ code: 'gallery/photo-not-found' });
    expect((await aPhoto(store)).renditions).toBe('ready');
    await expect(makePhotoRenditions(call, store, renditions)).rejects.toMatchObject({ code: 'gallery/original-unreadable' });
    expect((await aPhoto(store)).renditions).toBe('failed');
  });

  it('the scheduled builder builds queued jobs and takes over a stale claim, leaves a live one, and fails a job missing an original', async () => {
    const { files, store, archive } = setup();
    const [first, second] = [await aPhoto(store, 0), await aPhoto(store, 1)];
    await files.upload(galleryOriginalFile(DEMO_GALLERY_ID, first.id), new Uint8Array([7, 7, 7]), 'image/jpeg');
    const job = (id: string, over: Partial<DownloadJob> = {}, photo = first): DownloadJob => ({
      id, galleryId: DEMO_GALLERY_ID, viewerId: 'couple', scope: 'all', size: 'original', status: 'queued', createdAt: NOW.toISOString(),
      parts: [{ n: 1, bytes: 1000, entries: [{ photoId: photo.id, name: 'IMG_1.jpg', size: 3 }] }], ...over,
    });
    const stale = new Date(NOW.getTime() - DOWNLOAD_BUILD_STALE_MS).toISOString();
    await store.atomically(async (unit) => {
      await unit.saveJob(job('JobQueued1'));
      await unit.saveJob(job('JobStale01', { status: 'building', buildingSince: stale }));
      await unit.saveJob(job('JobLive001', { status: 'building', buildingSince: NOW.toISOString() }));
      await unit.saveJob(job('JobMissing', {}, second));
    });
    expect(await buildUnfinishedDownloads(store, archive, () => NOW)).toEqual({ ready: 2, failed: 1 });
    const ready = (await store.job('JobQueued1'))!;
    expect(ready).toMatchObject({ status: 'ready', readyAt: NOW.toISOString(), expiresAt: '2027-07-08T10:00:00.000Z' });
    expect(ready.buildingSince).toBeUndefined();
    const zip = await readMemoryUrl(files, ready.parts[0]!.url!);
    expect((await readZip(zip!.data)).map((entry) => [entry.name, [...entry.data]])).toEqual([['IMG_1.jpg', [7, 7, 7]]]);
    expect((await store.job('JobStale01'))!.status).toBe('ready');
    expect((await store.job('JobLive001'))!.status).toBe('building');
    expect((await store.job('JobMissing'))!.status).toBe('failed');
    expect(await files.list(`galleries/${DEMO_GALLERY_ID}/zips/JobMissing`)).toEqual([]);
  });
});
