import { describe, expect, it } from 'vitest';
import { isDomainError } from '../../domain/errors';
import type { UploadHandle, UploadProgress } from '../../ports/file-storage-port';
import { errorMessage } from '../../src/texts/cs-errors';
import { digest, someBytes, type FileStorageHarness, type InjectedStorageCode } from './file-storage-harness';

/** 1.5 MiB: over the SDK's 256 KiB threshold for a resumable upload, and several chunks long. */
const SIZE = 1536 * 1024;

/** Records an upload's progress events and lets a test wait for one. */
function progressLog(onEach?: (progress: UploadProgress) => void) {
  const events: UploadProgress[] = [];
  const waiting: Array<{ match: (p: UploadProgress) => boolean; resolve: (p: UploadProgress) => void }> = [];
  return {
    events,
    onProgress(progress: UploadProgress) {
      events.push(progress);
      for (const waiter of waiting.filter((w) => w.match(progress))) {
        waiting.splice(waiting.indexOf(waiter), 1);
        waiter.resolve(progress);
      }
      onEach?.(progress);
    },
    next(match: (p: UploadProgress) => boolean): Promise<UploadProgress> {
      const seen = events.find(match);
      return seen ? Promise.resolve(seen) : new Promise((resolve) => waiting.push({ match, resolve }));
    },
  };
}

const midway = (p: UploadProgress) => p.state === 'running' && p.bytesSent > 0 && p.bytesSent < p.totalBytes;

