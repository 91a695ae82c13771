// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { fileStorageContract } from '../../tests/contracts/file-storage.contract';
import { someBytes } from '../../tests/contracts/file-storage-harness';
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
      const file = storage.peek(path);
      if (!file) throw new Error(`Nothing at ${url}`);
      return file;
    },
    fail: (path, code) => storage.injectFault(path, { kind: 'error', code }),
    dropConnectionOnce: (path) => storage.injectFault(path, { kind: 'drop-connection' }),
  };
});

describe('in-memory file storage specifics', () => {
  it('answers a new download URL with each upload, as a real bucket does', async () => {
    const storage = new InMemoryFileStorage();
    const first = await storage.upload('bookings/b1/smlouva.pdf', new Uint8Array([1, 2]), 'application/pdf');
    const second = await storage.upload('bookings/b1/smlouva.pdf', new Uint8Array([3]), 'application/pdf');
    expect(first).not.toBe(second);
  });

  it('fails an upload as often as a fault says and then lets the retry through (a queue retries a failed file)', async () => {
    const storage = new InMemoryFileStorage();
    storage.injectFault('galleries/g/originals/a.jpg', { kind: 'error', code: 'storage/retry-limit-exceeded', times: 1 });
    const first = await storage.startUpload({ path: 'galleries/g/originals/a.jpg', data: someBytes(10), contentType: 'image/jpeg' });
    await expect(first.done).rejects.toMatchObject({ code: 'storage/retry-limit-exceeded' });
    const retry = await storage.startUpload({ path: 'galleries/g/originals/a.jpg', data: someBytes(10), contentType: 'image/jpeg' });
    await expect(retry.done).resolves.toMatchObject({ size: 10 });
  });

  it('sends in chunks of the configured size, one per tick, and stamps the file with its clock', async () => {
    const ticks: Array<() => void> = [];
    const storage = new InMemoryFileStorage({
      chunkBytes: 4,
      tick: () => new Promise<void>((resolve) => ticks.push(resolve)),
      now: () => new Date('2027-06-12T14:00:00.000Z'),
    });
    const sent: number[] = [];
    const upload = await storage.startUpload({ path: 'a/b.bin', data: someBytes(10), contentType: 'application/octet-stream', onProgress: (p) => sent.push(p.bytesSent) });
    for (let step = 0; step < 3; step += 1) {
      await expect.poll(() => ticks.length).toBe(1);
      expect(sent.length).toBe(step);
      ticks.shift()?.();
    }
    await expect(upload.done).resolves.toMatchObject({ size: 10, updated: '2027-06-12T14:00:00.000Z' });
    expect(sent).toEqual([4, 8, 10, 10]);
  });
});
