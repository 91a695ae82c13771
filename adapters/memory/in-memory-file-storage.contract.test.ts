import { describe, expect, it } from 'vitest';
import { fileStorageContract } from '../../tests/contracts/file-storage.contract';
import { InMemoryFileStorage } from './in-memory-file-storage';

fileStorageContract('in-memory', async () => {
  const storage = new InMemoryFileStorage();
  return {
    storage,
    async download(url) {
      // The fake's URLs are memory://files/{encoded path}?v={version}: only the current version is served.
      const parsed = new URL(url);
      const path = decodeURIComponent(`${parsed.host}${parsed.pathname}`.replace(/^files\//, ''));
      if (url !== (await storage.url(path))) throw new Error(`Stale download URL: ${url}`);
      const file = storage.read(path);
      if (!file) throw new Error(`Nothing at ${url}`);
      return file;
    },
  };
});

describe('in-memory file storage specifics', () => {
  it('answers a new download URL with each upload, as a real bucket does', async () => {
    const storage = new InMemoryFileStorage();
    const first = await storage.upload('bookings/b1/smlouva.pdf', new Uint8Array([1, 2]), 'application/pdf');
    const second = await storage.upload('bookings/b1/smlouva.pdf', new Uint8Array([3]), 'application/pdf');
    expect(first).not.toBe(second);
  });

  it('refuses paths with a leading slash, empty segments or ..', async () => {
    const storage = new InMemoryFileStorage();
    for (const path of ['/a.txt', 'a//b.txt', '', 'a/../b']) {
      await expect(storage.upload(path, new Uint8Array([1]), 'text/plain'), path).rejects.toBeTruthy();
    }
  });
});
