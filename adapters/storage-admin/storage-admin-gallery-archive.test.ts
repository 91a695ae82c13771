// @vitest-environment node
import { Readable, Writable } from 'node:stream';
import type { Bucket } from '@google-cloud/storage';
import { describe, expect, it } from 'vitest';
import { readZip } from '../../tests/support/zip-reader';
import { StorageAdminGalleryArchive } from './storage-admin-gallery-archive';

/**
 * A stand-in for the few Bucket calls the adapter makes, in memory: the ZIP's structure at a scale the emulator cannot
 * hold in a test (the contract suite runs the real bucket on the Storage emulator).
 */
function memoryBucket(objects: Map<string, Buffer>) {
  const notFound = (path: string) => Object.assign(new Error(`No such object: ${path}`), { code: 404 });
  return {
    name: 'demo-bucket',
    file: (path: string) => ({
      getMetadata: async () => {
        const data = objects.get(path);
        if (!data) throw notFound(path);
        return [{ size: String(data.length), timeCreated: '2027-06-12T12:00:00.000Z' }];
      },
      createReadStream: () =>
        path.endsWith('-broken')
          ? new Readable({ read() { this.destroy(Object.assign(new Error('connection reset'), { code: 503 })); } })
          : Readable.from([objects.get(path)!]),
      createWriteStream: () => {
        const chunks: Buffer[] = [];
        return new Writable({
          write(chunk: Buffer, _encoding, callback) {
            chunks.push(chunk);
            callback();
          },
          final(callback) {
            objects.set(path, Buffer.concat(chunks));
            callback();
          },
        });
      },
      delete: async () => void objects.delete(path),
    }),
  } as unknown as Bucket;
}

describe('StorageAdminGalleryArchive (ZIP structure)', { timeout: 300_000 }, () => {
  it('writes more than 65,535 entries into one part, which a reader lists in full (ZIP64 end records)', async () => {
    const objects = new Map([['galleries/gal-000001/originals/photo-000001', Buffer.from('x')]]);
    const archive = new StorageAdminGalleryArchive(memoryBucket(objects), 'http://storage.test');
    const count = 65_600;
    const entries = Array.from({ length: count }, (_, i) => ({ objectPath: 'galleries/gal-000001/originals/photo-000001', entryName: `IMG_${i}.jpg` }));
    const part = await archive.buildPart({ galleryId: 'gal-000001', jobId: 'job-000001', part: 1, entries });
    const zip = objects.get(part.path)!;
    expect(zip.length).toBe(part.bytes);
    // The ZIP64 end-of-central-directory record (PK\x06\x06) carries the count the 16-bit field cannot.
    expect(zip.includes(Buffer.from([0x50, 0x4b, 0x06, 0x06]))).toBe(true);
    const read = await readZip(zip);
    expect(read).toHaveLength(count);
    expect(read.at(-1)).toMatchObject({ name: `IMG_${count - 1}.jpg`, method: 0, size: 1 });
  });

  it('keeps to the 32-bit records for an ordinary part (readers without ZIP64, e.g. macOS Archive Utility, open it)', async () => {
    const objects = new Map([['galleries/gal-000001/originals/photo-000001', Buffer.alloc(1024, 7)]]);
    const archive = new StorageAdminGalleryArchive(memoryBucket(objects), 'http://storage.test');
    const entries = Array.from({ length: 300 }, (_, i) => ({ objectPath: 'galleries/gal-000001/originals/photo-000001', entryName: `IMG_${i}.jpg` }));
    const part = await archive.buildPart({ galleryId: 'gal-000001', jobId: 'job-000002', part: 1, entries });
    const zip = objects.get(part.path)!;
    expect(zip.includes(Buffer.from([0x50, 0x4b, 0x06, 0x06]))).toBe(false);
    expect(await readZip(zip)).toHaveLength(300);
  });

  it('rejects when an original breaks off mid-read, and leaves no part behind', async () => {
    const objects = new Map([
      ['galleries/gal-000001/originals/photo-000001', Buffer.alloc(1024, 1)],
      ['galleries/gal-000001/originals/photo-broken', Buffer.alloc(1024, 2)],
    ]);
    const archive = new StorageAdminGalleryArchive(memoryBucket(objects), 'http://storage.test');
    const entries = [
      { objectPath: 'galleries/gal-000001/originals/photo-000001', entryName: 'a.jpg' },
      { objectPath: 'galleries/gal-000001/originals/photo-broken', entryName: 'b.jpg' },
    ];
    await expect(archive.buildPart({ galleryId: 'gal-000001', jobId: 'job-000003', part: 1, entries })).rejects.toMatchObject({ code: 'storage/unknown' });
    expect(objects.has('galleries/gal-000001/zips/job-000003/part-1.zip')).toBe(false);
  });
});
