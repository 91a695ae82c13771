import { describe, expect, it } from 'vitest';
import type { FileStoragePort } from '../../ports/file-storage-port';

export interface StoredFile {
  data: Uint8Array;
  contentType: string;
}

export interface FileStorageHarness {
  storage: FileStoragePort;
  /** What a download of `url` gives (the fake's record; a GET of the download URL on a real bucket). */
  download(url: string): Promise<StoredFile>;
}

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

    it('overwrites an existing path: the path then serves only the new file', async () => {
      const { storage, download } = await setup();
      await storage.upload('bookings/b3/smlouva.pdf', new Uint8Array([1, 2]), 'application/pdf');
      await storage.upload('bookings/b3/smlouva.pdf', new Uint8Array([9]), 'text/plain');
      await expect(download(await storage.url('bookings/b3/smlouva.pdf'))).resolves.toEqual({
        data: new Uint8Array([9]),
        contentType: 'text/plain',
      });
    });

    it('rejects content/not-found for a path that holds no file', async () => {
      const { storage } = await setup();
      await expect(storage.url('bookings/zadna/smlouva.pdf')).rejects.toMatchObject({ code: 'content/not-found' });
    });

    it('removes a file idempotently, leaving other paths alone', async () => {
      const { storage } = await setup();
      await storage.upload('bookings/b4/a.txt', new Uint8Array([1]), 'text/plain');
      await storage.upload('bookings/b4/b.txt', new Uint8Array([2]), 'text/plain');
      await storage.remove('bookings/b4/a.txt');
      await expect(storage.remove('bookings/b4/a.txt')).resolves.toBeUndefined();
      await expect(storage.remove('bookings/nikdy/nebyl.txt')).resolves.toBeUndefined();
      await expect(storage.url('bookings/b4/a.txt')).rejects.toMatchObject({ code: 'content/not-found' });
      await expect(storage.url('bookings/b4/b.txt')).resolves.toEqual(expect.any(String));
    });
  });
}
