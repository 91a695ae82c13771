// @vitest-environment node
import exifReader from 'exif-reader';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { GALLERY_GRID_MAX_WIDTH, GALLERY_THUMB_MAX_BYTES } from '../../domain/gallery/gallery-storage';
import {
  aNoisyJpeg, aPng, aRealCameraPhoto, aRotatedCameraJpeg, aTinyJpeg, aTruncatedJpeg, CAMERA_SERIAL, CREDIT, NOT_AN_IMAGE, REAL_PHOTO_SIZE,
} from '../../tests/support/photo-fixtures';
import { renditionReferences, ssimOf } from '../../tests/support/ssim';
import { encodeRenditions, readOriginal, type EncodedRendition } from './sharp-renditions';

async function all(original: Buffer) {
  const facts = await readOriginal(original);
  const out: EncodedRendition[] = [];
  for await (const rendition of encodeRenditions(original, facts)) out.push(rendition);
  return { facts, out };
}

describe('renditions with sharp', { timeout: 120_000 }, () => {
  it('turns a rotated camera JPEG upright and strips GPS, serial numbers, XMP and IPTC, keeping only the credit', async () => {
    const original = await aRotatedCameraJpeg();
    const before = await sharp(original).metadata();
    // The fixture really carries what must go (else this test could not fail).
    expect(exifReader(before.exif!).GPSInfo).toBeDefined();
    expect(before.xmp?.toString()).toContain(CAMERA_SERIAL);
    expect(before.iptc).toBeDefined();

    const { facts, out } = await all(original);
    expect(facts).toEqual({ width: 1200, height: 1800, capturedAt: '2027-06-12T14:03:11', credit: CREDIT });
    for (const rendition of out) {
      const meta = await sharp(rendition.data).metadata();
      expect(meta.format).toBe(rendition.format === 'jpg' ? 'jpeg' : rendition.format === 'avif' ? 'heif' : 'webp');
      expect([meta.width, meta.height]).toEqual([rendition.width, rendition.height]);
      expect(rendition.height).toBeGreaterThan(rendition.width); // upright portrait
      expect(meta.orientation ?? 1).toBe(1);
      expect(meta.xmp).toBeUndefined();
      expect(meta.iptc).toBeUndefined();
      expect(rendition.data.includes(Buffer.from(CAMERA_SERIAL))).toBe(false);
      if (meta.exif) {
        const tags = exifReader(meta.exif);
        expect(tags.GPSInfo).toBeUndefined();
        expect(tags.Photo?.BodySerialNumber).toBeUndefined();
        expect(tags.Photo?.LensSerialNumber).toBeUndefined();
        expect(tags.Photo?.DateTimeOriginal).toBeUndefined();
        expect(tags.Image?.Make).toBeUndefined();
        expect(tags.Image).toMatchObject(CREDIT);
      }
    }
    // The JPEG and WebP renditions carry the credit (the check above runs on them, not only on files without EXIF).
    const jpg = out.find((r) => r.format === 'jpg' && r.kind === 'web')!;
    expect(exifReader((await sharp(jpg.data).metadata()).exif!).Image).toMatchObject(CREDIT);
  });

  it('puts the stored top-left corner where the orientation tag says: upright, it is the top-right', async () => {
    const { out } = await all(await aRotatedCameraJpeg());
    const jpg = out.find((r) => r.format === 'jpg' && r.width === 480)!;
    const { data, info } = await sharp(jpg.data).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3)];
    const [topRight, topLeft] = [pixel(info.width - 5, 5), pixel(5, 5)];
    expect(topRight[0]).toBeGreaterThan(200);
    expect(topRight[1]).toBeLessThan(60);
    expect(topLeft[0]).toBeLessThan(100);
  });

  it('makes the ladder widths that do not upscale, in AVIF, WebP and JPEG, then one thumbnail per format', async () => {
    const { out } = await all(await aRotatedCameraJpeg({ width: 3000, height: 2000 }));
    const widths = (kind: string, format: string) => out.filter((r) => r.kind === kind && r.format === format).map((r) => r.width);
    for (const format of ['avif', 'webp', 'jpg']) {
      expect(widths('web', format)).toEqual([480, 800, 1200, 1600, 2000]);
      expect(widths('thumb', format)).toEqual([360]);
    }
  });

  it('never upscales a tiny image: one web size, its own, and a thumbnail no wider', async () => {
    const { facts, out } = await all(await aTinyJpeg());
    expect(facts).toMatchObject({ width: 300, height: 200, capturedAt: null, credit: {} });
    expect(out.map((r) => `${r.kind}:${r.format}:${r.width}x${r.height}`)).toEqual([
      'web:avif:300x200', 'web:webp:300x200', 'web:jpg:300x200', 'thumb:avif:300x200', 'thumb:webp:300x200', 'thumb:jpg:300x200',
    ]);
  });

  it('keeps a thumbnail within its byte budget even for a frame of noise, and steps the grid\'s renditions down towards it', async () => {
    const { out } = await all(await aNoisyJpeg({ width: 1200, height: 1800 }));
    const thumbs = out.filter((r) => r.kind === 'thumb');
    expect(thumbs).toHaveLength(3);
    for (const thumb of thumbs) expect(thumb.data.length).toBeLessThanOrEqual(GALLERY_THUMB_MAX_BYTES);
    const web = (format: 'avif' | 'webp' | 'jpg', width: number) => out.find((r) => r.kind === 'web' && r.format === format && r.width === width)!;
    // The viewer's sizes of noise are far larger: the budget is met by tuning, not by accident.
    expect(web('jpg', 1200).data.length).toBeGreaterThan(GALLERY_THUMB_MAX_BYTES);

    // What a grid tile may fetch (up to GALLERY_GRID_MAX_WIDTH) steps down too in every format but keeps its width (the
    // srcset names it): noise's AVIF fits at 480 px, and at 800 px nothing fits even at the lowest step, which it is
    // then served at.
    expect(GALLERY_GRID_MAX_WIDTH).toBe(800);
    expect(web('avif', 480).data.length).toBeLessThanOrEqual(GALLERY_THUMB_MAX_BYTES);
    expect(web('avif', 480).quality).toBeLessThan(50);
    expect([web('avif', 800).width, web('avif', 800).quality]).toEqual([800, 30]);
    expect([web('webp', 800).width, web('webp', 800).quality]).toEqual([800, 20]);
    expect([web('jpg', 800).width, web('jpg', 800).quality]).toEqual([800, 38]);
    // The viewer's wider sizes keep the site's one quality per format.
    const viewer = out.filter((r) => r.kind === 'web' && r.width > GALLERY_GRID_MAX_WIDTH);
    expect(viewer.length).toBeGreaterThan(0);
    expect(viewer.every((r) => r.quality === { avif: 50, webp: 75, jpg: 78 }[r.format])).toBe(true);
  });

  it('makes a real photograph\'s thumbnails 360 px wide, within 40 KB, close to its pixels and without GPS or serial numbers', async () => {
    const original = await aRealCameraPhoto();
    // The upload really carries what must go (else this test could not fail).
    expect(exifReader((await sharp(original).metadata()).exif!).GPSInfo).toBeDefined();
    expect(original.includes(Buffer.from(CAMERA_SERIAL))).toBe(true);

    const { facts, out } = await all(original);
    expect(facts).toEqual({ ...REAL_PHOTO_SIZE, capturedAt: '2027-06-12T14:03:11', credit: CREDIT });
    const reference = await renditionReferences(original);
    const thumbs = out.filter((r) => r.kind === 'thumb');
    expect(thumbs.map((t) => t.format)).toEqual(['avif', 'webp', 'jpg']);
    // Chromium's grid tiles (202 CSS px on a phone) fetch the 480 px AVIF, not the thumbnail: it is held to the budget too.
    const gridRequests = [...thumbs, ...out.filter((r) => r.kind === 'web' && r.width === 480)];
    expect(out.filter((r) => r.kind === 'web' && r.format === 'avif').map((r) => [r.width, r.quality])).toEqual([[480, 50], [600, 50]]);
    for (const rendition of gridRequests) {
      const meta = await sharp(rendition.data).metadata();
      const expected = rendition.kind === 'thumb' ? [360, 240] : [480, 320];
      expect([rendition.width, rendition.height, meta.width, meta.height]).toEqual([...expected, ...expected]);
      expect(rendition.data.length).toBeLessThanOrEqual(GALLERY_THUMB_MAX_BYTES);
      expect(rendition.data.includes(Buffer.from(CAMERA_SERIAL))).toBe(false);
      expect(rendition.data.includes(Buffer.from('LS-4455'))).toBe(false);
      expect(meta.xmp).toBeUndefined();
      if (meta.exif) {
        const tags = exifReader(meta.exif);
        expect(tags.GPSInfo).toBeUndefined();
        expect(tags.Photo?.BodySerialNumber).toBeUndefined();
        expect(tags.Photo?.LensSerialNumber).toBeUndefined();
      }
      // No visible harm bought the bytes: SSIM against the uncompressed pixels (see tests/support/ssim.ts).
      expect(await ssimOf(rendition.data, await reference(rendition.width))).toBeGreaterThanOrEqual(0.9);
    }
    // The JPEG thumbnail keeps EXIF (the credit), so the GPS and serial checks above ran on a real EXIF block.
    expect(exifReader((await sharp(thumbs[2]!.data).metadata()).exif!).Image).toMatchObject(CREDIT);
  });

  it('flattens a transparent PNG onto white for the JPEG, and reads a PNG without metadata', async () => {
    const { facts, out } = await all(await aPng());
    expect(facts).toEqual({ width: 1000, height: 700, capturedAt: null, credit: {} });
    const jpg = out.find((r) => r.format === 'jpg' && r.kind === 'web')!;
    const { data } = await sharp(jpg.data).raw().toBuffer({ resolveWithObject: true });
    expect(data[0]).toBeGreaterThan(100); // half-transparent blue over white, not over black
  });

  it.each([
    ['a file cut short', aTruncatedJpeg],
    ['bytes that are no image', async () => NOT_AN_IMAGE],
  ])('refuses %s with gallery/original-unreadable', async (_case, make) => {
    await expect(all(await make())).rejects.toMatchObject({ code: 'gallery/original-unreadable' });
  });
});
