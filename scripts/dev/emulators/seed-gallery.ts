// The demo couple's delivered gallery on the emulators (run by seed.ts; safe to run again): the in-memory demo's
// gallery (adapters/memory/demo-gallery.ts: 40 photos in four sections, a guest link with its PIN), its photos as
// camera-size JPEGs with their capture time in EXIF and the renditions the functions' pipeline makes of them
// (demo-gallery-photos.ts: generated once, then read from .cache/), each file tagged with its download token.
import { createHash } from 'node:crypto';
import type { App } from 'firebase-admin/app';
import type { Firestore, Timestamp } from 'firebase-admin/firestore';
import * as demo from '../../../adapters/memory/demo-gallery';
import { guestPinDigest } from '../../../application/gallery/gallery-crypto';
import { galleryFileToken } from '../../../adapters/firestore-admin/gallery-file-token';
import { galleryOriginalFile, galleryRenditionFile } from '../../../domain/gallery/gallery-storage';
import type { Photo } from '../../../domain/gallery/gallery';
import { toBookingDocument } from '../../../ports/wire/firestore-documents';
import { GALLERIES, GALLERY_TOKENS, photosPath, toGalleryDocument, toPhotoDocument } from '../../../ports/wire/gallery-documents';
import { CAMERA_LONG_EDGE, demoGalleryPhotos, withCaptureTime } from './demo-gallery-photos.ts';
import { DEV_SECRETS } from './functions-build.ts';
import { STORAGE_BUCKET } from './settings.ts';

/** The functions' public development keys, as functions-build.ts writes them to functions/.secret.local. */
const { GALLERY_GUEST_PASS_KEY: DEV_GUEST_PASS_KEY, GALLERY_PIN_KEY: DEV_PIN_KEY } = DEV_SECRETS;
const UPLOADS_AT_ONCE = 8;

async function inBatches<T>(items: T[], work: (item: T) => Promise<void>): Promise<void> {
  for (let i = 0; i < items.length; i += UPLOADS_AT_ONCE) await Promise.all(items.slice(i, i + UPLOADS_AT_ONCE).map(work));
}

/**
 * `longEdge`: the originals' long side in pixels, a camera's by default; a smaller one seeds the same gallery with
 * lighter files (its own cache), for tests that check the gallery works rather than what a camera-size file costs.
 */
export async function seedDemoGallery({
  app,
  db,
  ts,
  longEdge = CAMERA_LONG_EDGE,
  onGenerate,
}: {
  app: App;
  db: Firestore;
  ts: (iso: string) => Timestamp;
  longEdge?: number;
  onGenerate?: (missing: number) => void;
}) {
  const { getStorage } = await import('firebase-admin/storage');
  const now = new Date();
  const seedData = demo.demoGallery(now);
  const booking = demo.demoGalleryBooking(now);
  const bucket = getStorage(app).bucket(STORAGE_BUCKET);
  // One generation per seed: a restarted stack hands out URLs with the tokens its files carry.
  const epoch = `seed${now.getTime().toString(36)}`;
  const file = async (path: string, bytes: Buffer, contentType: string, metadata: Record<string, string | null> = {}) =>
    bucket.file(path).save(bytes, {
      contentType,
      resumable: false,
      metadata: { metadata: { ...metadata, firebaseStorageDownloadTokens: galleryFileToken(DEV_GUEST_PASS_KEY, epoch, path) } },
    });
  const cached = await demoGalleryPhotos(seedData.photos, { longEdge, ...(onGenerate ? { onGenerate } : {}) });

  const photos: Photo[] = [];
  await inBatches(seedData.photos, async (photo) => {
    const { original: pixels, width, height, renditions } = cached.get(photo.id)!;
    const original = withCaptureTime(pixels, photo.capturedAt!);
    const sha256 = createHash('sha256').update(original).digest('hex');
    const gallery = seedData.gallery.id;
    await file(galleryOriginalFile(gallery, photo.id), original, 'image/jpeg', { fileName: photo.fileName, sha256, capturedAt: photo.capturedAt });
    for (const r of renditions) await file(galleryRenditionFile(gallery, photo.id, r.kind === 'thumb' ? 'thumb' : r.width, r.format), r.data, r.contentType);
    photos.push({ ...photo, size: original.length, sha256, width, height });
  });

  const guestLink = { id: demo.DEMO_GUEST_LINK, pinDigest: await guestPinDigest(DEV_PIN_KEY, seedData.gallery.id, demo.DEMO_GUEST_PIN) };
  const gallery = { ...seedData.gallery, guestLink, storageBytes: photos.reduce((sum, photo) => sum + photo.size, 0) };
  const batch = db.batch();
  batch.set(db.collection('bookings').doc(booking.id), toBookingDocument(booking, ts));
  batch.set(db.collection(GALLERIES).doc(gallery.id), toGalleryDocument(gallery, ts));
  batch.set(db.collection(GALLERY_TOKENS).doc(gallery.id), { epoch, applied: epoch });
  for (const photo of photos) batch.set(db.collection(photosPath(gallery.id)).doc(photo.id), toPhotoDocument(photo));
  await batch.commit();
  return { galleryId: gallery.id, photos: photos.length, guestLink: demo.DEMO_GUEST_LINK, guestPin: demo.DEMO_GUEST_PIN };
}
