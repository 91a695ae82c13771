import { getApps, initializeApp } from 'firebase-admin/app';
import { afterAll, describe, expect, it } from 'vitest';
import { FirebaseHttpGalleryViewer } from '../../../adapters/firebase/firebase-http-gallery-viewer';
import { DEMO_GALLERY_ID, DEMO_GUEST_LINK, DEMO_GUEST_PIN } from '../../../adapters/memory/demo-gallery';
import { db, toTimestamp } from '../../../tests/support/admin-firestore';
import { adminBucket, clearFirestore, EMULATORS, emulatorHttp, onEmulators } from '../../../tests/support/emulator-support';
import { seedDemoGallery } from './seed-gallery.ts';

/** The demo gallery npm start seeds works through the real callables: the PIN opens it, every image URL answers. */
describe.skipIf(!onEmulators)("the emulators' demo gallery (seed-gallery.mjs)", () => {
  afterAll(clearFirestore);

  it('a guest enters with the printed link and PIN and gets 40 photos whose token URLs serve JPEGs', async () => {
    await clearFirestore();
    const store = db();
    const app = getApps().find((a) => a.name === 'tests') ?? initializeApp({ projectId: EMULATORS.projectId }, 'tests');
    const seeded = await seedDemoGallery({ app, db: store, ts: toTimestamp });
    expect(seeded).toEqual({ galleryId: DEMO_GALLERY_ID, photos: 40, guestLink: DEMO_GUEST_LINK, guestPin: DEMO_GUEST_PIN });

    const viewer = new FirebaseHttpGalleryViewer(emulatorHttp(), { sessionToken: async () => null });
    const { pass } = await viewer.openAsGuest(DEMO_GUEST_LINK, DEMO_GUEST_PIN);
    const view = await viewer.open({ as: 'guest', pass });
    expect(view.photos).toHaveLength(40);
    const photo = view.photos[7]!;
    for (const url of [photo.thumb, photo.sources.at(-1)!.webp, photo.download!.url]) {
      const response = await fetch(url);
      expect(response.status, url).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/jpeg');
      expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(1000);
      // The emulator here serves any read (its rules are stubbed): the token must be the one the file carries.
      const path = decodeURIComponent(new URL(url).pathname.split('/o/')[1]!);
      const [metadata] = await (await adminBucket()).file(path).getMetadata();
      expect((metadata.metadata as Record<string, unknown>).firebaseStorageDownloadTokens).toBe(new URL(url).searchParams.get('token'));
    }
  });
});
