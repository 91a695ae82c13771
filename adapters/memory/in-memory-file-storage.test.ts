import { describe, expect, it } from 'vitest';
import { InMemoryFileStorage } from './in-memory-file-storage';

describe('InMemoryFileStorage (FileStoragePort contract)', () => {
  it('uploads, overwrites and answers a download URL that changes with each upload', async () => {
    const storage = new InMemoryFileStorage();
    const first = await storage.upload('bookings/b1/smlouva.pdf', new Uint8Array([1, 2]), 'application/pdf');
    const second = await storage.upload('bookings/b1/smlouva.pdf', new Blob([new Uint8Array([3])]), 'application/pdf');
    expect(first).not.toBe(second);
    await expect(storage.url('bookings/b1/smlouva.pdf')).resolves.toBe(second);
    expect(storage.read('bookings/b1/smlouva.pdf')).toEqual({ data: new Uint8Array([3]), contentType: 'application/pdf' });
  });

  it('rejects content/not-found for a missing path and removes idempotently', async () => {
    const storage = new InMemoryFileStorage();
    await expect(storage.url('bookings/none.pdf')).rejects.toMatchObject({ code: 'content/not-found' });
    await storage.upload('a/b.txt', new Uint8Array([1]), 'text/plain');
    await storage.remove('a/b.txt');
    await storage.remove('a/b.txt');
    await expect(storage.url('a/b.txt')).rejects.toMatchObject({ code: 'content/not-found' });
  });

  it('refuses paths with a leading slash or empty segments', async () => {
    const storage = new InMemoryFileStorage();
    for (const path of ['/a.txt', 'a//b.txt', '', 'a/../b']) {
      await expect(storage.upload(path, new Uint8Array([1]), 'text/plain'), path).rejects.toBeTruthy();
    }
  });
});
