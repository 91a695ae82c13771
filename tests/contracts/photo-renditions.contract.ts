import { describe, expect, it } from 'vitest';
import type { PhotoRenditionsPort } from '../../ports/photo-renditions-port';
import { aPng, aTinyJpeg, NOT_AN_IMAGE } from '../support/photo-fixtures';

/** What the PhotoRenditionsPort contract asks of an adapter's test. */
export interface PhotoRenditionsHarness {
  renditions: PhotoRenditionsPort;
  /** Puts an original in the bucket, as the upload queue leaves it. */
  putOriginal(galleryId: string, photoId: string, data: Uint8Array, contentType: string): Promise<void>;
  /** What a browser gets from a download URL. */
  download(url: string): Promise<{ data: Buffer; contentType: string }>;
  /** Every file under `prefix`. */
  list(prefix: string): Promise<string[]>;
}

const G = 'gal-renditions';
const TYPES = { avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg' };

/**
 * Behaviour of renditions (ports/photo-renditions-port.ts) that every adapter shares: which files, where, of which
 * size, served by their URLs, and the failures. What the pixels and the metadata look like needs a real codec:
 * adapters/storage-admin's tests check that (upright, stripped, thumbnails under their budget).
 */
export function photoRenditionsContract(name: string, setup: () => Promise<PhotoRenditionsHarness>) {
  describe(`PhotoRenditionsPort contract: ${name}`, () => {
    it('writes the ladder widths that do not upscale in AVIF, WebP and JPEG plus thumbnails, and serves each by its URL', async () => {
      const { renditions, putOriginal, download, list } = await setup();
      const png = await aPng({ width: 1300, height: 866 });
      await putOriginal(G, 'photo-111111', png, 'image/png');
      const made = await renditions.makeRenditions({ galleryId: G, photoId: 'photo-111111' });
      expect(made).toMatchObject({ width: 1300, height: 866, originalBytes: png.length });
      const web = `galleries/${G}/web/photo-111111`;
      expect(made.files.map((f) => `${f.kind} ${f.path} ${f.width}x${f.height}`)).toEqual([
        ...['avif', 'webp', 'jpg'].flatMap((ext) => [
          `web ${web}/480.${ext} 480x320`,
          `web ${web}/800.${ext} 800x533`,
          `web ${web}/1300.${ext} 1300x866`,
        ]),
        ...['avif', 'webp', 'jpg'].map((ext) => `thumb ${web}/thumb.${ext} 360x240`),
      ]);
      expect((await list(web)).sort()).toEqual(made.files.map((f) => f.path).sort());
      for (const file of made.files) {
        const served = await download(file.url);
        expect(served.contentType).toBe(TYPES[file.format]);
        expect(served.data.length).toBe(file.bytes);
      }
      // The original stays as it was uploaded.
      expect(await list(`galleries/${G}/originals`)).toEqual([`galleries/${G}/originals/photo-111111`]);
    });

    it('never upscales: a tiny original gets its own width and a thumbnail no wider', async () => {
      const { renditions, putOriginal } = await setup();
      await putOriginal(G, 'photo-222222', await aTinyJpeg({ width: 300, height: 200 }), 'image/jpeg');
      const made = await renditions.makeRenditions({ galleryId: G, photoId: 'photo-222222' });
      expect(made.files.map((f) => `${f.kind}:${f.format}:${f.width}x${f.height}`)).toEqual([
        'web:avif:300x200', 'web:webp:300x200', 'web:jpg:300x200', 'thumb:avif:300x200', 'thumb:webp:300x200', 'thumb:jpg:300x200',
      ]);
    });

    it('makes the same files when run again (the sweep may find a photo the upload already did)', async () => {
      const { renditions, putOriginal, list } = await setup();
      await putOriginal(G, 'photo-333333', await aTinyJpeg(), 'image/jpeg');
      const first = await renditions.makeRenditions({ galleryId: G, photoId: 'photo-333333' });
      const second = await renditions.makeRenditions({ galleryId: G, photoId: 'photo-333333' });
      expect(second.files.map((f) => f.path)).toEqual(first.files.map((f) => f.path));
      expect(await list(`galleries/${G}/web/photo-333333`)).toHaveLength(first.files.length);
    });

    it('rejects storage/not-found for a photo with no original', async () => {
      const { renditions } = await setup();
      await expect(renditions.makeRenditions({ galleryId: G, photoId: 'photo-missing' })).rejects.toMatchObject({ code: 'storage/not-found' });
    });

    it('rejects gallery/original-unreadable for a file that is no image, and writes nothing', async () => {
      const { renditions, putOriginal, list } = await setup();
      await putOriginal(G, 'photo-444444', NOT_AN_IMAGE, 'image/jpeg');
      await expect(renditions.makeRenditions({ galleryId: G, photoId: 'photo-444444' })).rejects.toMatchObject({ code: 'gallery/original-unreadable' });
      expect(await list(`galleries/${G}/web/photo-444444`)).toEqual([]);
    });
  });
}
