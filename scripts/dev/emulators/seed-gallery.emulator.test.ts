import { getApps, initializeApp } from 'firebase-admin/app';
import { afterAll, describe, expect, it } from 'vitest';
import { FirebaseHttpGalleryViewer } from '../../../adapters/firebase/firebase-http-gallery-viewer';
import { DEMO_GALLERY_ID, DEMO_GUEST_LINK, DEMO_GUEST_PIN } from '../../../adapters/memory/demo-gallery';
import { exifCaptureTime } from '../../../domain/gallery/exif-capture-time';
import { galleryOriginalFile } from '../../../domain/gallery/gallery-storage';
import { fromPhotoDocument, photosPath } from '../../../ports/wire/gallery-documents';
import { db, toTimestamp } from '../../../tests/support/admin-firestore';
import { adminBucket, clearFirestore, EMULATORS, emulatorHttp, onEmulators } from '../../../tests/support/emulator-support';
import { seedDemoGallery } from './seed-gallery.ts';

// The seed's own code at a lighter size than npm start's 6000 px: what is checked here is that the gallery works, and
// a cold cache on a slow CI machine would otherwise generate 40 camera-size frames inside the test.
const LONG_EDGE = 1000;
// A hang detector, not a budget: on a fresh machine the 40 photos and their renditions are generated first (cached after).
const COLD_CACHE_TIMEOUT = 600_000;

/** The demo gallery npm start seeds works through the real callables: the PIN opens it, every image URL answers. */
describe.skipIf(!onEmulators)("the emulators' demo gallery (seed-gallery.ts)", () => {
  afterAll(clearFirestore);

  it('a guest enters with the printed link and PIN and gets 40 photos whose token URLs serve their renditions', async () => {
    await clearFirestore();
    const store = db();
    const app = getApps().find((a) => a.name === 'tests') ?? initializeApp({ projectId: EMULATORS.projectId }, 'tests');
    const seeded = await seedDemoGallery({ app, db: store, ts: toTimestamp, longEdge: LONG_EDGE });
    expect(seeded).toEqual({ galleryId: DEMO_GALLERY_ID, photos: 40, guestLink: DEMO_GUEST_LINK, guestPin: DEMO_GUEST_PIN });

    const viewer = new FirebaseHttpGalleryViewer(emulatorHttp(), { sessionToken: async () => null });
    const { pass } = await viewer.openAsGuest(DEMO_GUEST_LINK, DEMO_GUEST_PIN);
    const view = await viewer.open({ as: 'guest', pass });
    expect(view.photos).toHaveLength(40);
    const photo = view.photos[7]!;
    expect(Math.max(photo.width, photo.height)).toBe(LONG_EDGE);
    const served = [
      [photo.thumb.avif, 'image/avif'],
      [photo.thumb.webp, 'image/webp'],
      [photo.thumb.jpg, 'image/jpeg'],
      [photo.sources.at(-1)!.webp, 'image/webp'],
      [photo.sources.at(-1)!.avif, 'image/avif'],
      [photo.download!.url, 'image/jpeg'],
    ] as const;
    for (const [url, type] of served) {
      const response = await fetch(url);
      expect(response.status, url).toBe(200);
      expect(response.headers.get('content-type'), url).toBe(type);
      expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(1000);
      // The emulator here serves any read (its rules are stubbed): the token must be the one the file carries.
      const path = decodeURIComponent(new URL(url).pathname.split('/o/')[1]!);
      const [metadata] = await (await adminBucket()).file(path).getMetadata();
      expect((metadata.metadata as Record<string, unknown>).firebaseStorageDownloadTokens).toBe(new URL(url).searchParams.get('token'));
    }

    // Each original is a camera JPEG whose EXIF says when the photo was taken: the time the gallery orders it by.
    const stored = fromPhotoDocument((await store.collection(photosPath(DEMO_GALLERY_ID)).doc(photo.id).get()).data()!);
    const [original] = await (await adminBucket()).file(galleryOriginalFile(DEMO_GALLERY_ID, photo.id)).download();
    expect(exifCaptureTime(original)).toBe(stored.capturedAt);
    const [originalMeta] = await (await adminBucket()).file(galleryOriginalFile(DEMO_GALLERY_ID, photo.id)).getMetadata();
    expect(Number(originalMeta.size)).toBe(original.length);
    expect(stored.size).toBe(original.length);
  }, COLD_CACHE_TIMEOUT);
});
