// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { galleryArchiveContract } from '../../tests/contracts/gallery-archive.contract';
import { photoRenditionsContract } from '../../tests/contracts/photo-renditions.contract';
import { InMemoryFileStorage } from './in-memory-file-storage';
import { InMemoryGalleryArchive } from './in-memory-gallery-archive';
import { InMemoryPhotoRenditions } from './in-memory-photo-renditions';
import { imageDimensions } from './image-dimensions';
import { readMemoryUrl } from './memory-file-urls';

const memoryDownload = (storage: InMemoryFileStorage) => (url: string) => readMemoryUrl(storage, url);

const exists = (storage: InMemoryFileStorage) => async (path: string) => storage.peek(path) !== undefined;

galleryArchiveContract('in-memory', async () => {
  const storage = new InMemoryFileStorage({ chunkBytes: 1024 * 1024 });
  return {
    archive: new InMemoryGalleryArchive(storage),
    put: async (path, data, contentType) => void (await storage.upload(path, data, contentType)),
    download: memoryDownload(storage),
    exists: exists(storage),
  };
});

photoRenditionsContract('in-memory', async () => {
  const storage = new InMemoryFileStorage({ chunkBytes: 1024 * 1024 });
  const download = memoryDownload(storage);
  return {
    renditions: new InMemoryPhotoRenditions(storage),
    putOriginal: async (galleryId, photoId, data, contentType) => void (await storage.upload(`galleries/${galleryId}/originals/${photoId}`, data, contentType)),
    download: async (url) => {
      const served = await download(url);
      if (!served) throw new Error(`Nothing at ${url}`);
      return served;
    },
    list: async (prefix) => (await storage.list(prefix)).map((file) => file.path),
  };
});

describe('in-memory gallery media specifics', () => {
  it('reads a PNG and a JPEG header, and nothing else', () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 13, 10, 26, 10, 0, 0, 0, 13, 73, 72, 68, 82, 0, 0, 5, 20, 0, 0, 3, 98]);
    expect(imageDimensions(png)).toEqual({ width: 1300, height: 866 });
    const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 4, 0, 0, 0xff, 0xc2, 0, 11, 8, 0, 200, 1, 44, 3, 0, 0, 0]);
    expect(imageDimensions(jpeg)).toEqual({ width: 300, height: 200 });
    expect(imageDimensions(new TextEncoder().encode('%PDF-1.7'))).toBeNull();
  });

  it('takes the capture time the upload queue stored with the original', async () => {
    const storage = new InMemoryFileStorage();
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 13, 10, 26, 10, 0, 0, 0, 13, 73, 72, 68, 82, 0, 0, 1, 0, 0, 0, 1, 0]);
    await storage.upload('galleries/gal-123456/originals/photo-123456', png, 'image/png', { capturedAt: '2027-06-12T14:03:11.000' });
    const made = await new InMemoryPhotoRenditions(storage).makeRenditions({ galleryId: 'gal-123456', photoId: 'photo-123456' });
    expect(made.capturedAt).toBe('2027-06-12T14:03:11');
  });
});