/** The resumable upload the gallery queue drives: progress, pause/resume, cancel, a dropped connection, each failure. */
export function fileStorageUploadContract(name: string, setup: () => Promise<FileStorageHarness>) {
  describe(`FileStoragePort upload contract: ${name}`, () => {
    it('reports progress in several steps up to the total and stores exactly the bytes given', async () => {
      const { storage } = await setup();
      const data = someBytes(SIZE);
      const log = progressLog();
      const path = 'galleries/u1/originals/IMG_0001.jpg';
      const upload = await storage.startUpload({ path, data, contentType: 'image/jpeg', customMetadata: { sha256: digest(data) }, onProgress: log.onProgress });
      const stored = await upload.done;
      expect(stored).toMatchObject({ path, name: 'IMG_0001.jpg', size: SIZE, contentType: 'image/jpeg', customMetadata: { sha256: digest(data) } });
      expect(log.events.every((p) => p.totalBytes === SIZE && p.bytesSent <= SIZE)).toBe(true);
      expect(new Set(log.events.filter(midway).map((p) => p.bytesSent)).size).toBeGreaterThanOrEqual(2);
      expect(upload.progress()).toEqual({ bytesSent: SIZE, totalBytes: SIZE, state: 'success' });
      expect(digest(await storage.read(path))).toBe(digest(data));
    });

    it('pauses mid-upload, sends nothing more while paused, and resumes to a byte-identical file', async () => {
      const { storage } = await setup();
      const data = someBytes(SIZE, 2);
      const path = 'galleries/u2/originals/IMG_0002.jpg';
      const started: { upload?: UploadHandle } = {};
      const pauses: boolean[] = [];
      const log = progressLog((p) => {
        if (pauses.length === 0 && midway(p)) pauses.push(started.upload!.pause(), started.upload!.pause());
      });
      const upload = (started.upload = await storage.startUpload({ path, data, contentType: 'image/jpeg', onProgress: log.onProgress }));
      const paused = await log.next((p) => p.state === 'paused');
      expect(pauses).toEqual([true, false]);
      expect(paused.bytesSent).toBeLessThan(SIZE);
      expect(upload.progress().state).toBe('paused');
      // A round trip to the bucket while paused: the upload has not moved meanwhile, nor finished.
      await expect(storage.info(path)).rejects.toMatchObject({ code: 'storage/not-found' });
      expect(upload.progress()).toEqual(paused);
      expect([upload.resume(), upload.resume()]).toEqual([true, false]);
      await upload.done;
      const states = log.events.map((p) => p.state).filter((state, i, all) => state !== all[i - 1]);
      expect(states.slice(states.indexOf('paused'))).toEqual(['paused', 'running', 'success']);
      expect(digest(await storage.read(path))).toBe(digest(data));
    });

    it('survives a connection dropped in the middle of a chunk: the chunk goes again and the file is byte-identical', async () => {
      const { storage, dropConnectionOnce } = await setup();
      const data = someBytes(SIZE, 3);
      const path = 'galleries/u3/originals/IMG_0003.jpg';
      dropConnectionOnce(path);
      const log = progressLog();
      const upload = await storage.startUpload({ path, data, contentType: 'image/jpeg', onProgress: log.onProgress });
      await expect(upload.done).resolves.toMatchObject({ size: SIZE });
      expect(log.events.at(-1)).toEqual({ bytesSent: SIZE, totalBytes: SIZE, state: 'success' });
      expect(digest(await storage.read(path))).toBe(digest(data));
    });

    it('cancels: done rejects storage/canceled, nothing is stored, and the ended upload ignores further calls', async () => {
      const { storage } = await setup();
      const path = 'galleries/u4/originals/IMG_0004.jpg';
      const started: { upload?: UploadHandle } = {};
      const cancels: boolean[] = [];
      const log = progressLog((p) => {
        if (cancels.length === 0 && midway(p)) cancels.push(started.upload!.cancel());
      });
      const upload = (started.upload = await storage.startUpload({ path, data: someBytes(SIZE, 4), contentType: 'image/jpeg', onProgress: log.onProgress }));
      await expect(upload.done).rejects.toMatchObject({ code: 'storage/canceled' });
      expect(cancels).toEqual([true]);
      expect([upload.cancel(), upload.pause(), upload.resume()]).toEqual([false, false, false]);
      await expect(storage.info(path)).rejects.toMatchObject({ code: 'storage/not-found' });
    });

    it('cancels a paused upload too (the queue drops a paused file)', async () => {
      const { storage } = await setup();
      const path = 'galleries/u6/originals/IMG_0006.jpg';
      const started: { upload?: UploadHandle } = {};
      const log = progressLog((p) => {
        if (midway(p)) started.upload!.pause();
      });
      const upload = (started.upload = await storage.startUpload({ path, data: someBytes(SIZE, 8), contentType: 'image/jpeg', onProgress: log.onProgress }));
      await log.next((p) => p.state === 'paused');
      expect(upload.cancel()).toBe(true);
      await expect(upload.done).rejects.toMatchObject({ code: 'storage/canceled' });
      expect(log.events.at(-1)?.state).toBe('canceled');
      await expect(storage.info(path)).rejects.toMatchObject({ code: 'storage/not-found' });
    });

    it('fails one upload without touching another running beside it', async () => {
      const { storage, fail } = await setup();
      fail('galleries/u5/originals/spatny.jpg', 'storage/unauthorized');
      const [bad, good] = await Promise.all([
        storage.startUpload({ path: 'galleries/u5/originals/spatny.jpg', data: someBytes(SIZE, 5), contentType: 'image/jpeg' }),
        storage.startUpload({ path: 'galleries/u5/originals/dobry.jpg', data: someBytes(SIZE, 6), contentType: 'image/jpeg' }),
      ]);
      await expect(bad.done).rejects.toMatchObject({ code: 'storage/unauthorized' });
      expect(bad.progress().state).toBe('error');
      await expect(good.done).resolves.toMatchObject({ size: SIZE });
    });

    const failures: InjectedStorageCode[] = ['storage/unauthorized', 'storage/quota-exceeded', 'storage/retry-limit-exceeded', 'storage/unknown'];
    for (const code of failures) {
      it(`maps the bucket's ${code} to the typed code with a Czech message, for uploads, reads, lists and deletes`, async () => {
        const { storage, fail } = await setup();
        const path = `galleries/${code.replace('storage/', '')}/originals/a.jpg`;
        await storage.upload(path, someBytes(10), 'image/jpeg');
        fail(path, code);
        fail(path.slice(0, path.lastIndexOf('/')), code);
        const upload = await storage.startUpload({ path, data: someBytes(SIZE, 7), contentType: 'image/jpeg' });
        const failed = await upload.done.then(() => undefined, (error: unknown) => error);
        expect(isDomainError(failed) && failed.code).toBe(code);
        expect(errorMessage(code)).toMatch(/\S/);
        await expect(storage.upload(path, someBytes(10), 'image/jpeg')).rejects.toMatchObject({ code });
        await expect(storage.read(path)).rejects.toMatchObject({ code });
        await expect(storage.info(path)).rejects.toMatchObject({ code });
        await expect(storage.url(path)).rejects.toMatchObject({ code });
        await expect(storage.remove(path)).rejects.toMatchObject({ code });
        await expect(storage.list(path.slice(0, path.lastIndexOf('/')))).rejects.toMatchObject({ code });
      });
    }
  });
}
