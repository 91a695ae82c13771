import { describe, expect, it } from 'vitest';
import { digest, someBytes, type FileStorageHarness } from './file-storage-harness';
import { fileStorageUploadContract } from './file-storage-upload.contract';

/** Behaviour of file storage (ports/file-storage-port.ts), whatever bucket holds the files. */
export function fileStorageContract(name: string, setup: () => Promise<FileStorageHarness>) {
  describe(`FileStoragePort contract: ${name}`, () => {
    it('uploads bytes and resolves a download URL that serves them with their content type', async () => {
      const { storage, download } = await setup();
      const url = await storage.upload('bookings/b1/smlouva.pdf', new Uint8Array([37, 80, 68, 70]), 'application/pdf');
      await expect(download(url)).resolves.toEqual({ data: new Uint8Array([37, 80, 68, 70]), contentType: 'application/pdf' });
    });

    it('accepts a Blob as well as a Uint8Array', async () => {
      const { storage, download } = await setup();
      const url = await storage.upload('bookings/b1/poznamka.txt', new Blob([new Uint8Array([104, 105])]), 'text/plain');
      await expect(download(url)).resolves.toEqual({ data: new Uint8Array([104, 105]), contentType: 'text/plain' });
    });

    it('url() resolves a URL for the current file at that path', async () => {
      const { storage, download } = await setup();
      await storage.upload('bookings/b2/smlouva.pdf', new Uint8Array([1, 2, 3]), 'application/pdf');
      await expect(download(await storage.url('bookings/b2/smlouva.pdf'))).resolves.toEqual({
        data: new Uint8Array([1, 2, 3]),
        contentType: 'application/pdf',
      });
    });

    it('overwrites an existing path: the path then serves only the new file and its new metadata', async () => {
      const { storage, download } = await setup();
      await storage.upload('bookings/b3/smlouva.pdf', new Uint8Array([1, 2]), 'application/pdf', { sha256: 'prvni', puvodni: 'a.pdf' });
      await storage.upload('bookings/b3/smlouva.pdf', new Uint8Array([9]), 'text/plain', { sha256: 'druhy' });
      await expect(download(await storage.url('bookings/b3/smlouva.pdf'))).resolves.toEqual({ data: new Uint8Array([9]), contentType: 'text/plain' });
      await expect(storage.info('bookings/b3/smlouva.pdf')).resolves.toMatchObject({ size: 1, customMetadata: { sha256: 'druhy' } });
    });

    it('reads a file back byte for byte and describes it: name, size, type, custom metadata, when stored', async () => {
      const { storage } = await setup();
      const data = someBytes(300 * 1024);
      await storage.upload('galleries/g0/originals/Obřad 001.jpg', data, 'image/jpeg', { sha256: digest(data) });
      expect(digest(await storage.read('galleries/g0/originals/Obřad 001.jpg'))).toBe(digest(data));
      const info = await storage.info('galleries/g0/originals/Obřad 001.jpg');
      expect(info).toEqual({
        path: 'galleries/g0/originals/Obřad 001.jpg',
        name: 'Obřad 001.jpg',
        size: data.length,
        contentType: 'image/jpeg',
        updated: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/),
        customMetadata: { sha256: digest(data) },
      });
    });

    it('lists every file under a folder at any depth, sorted, with sizes; not a sibling folder sharing its prefix', async () => {
      const { storage } = await setup();
      const put = (path: string, size: number) => storage.upload(path, someBytes(size), 'image/jpeg');
      await put('galleries/g1/originals/b.jpg', 20);
      await put('galleries/g1/originals/a.jpg', 10);
      await put('galleries/g1/renditions/a-800.webp', 5);
      await put('galleries/g10/originals/a.jpg', 7);
      const listed = await storage.list('galleries/g1');
      expect(listed.map((file) => [file.path, file.size])).toEqual([
        ['galleries/g1/originals/a.jpg', 10],
        ['galleries/g1/originals/b.jpg', 20],
        ['galleries/g1/renditions/a-800.webp', 5],
      ]);
      expect((await storage.list('galleries/g1/originals')).map((file) => file.name)).toEqual(['a.jpg', 'b.jpg']);
      await expect(storage.list('galleries/zadna')).resolves.toEqual([]);
    });

    it('rejects storage/not-found for a path that holds no file', async () => {
      const { storage } = await setup();
      await expect(storage.url('bookings/zadna/smlouva.pdf')).rejects.toMatchObject({ code: 'storage/not-found' });
      await expect(storage.read('bookings/zadna/smlouva.pdf')).rejects.toMatchObject({ code: 'storage/not-found' });
      await expect(storage.info('bookings/zadna/smlouva.pdf')).rejects.toMatchObject({ code: 'storage/not-found' });
    });

    it('removes a file idempotently, leaving other paths alone', async () => {
      const { storage } = await setup();
      await storage.upload('bookings/b4/a.txt', new Uint8Array([1]), 'text/plain');
      await storage.upload('bookings/b4/b.txt', new Uint8Array([2]), 'text/plain');
      await storage.remove('bookings/b4/a.txt');
      await expect(storage.remove('bookings/b4/a.txt')).resolves.toBeUndefined();
      await expect(storage.remove('bookings/nikdy/nebyl.txt')).resolves.toBeUndefined();
      await expect(storage.url('bookings/b4/a.txt')).rejects.toMatchObject({ code: 'storage/not-found' });
      await expect(storage.url('bookings/b4/b.txt')).resolves.toEqual(expect.any(String));
      expect((await storage.list('bookings/b4')).map((file) => file.name)).toEqual(['b.txt']);
    });

    it('refuses paths with a leading slash, empty segments or .. before touching the bucket', async () => {
      const { storage } = await setup();
      for (const path of ['/a.txt', 'a//b.txt', 'a/../b']) {
        await expect(storage.upload(path, new Uint8Array([1]), 'text/plain'), path).rejects.toMatchObject({ code: 'storage/unknown' });
        await expect(storage.read(path), path).rejects.toMatchObject({ code: 'storage/unknown' });
      }
    });
  });

  fileStorageUploadContract(name, setup);
}
