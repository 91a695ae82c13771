import { describe, expect, it } from 'vitest';
import { GALLERY_ORIGINAL_CONTENT_TYPE, galleryOriginalPath } from './storage-layout';

describe("the bucket's layout", () => {
  it("puts a gallery's originals in its own folder, file names as they came", () => {
    expect(galleryOriginalPath('g-2027-06-12', 'Obřad 001.jpg')).toBe('galleries/g-2027-06-12/originals/Obřad 001.jpg');
  });

  it('refuses a name that would leave the folder or an empty one', () => {
    for (const [gallery, file] of [['g', 'a/b.jpg'], ['g/x', 'a.jpg'], ['g', '..'], ['', 'a.jpg'], ['g', '']]) {
      expect(() => galleryOriginalPath(gallery!, file!), `${gallery} ${file}`).toThrow(expect.objectContaining({ code: 'storage/unknown' }));
    }
  });

  it('takes images only as originals', () => {
    expect(['image/jpeg', 'image/tiff', 'image/heic'].every((type) => GALLERY_ORIGINAL_CONTENT_TYPE.test(type))).toBe(true);
    expect(['application/pdf', 'image/', 'text/html'].some((type) => GALLERY_ORIGINAL_CONTENT_TYPE.test(type))).toBe(false);
  });
});
