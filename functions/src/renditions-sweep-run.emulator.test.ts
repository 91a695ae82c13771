import exifReader from 'exif-reader';
import sharp from 'sharp';
import { beforeEach, describe, expect, it } from 'vitest';
import { storageGalleryFiles } from '../../adapters/firestore-admin/storage-gallery-files';
import type { Photo } from '../../domain/gallery/gallery';
import { galleryOriginalFile, galleryRenditionFile } from '../../domain/gallery/gallery-storage';
import { fromPhotoDocument, GALLERIES, photosPath, toGalleryDocument, toPhotoDocument } from '../../ports/wire/gallery-documents';
import { db, toTimestamp } from '../../tests/support/admin-firestore';
import { adminBucket, clearFirestore, onEmulators } from '../../tests/support/emulator-support';
import { aGallery, aPhoto } from '../../tests/support/gallery-mother';
import { aRotatedCameraJpeg, CAMERA_SERIAL, NOT_AN_IMAGE } from '../../tests/support/photo-fixtures';
import { runRenditionsSweepOn } from './renditions-sweep-run';

const NOW = new Date('2027-07-01T10:00:00Z');
const KEY = 'test-gallery-token-key';
const HOUR_AGO = new Date(NOW.getTime() - 3_600_000).toISOString();

/**
 * The scheduled sweep's body over firebase-admin, sharp and the Storage emulator: originals registered whose
 * renditions never came (no Storage trigger fires in the local stack) get them, readable through the gallery's token
 * URLs and stripped of GPS; a broken original is recorded failed with its code and holds no one up.
 */
describe.skipIf(!onEmulators)('the renditions sweep over firebase-admin and the Storage emulator', { timeout: 180_000 }, () => {
  beforeEach(clearFirestore);

  it('makes the renditions an original missed, records a broken one failed, and a second run does nothing', async () => {
    const bucket = await adminBucket();
    const gallery = aGallery({ id: `GallerySweep${Date.now().toString(36)}` });
    await db().collection(GALLERIES).doc(gallery.id).set(toGalleryDocument(gallery, toTimestamp));
    const register = async (photo: Photo, bytes: Buffer) => {
      await bucket.file(galleryOriginalFile(gallery.id, photo.id)).save(bytes, { resumable: false, contentType: 'image/jpeg' });
      await db().collection(photosPath(gallery.id)).doc(photo.id).set(toPhotoDocument(photo));
    };
    const pending = (id: string) => aPhoto({ id, renditions: 'pending', registeredAt: HOUR_AGO, width: 0, height: 0 });
    await register(pending('PhotoBroken1'), NOT_AN_IMAGE);
    await register(pending('PhotoCamera1'), await aRotatedCameraJpeg({ width: 1800, height: 1200 }));

    expect(await runRenditionsSweepOn(db(), bucket, KEY, NOW)).toEqual({
      ready: [`${gallery.id}/PhotoCamera1`],
      failed: [{ photo: `${gallery.id}/PhotoBroken1`, code: 'gallery/original-unreadable' }],
      retried: [],
    });
    const stored = async (id: string) => fromPhotoDocument((await db().collection(photosPath(gallery.id)).doc(id).get()).data()!);
    expect(await stored('PhotoCamera1')).toMatchObject({ renditions: 'ready', width: 1200, height: 1800, capturedAt: '2027-06-12T14:03:11' });
    expect(await stored('PhotoBroken1')).toMatchObject({ renditions: 'failed', renditionsError: 'gallery/original-unreadable' });

    // Read back through the URL a guest would get: the gallery's token answers, the photo is upright and has no GPS.
    const url = await storageGalleryFiles(db(), bucket, KEY).url(gallery.id, galleryRenditionFile(gallery.id, 'PhotoCamera1', 1200, 'jpg'));
    const response = await fetch(url);
    expect(response.status).toBe(200);
    const served = Buffer.from(await response.arrayBuffer());
    const meta = await sharp(served).metadata();
    expect([meta.width, meta.height]).toEqual([1200, 1800]);
    expect(meta.exif ? exifReader(meta.exif).GPSInfo : undefined).toBeUndefined();
    expect(served.includes(Buffer.from(CAMERA_SERIAL))).toBe(false);
    expect((await bucket.getFiles({ prefix: `galleries/${gallery.id}/web/PhotoBroken1/` }))[0]).toEqual([]);

    expect(await runRenditionsSweepOn(db(), bucket, KEY, NOW)).toEqual({ ready: [], failed: [], retried: [] });
  });
});
