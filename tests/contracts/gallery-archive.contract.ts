import { crc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { ArchiveProgress, GalleryArchivePort } from '../../ports/gallery-archive-port';
import { readZip } from '../support/zip-reader';
import { someBytes } from './file-storage-harness';

/** What the GalleryArchivePort contract asks of an adapter's test. */
export interface GalleryArchiveHarness {
  archive: GalleryArchivePort;
  /** Puts an object in the bucket (an original, as the upload queue leaves it). */
  put(path: string, data: Uint8Array, contentType: string): Promise<void>;
  /** What a browser gets from a download URL, or null when it answers 403/404. */
  download(url: string): Promise<{ data: Buffer; contentType: string } | null>;
  exists(path: string): Promise<boolean>;
}

const G = 'gal-archive1';
const original = (photo: string) => `galleries/${G}/originals/${photo}`;

/** Behaviour of ZIP parts (ports/gallery-archive-port.ts), whatever bucket holds them. */
export function galleryArchiveContract(name: string, setup: () => Promise<GalleryArchiveHarness>) {
  describe(`GalleryArchivePort contract: ${name}`, () => {
    it('builds a stored ZIP of the originals, in order, under the given names, byte-identical with their CRC-32', async () => {
      const { archive, put, download } = await setup();
      const files = [
        { photo: 'photo-aaaaaa', name: 'Obřad 001.jpg', data: someBytes(300 * 1024, 1) },
        { photo: 'photo-bbbbbb', name: 'IMG_0002.JPG', data: someBytes(5, 2) },
        { photo: 'photo-cccccc', name: 'Žaneta a Petr (2).png', data: someBytes(70 * 1024, 3) },
      ];
      for (const file of files) await put(original(file.photo), file.data, 'image/jpeg');
      const progress: ArchiveProgress[] = [];
      const part = await archive.buildPart(
        { galleryId: G, jobId: 'job-000001', part: 1, entries: files.map((f) => ({ objectPath: original(f.photo), entryName: f.name })) },
        (p) => progress.push(p),
      );
      expect(part).toMatchObject({ path: `galleries/${G}/zips/job-000001/part-1.zip`, entries: 3 });

      const served = await download(part.url);
      expect(served?.contentType).toBe('application/zip');
      expect(served!.data.length).toBe(part.bytes);
      const entries = await readZip(served!.data);
      expect(entries.map((e) => e.name)).toEqual(files.map((f) => f.name));
      entries.forEach((entry, i) => {
        const data = Buffer.from(files[i]!.data);
        expect(entry.method).toBe(0);
        expect(entry.size).toBe(data.length);
        expect(entry.compressedSize).toBe(data.length);
        expect(entry.crc32).toBe(crc32(data));
        expect(entry.data.equals(data)).toBe(true);
      });

      expect(progress.at(-1)).toEqual({ entriesDone: 3, entriesTotal: 3, bytesWritten: part.bytes });
      for (let i = 1; i < progress.length; i += 1) {
        expect(progress[i]!.entriesDone).toBeGreaterThanOrEqual(progress[i - 1]!.entriesDone);
        expect(progress[i]!.bytesWritten).toBeGreaterThanOrEqual(progress[i - 1]!.bytesWritten);
      }
    });

    it('rejects storage/not-found for a missing original and leaves no part behind', async () => {
      const { archive, put, exists } = await setup();
      await put(original('photo-there1'), someBytes(10), 'image/jpeg');
      const request = {
        galleryId: G,
        jobId: 'job-000002',
        part: 1,
        entries: [
          { objectPath: original('photo-there1'), entryName: 'a.jpg' },
          { objectPath: original('photo-gone01'), entryName: 'b.jpg' },
        ],
      };
      await expect(archive.buildPart(request)).rejects.toMatchObject({ code: 'storage/not-found' });
      expect(await exists(`galleries/${G}/zips/job-000002/part-1.zip`)).toBe(false);
    });

    it('refuses an empty part and names that would unpack outside the folder or twice, with storage/unknown', async () => {
      const { archive, put } = await setup();
      await put(original('photo-there2'), someBytes(10), 'image/jpeg');
      const entry = (entryName: string) => ({ objectPath: original('photo-there2'), entryName });
      for (const entries of [[], [entry('../a.jpg')], [entry('A.jpg'), entry('a.JPG')]]) {
        await expect(archive.buildPart({ galleryId: G, jobId: 'job-000003', part: 1, entries })).rejects.toMatchObject({ code: 'storage/unknown' });
      }
    });

    it('overwrites a part built again, and removeParts deletes every part of that job only, idempotently', async () => {
      const { archive, put, download, exists } = await setup();
      await put(original('photo-dddddd'), someBytes(100, 4), 'image/jpeg');
      const build = (jobId: string, part: number, entryName: string) =>
        archive.buildPart({ galleryId: G, jobId, part, entries: [{ objectPath: original('photo-dddddd'), entryName }] });
      await build('job-000004', 1, 'first.jpg');
      const again = await build('job-000004', 1, 'second.jpg');
      const second = await build('job-000004', 2, 'x.jpg');
      const other = await build('job-000005', 1, 'y.jpg');
      expect((await readZip((await download(again.url))!.data)).map((e) => e.name)).toEqual(['second.jpg']);

      await archive.removeParts(G, 'job-000004');
      expect(await exists(again.path)).toBe(false);
      expect(await exists(second.path)).toBe(false);
      expect(await download(second.url)).toBeNull();
      expect(await exists(other.path)).toBe(true);
      await expect(archive.removeParts(G, 'job-000004')).resolves.toBeUndefined();
    });
  });
}
