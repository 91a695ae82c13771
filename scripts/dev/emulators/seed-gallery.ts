// The demo couple's delivered gallery on the emulators (run by seed.ts; safe to run again): the in-memory demo's
// gallery (adapters/memory/demo-gallery.ts: 40 photos in four sections, a guest link with its PIN), its photos as JPEGs
// rendered from the committed demo SVGs into the Storage emulator's originals, and — until the renditions function
// exists — the same JPEG at every rendition path the functions hand out, each file tagged with its download token.
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import type { App } from 'firebase-admin/app';
import type { Firestore, Timestamp } from 'firebase-admin/firestore';
import * as demo from '../../../adapters/memory/demo-gallery';
import { guestPinDigest } from '../../../application/gallery/gallery-crypto';
import { galleryFileToken } from '../../../adapters/firestore-admin/gallery-file-token';
import { renditionWidths } from '../../../domain/gallery/gallery-storage';
import type { Photo } from '../../../domain/gallery/gallery';
import { toBookingDocument } from '../../../ports/wire/firestore-documents';
import { GALLERIES, GALLERY_TOKENS, photosPath, toGalleryDocument, toPhotoDocument } from '../../../ports/wire/gallery-documents';
import { DEV_SECRETS } from './functions-build.ts';
import { ROOT, STORAGE_BUCKET } from './settings.ts';

/** The functions' public development keys, as functions-build.ts writes them to functions/.secret.local. */
const { GALLERY_GUEST_PASS_KEY: DEV_GUEST_PASS_KEY, GALLERY_PIN_KEY: DEV_PIN_KEY } = DEV_SECRETS;
/** The demo JPEGs' width: small enough to seed quickly, large enough for the viewer's first steps. */
const DEMO_WIDTH = 1200;
const UPLOADS_AT_ONCE = 8;

async function inBatches<T>(items: T[], work: (item: T) => Promise<void>): Promise<void> {
  for (let i = 0; i < items.length; i += UPLOADS_AT_ONCE) await Promise.all(items.slice(i, i + UPLOADS_AT_ONCE).map(work));
}

export async function seedDemoGallery({ app, db, ts }: { app: App; db: Firestore; ts: (iso: string) => Timestamp }) {
  const [{ default: sharp }, { getStorage }] = await Promise.all([import('sharp'), import('firebase-admin/storage')]);

  const now = new Date();
  const seedData = demo.demoGallery(now);
  const booking = demo.demoGalleryBooking(now);
  const bucket = getStorage(app).bucket(STORAGE_BUCKET);
  // One generation per seed: a restarted stack hands out URLs with the tokens its files carry.
  const epoch = `seed${now.getTime().toString(36)}`;
  const file = async (path: string, bytes: Buffer, metadata: Record<string, string | null> = {}) =>
    bucket.file(path).save(bytes, {
      contentType: 'image/jpeg',
      resumable: false,
      metadata: { metadata: { ...metadata, firebaseStorageDownloadTokens: galleryFileToken(DEV_GUEST_PASS_KEY, epoch, path) } },
    });

  const photos: Photo[] = [];
  await inBatches(seedData.photos, async (photo) => {
    const svg = join(ROOT, 'public', (seedData.images?.[photo.id] ?? '').replace(/^\//, ''));
    const jpeg = await sharp(svg).resize({ width: DEMO_WIDTH }).jpeg({ quality: 78 }).toBuffer();
    const { width, height } = await sharp(jpeg).metadata();
    const sha256 = createHash('sha256').update(jpeg).digest('hex');
    const base = `galleries/${seedData.gallery.id}`;
    await file(`${base}/originals/${photo.id}`, jpeg, { fileName: photo.fileName, sha256, capturedAt: photo.capturedAt });
    const renditions = [`${base}/web/${photo.id}/thumb.webp`];
    for (const w of renditionWidths(width)) for (const format of ['avif', 'webp', 'jpg']) renditions.push(`${base}/web/${photo.id}/${w}.${format}`);
    for (const path of renditions) await file(path, jpeg);
    photos.push({ ...photo, size: jpeg.length, sha256, width, height });
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
