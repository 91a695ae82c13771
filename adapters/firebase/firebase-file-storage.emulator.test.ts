import 'reflect-metadata';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FirebaseFileStorage } from './firebase-file-storage';
import type { FirebaseStartup } from './firebase-startup';
import { digest, someBytes, type InjectedStorageCode } from '../../tests/contracts/file-storage-harness';
import { fileStorageContract } from '../../tests/contracts/file-storage.contract';
import { startStorageFaultProxy, type StorageFaultProxy } from '../../tests/support/storage-fault-proxy';
import { clearStorage, disposeWebApps, EMULATORS, onEmulators, webStartup } from '../../tests/support/emulator-support';

/** How the bucket says each failure: the SDK turns these statuses into its codes, the adapter into ours. */
const STATUS: Record<InjectedStorageCode, number> = {
  'storage/unauthorized': 403,
  'storage/quota-exceeded': 402,
  // Retried by the SDK until its limit, shortened below from the seed's minutes to a second.
  'storage/retry-limit-exceeded': 503,
  'storage/unknown': 400,
};

/**
 * The Firebase adapter on the Storage emulator, through a proxy that injects the failures (storage-fault-proxy.ts):
 * the SDK's resumable-upload protocol really runs, pauses, resumes after a cut connection and fails as a bucket fails.
 */
describe.skipIf(!onEmulators)('FirebaseFileStorage on the Storage emulator', () => {
  let proxy: StorageFaultProxy;
  let startup: FirebaseStartup;

  beforeAll(async () => {
    proxy = await startStorageFaultProxy(EMULATORS.storage);
    startup = webStartup({ storage: proxy.host, storageRetry: { operationMs: 1000, uploadMs: 1000 } });
  });
  beforeEach(clearStorage);
  afterAll(async () => {
    await disposeWebApps();
    await proxy?.close();
  });

  fileStorageContract('Firebase Storage emulator', async () => ({
    storage: new FirebaseFileStorage(startup),
    async download(url) {
      const response = await fetch(url);
      if (!response.ok) throw new Error(`GET ${url}: ${response.status}`);
      return { data: new Uint8Array(await response.arrayBuffer()), contentType: response.headers.get('content-type') ?? '' };
    },
    fail: (path, code) => proxy.answer(path, STATUS[code]),
    dropConnectionOnce: (path) => proxy.dropOnce(path),
  }));

  it('really cuts a chunk in the middle when asked (so the contract tests a resumed upload, not a lucky one)', async () => {
    const storage = new FirebaseFileStorage(startup);
    const data = someBytes(1024 * 1024, 9);
    const before = proxy.dropped;
    proxy.dropOnce('galleries/cut/originals/a.jpg');
    await storage.upload('galleries/cut/originals/a.jpg', data, 'image/jpeg');
    expect(proxy.dropped).toBe(before + 1);
    expect(digest(await storage.read('galleries/cut/originals/a.jpg'))).toBe(digest(data));
  });
});
