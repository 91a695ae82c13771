import exifReader from 'exif-reader';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getStorage } from 'firebase-admin/storage';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Bucket } from '@google-cloud/storage';
import { GALLERY_THUMB_MAX_BYTES } from '../../domain/gallery/gallery-storage';
import { galleryArchiveContract } from '../../tests/contracts/gallery-archive.contract';
import { photoRenditionsContract } from '../../tests/contracts/photo-renditions.contract';
import { someBytes } from '../../tests/contracts/file-storage-harness';
import { clearStorage, EMULATORS, onEmulators, STORAGE_BUCKET } from '../../tests/support/emulator-support';
import { aRotatedCameraJpeg, CAMERA_SERIAL, CREDIT } from '../../tests/support/photo-fixtures';
import { readZip } from '../../tests/support/zip-reader';
import { StorageAdminGalleryArchive } from './storage-admin-gallery-archive';
import { StorageAdminPhotoRenditions } from './storage-admin-photo-renditions';
import { downloadOrigin } from './storage-admin-urls';

/**
 * The functions' media adapters with firebase-admin on the Storage emulator: originals in, renditions and ZIP parts
 * out, read back through the download URLs a browser would get.
 */
describe.skipIf(!onEmulators)('firebase-admin Storage media adapters on the Storage emulator', { timeout: 180_000 }, () => {
  let app: App;
  let bucket: Bucket;
  const origin = downloadOrigin(EMULATORS.storage);

  beforeAll(() => {
    app = initializeApp({ projectId: EMULATORS.projectId, storageBucket: STORAGE_BUCKET }, `storage-admin-media-${Date.now()}`);
    bucket = getStorage(app).bucket();
  });
  beforeEach(clearStorage);
  afterAll(async () => {
    if (app) await deleteApp(app);
  });

  const put = async (path: string, data: Uint8Array, contentType: string) => {
    await bucket.file(path).save(Buffer.from(data), { resumable: false, contentType });
  };
  const fetchUrl = async (url: string) => {
    const response = await fetch(url);
    if (response.status === 404 || response.status === 403) return null;
    if (!response.ok) throw new Error(`GET ${url}: ${response.status}`);
    return { data: Buffer.from(await response.arrayBuffer()), contentType: response.headers.get('content-type') ?? '' };
  };
  const exists = async (path: string) => (await bucket.file(path).exists())[0];

  photoRenditionsContract('firebase-admin on the Storage emulator', async () => ({
    renditions: new StorageAdminPhotoRenditions(bucket, origin),
    putOriginal: (galleryId, photoId, data, contentType) => put(`galleries/${galleryId}/originals/${photoId}`, data, contentType),
    download: async (url) => {
      const served = await fetchUrl(url);
      if (!served) throw new Error(`Nothing at ${url}`);
      return served;
    },
    list: async (prefix) => (await bucket.getFiles({ prefix: `${prefix}/` }))[0].map((file) => file.name),
  }));

  galleryArchiveContract('firebase-admin on the Storage emulator', async () => ({
    archive: new StorageAdminGalleryArchive(bucket, origin),
    put,
    download: fetchUrl,
    exists,
  }));

  it('serves renditions of a rotated camera JPEG upright, without GPS or serial numbers, and leaves the original as it was', async () => {
    const original = await aRotatedCameraJpeg({ width: 2700, height: 1800 });
    await put('galleries/gal-camera1/originals/photo-camera', original, 'image/jpeg');
    const made = await new StorageAdminPhotoRenditions(bucket, origin).makeRenditions({ galleryId: 'gal-camera1', photoId: 'photo-camera' });
    expect(made).toMatchObject({ width: 1800, height: 2700, capturedAt: '2027-06-12T14:03:11', originalBytes: original.length });
    expect(made.files.filter((f) => f.kind === 'web' && f.format === 'jpg').map((f) => f.width)).toEqual([480, 800, 1200, 1600, 1800]);
    for (const file of made.files) {
      const served = (await fetchUrl(file.url))!;
      const meta = await sharp(served.data).metadata();
      expect([meta.width, meta.height]).toEqual([file.width, file.height]);
      expect(file.height).toBeGreaterThan(file.width);
      expect(meta.xmp).toBeUndefined();
      expect(meta.iptc).toBeUndefined();
      expect(served.data.includes(Buffer.from(CAMERA_SERIAL))).toBe(false);
      const tags: ReturnType<typeof exifReader> = meta.exif ? exifReader(meta.exif) : ({} as ReturnType<typeof exifReader>);
      expect(tags.GPSInfo).toBeUndefined();
      if (file.format === 'jpg') expect(tags.Image).toMatchObject(CREDIT);
      if (file.kind === 'thumb') expect(served.data.length).toBeLessThanOrEqual(GALLERY_THUMB_MAX_BYTES);
    }
    const [stored] = await bucket.file('galleries/gal-camera1/originals/photo-camera').download();
    expect(stored.equals(original)).toBe(true);
  });

  it('streams a ZIP of several megabytes with progress along the way, entries byte-identical to the originals', async () => {
    const originals = [1, 2, 3].map((seed) => ({ path: `galleries/gal-bigzip1/originals/photo-00000${seed}`, data: Buffer.from(someBytes(3 * 1024 * 1024 + seed, seed)) }));
    for (const { path, data } of originals) await put(path, data, 'image/jpeg');
    const progress: number[] = [];
    const archive = new StorageAdminGalleryArchive(bucket, origin, { progressEveryBytes: 512 * 1024 });
    const part = await archive.buildPart(
      {
        galleryId: 'gal-bigzip1',
        jobId: 'job-bigzip',
        part: 1,
        downloadName: 'Svatba Jana a Petr – 1.zip',
        entries: originals.map(({ path }, i) => ({ objectPath: path, entryName: `Hostina ${i + 1}.jpg` })),
      },
      (p) => progress.push(p.bytesWritten),
    );
    expect(progress.length).toBeGreaterThan(6);
    const served = (await fetchUrl(part.url))!;
    const entries = await readZip(served.data);
    expect(entries.map((e) => [e.name, e.method, e.data.equals(originals[entries.indexOf(e)]!.data)])).toEqual([
      ['Hostina 1.jpg', 0, true],
      ['Hostina 2.jpg', 0, true],
      ['Hostina 3.jpg', 0, true],
    ]);
    const [metadata] = await bucket.file(part.path).getMetadata();
    expect(metadata.contentDisposition).toBe(`attachment; filename="Svatba Jana a Petr _ 1.zip"; filename*=UTF-8''Svatba%20Jana%20a%20Petr%20%E2%80%93%201.zip`);
    expect(metadata.metadata?.firebaseStorageDownloadTokens).toBe(new URL(part.url).searchParams.get('token'));
  });
});
