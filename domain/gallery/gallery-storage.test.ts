import { describe, expect, it } from 'vitest';
import { galleryOriginalFile, galleryRenditionFile, galleryThumbWidth, galleryZipFile, isGridWidth, renditionWidths } from './gallery-storage';

describe('gallery storage layout', () => {
  it('names originals, renditions and ZIP parts by random ids under the gallery', () => {
    expect(galleryOriginalFile('gal_123456', 'pho-abcdef')).toBe('galleries/gal_123456/originals/pho-abcdef');
    expect(galleryRenditionFile('gal_123456', 'pho-abcdef', 800, 'webp')).toBe('galleries/gal_123456/web/pho-abcdef/800.webp');
    expect(galleryRenditionFile('gal_123456', 'pho-abcdef', 'thumb', 'jpg')).toBe('galleries/gal_123456/web/pho-abcdef/thumb.jpg');
    expect(galleryZipFile('gal_123456', 'job-123456', 2)).toBe('galleries/gal_123456/zips/job-123456/part-2.zip');
  });

  it('refuses a segment that could leave the gallery or is not a random id, and a part number below 1', () => {
    expect(() => galleryOriginalFile('gal_123456', '../other')).toThrow(expect.objectContaining({ code: 'storage/unknown' }));
    expect(() => galleryOriginalFile('a/b', 'pho-abcdef')).toThrow(expect.objectContaining({ code: 'storage/unknown' }));
    expect(() => galleryRenditionFile('gal_123456', 'pho-abcdef', 800.5, 'jpg')).toThrow(expect.objectContaining({ code: 'storage/unknown' }));
    expect(() => galleryZipFile('gal_123456', 'job-123456', 0)).toThrow(expect.objectContaining({ code: 'storage/unknown' }));
  });

  it('makes the thumbnail 360 px wide without upscaling a narrower original', () => {
    expect(galleryThumbWidth(6000)).toBe(360);
    expect(galleryThumbWidth(360)).toBe(360);
    expect(galleryThumbWidth(300)).toBe(300);
  });

  it('offers a grid tile the web sizes up to 800 px only, the wider ones being the full-screen viewer’s', () => {
    expect(renditionWidths(6000).filter(isGridWidth)).toEqual([480, 800]);
    expect(isGridWidth(801)).toBe(false);
  });
});
