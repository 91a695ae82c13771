import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { exifCaptureTime } from '../../../domain/gallery/exif-capture-time';
import { exifSegment, replaceExif } from './exif-segment';

const fields = { ifd0: { Make: 'Demo', Model: 'Generated 24MP', Copyright: 'Tereza Nováková (demo)' }, dateTimeOriginal: '2026:11:06 14:03:00' };

describe('replaceExif with exifSegment', () => {
  it('gives a JPEG the capture time the gallery reads, keeping its pixels and dropping the old EXIF', async () => {
    const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3a7' } })
      .withExif({ IFD0: { Make: 'Old', Model: 'Old' }, IFD2: { DateTimeOriginal: '2020:01:01 00:00:00' } })
      .jpeg()
      .toBuffer();
    const rewritten = replaceExif(jpeg, exifSegment(fields));

    expect(exifCaptureTime(rewritten)).toBe('2026-11-06T14:03:00');
    const meta = await sharp(rewritten).metadata();
    expect([meta.width, meta.height]).toEqual([64, 48]);
    const exif = meta.exif!.toString('latin1');
    expect(exif).toContain('Generated 24MP');
    expect(exif).not.toContain('Old');
    expect(await sharp(rewritten).raw().toBuffer()).toEqual(await sharp(jpeg).raw().toBuffer());
  });

  it('refuses a date that is not in EXIF form', () => {
    expect(() => exifSegment({ ...fields, dateTimeOriginal: '2026-11-06T14:03:00' })).toThrow(/not an EXIF date/);
  });
});
