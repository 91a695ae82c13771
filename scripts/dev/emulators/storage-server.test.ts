import { createHash } from 'node:crypto';
import { createServer } from 'node:net';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectStorageEmulator, getBytes, getMetadata, getStorage, ref, uploadBytesResumable } from 'firebase/storage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIREBASE_TOOLS_INTERNALS, startStubbedStorage } from './storage-server.ts';

// The start-up test of the stubbed Storage emulator: it relies on firebase-tools internals (pinned exactly), and an
// upgrade that moves them must fail here, loudly, not in a gallery test on a machine without Java 21.

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

const projectId = 'demo-storage-start';
let server: Awaited<ReturnType<typeof startStubbedStorage>>;
let app: FirebaseApp;

beforeAll(async () => {
  const port = await freePort();
  server = await startStubbedStorage({ host: '127.0.0.1', port, projectId, rulesFile: 'storage.rules' });
  app = initializeApp({ projectId, apiKey: 'demo-api-key', storageBucket: `${projectId}.appspot.com` }, `storage-start-${process.pid}`);
  connectStorageEmulator(getStorage(app), '127.0.0.1', port);
});

afterAll(async () => {
  if (app) await deleteApp(app);
  await server?.stop();
});

describe('stubbed Storage emulator (storage-server.ts)', () => {
  it('finds every firebase-tools internal it names', () => {
    expect(FIREBASE_TOOLS_INTERNALS.map(([module]) => module)).toContain('firebase-tools/lib/emulator/storage');
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });

  it("serves the web SDK's resumable upload in several chunks and reads the bytes back identical", async () => {
    // Over 256 KiB is uploaded resumably; 1.5 MiB takes the SDK's 256 KiB, 512 KiB and 1 MiB steps.
    const data = new Uint8Array(1536 * 1024).map((_, i) => (i * 7 + (i >> 11)) & 255);
    const file = ref(getStorage(app), 'galleries/g1/originals/IMG_0001.jpg');
    const task = uploadBytesResumable(file, data, { contentType: 'image/jpeg', customMetadata: { sha256: 'abc' } });
    const steps: number[] = [];
    task.on('state_changed', (snapshot) => steps.push(snapshot.bytesTransferred));
    const done = await task;
    expect(done.metadata.size).toBe(data.length);
    expect(new Set(steps.filter((bytes) => bytes > 0 && bytes < data.length)).size).toBeGreaterThanOrEqual(2);
    // Compared by digest: a deep equality of 1.5 million elements takes Vitest many seconds.
    expect(sha256(new Uint8Array(await getBytes(file)))).toBe(sha256(data));
    await expect(getMetadata(file)).resolves.toMatchObject({ contentType: 'image/jpeg', customMetadata: { sha256: 'abc' } });
  });

  it('does not enforce storage.rules: an anonymous write where they refuse everything goes through', async () => {
    const forbidden = ref(getStorage(app), 'nikde/soubor.txt');
    await expect(uploadBytesResumable(forbidden, new Uint8Array([1, 2, 3]))).resolves.toBeTruthy();
  });
});
