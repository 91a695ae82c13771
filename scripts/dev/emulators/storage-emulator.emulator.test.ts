import 'reflect-metadata';
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { FirebaseFileStorage } from '../../../adapters/firebase/firebase-file-storage';
import { HOSTS } from './settings.ts';
import { digest, someBytes } from '../../../tests/contracts/file-storage-harness';
import { adminBucket, clearStorage, disposeWebApps, EMULATORS, onEmulators, webStartup } from '../../../tests/support/emulator-support';

/** Environment variables of the live processes started from `cwd` whose command line mentions `marker` (Linux /proc). */
function processEnvironments(cwd: string, marker: string): Array<Record<string, string>> {
  const found: Array<Record<string, string>> = [];
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      if (readlinkSync(`/proc/${pid}/cwd`) !== cwd || !readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(marker)) continue;
      const pairs = readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0').filter(Boolean);
      found.push(Object.fromEntries(pairs.map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)])));
    } catch {
      // gone meanwhile, or not ours to read
    }
  }
  return found;
}

/** The Storage emulator as the launcher (scripts/dev/emulators/run.ts, storage.ts) starts it for the stack and the tests. */
describe.skipIf(!onEmulators)('Storage emulator in the local stack', () => {
  beforeEach(clearStorage);
  afterAll(disposeWebApps);

  it('runs on the port pinned in firebase.json and tells the commands inside whether storage.rules are enforced', () => {
    expect(EMULATORS.storage).toBe(HOSTS.storage);
    expect(HOSTS.storage).toBe('127.0.0.1:9199');
    expect(process.env.STORAGE_EMULATOR_HOST).toBe(`http://${HOSTS.storage}`);
    expect(['enforced', 'not-enforced']).toContain(process.env.STORAGE_EMULATOR_RULES);
    expect(process.env.STORAGE_EMULATOR_RULES_REASON).toMatch(/\S/);
  });

  it("takes a 25 MB photograph by the web SDK's resumable upload in several steps and gives it back byte-identical", async () => {
    const storage = new FirebaseFileStorage(webStartup());
    const data = someBytes(25 * 1024 * 1024, 25);
    const steps: number[] = [];
    const upload = await storage.startUpload({
      path: 'galleries/velka/originals/IMG_2500.jpg',
      data,
      contentType: 'image/jpeg',
      onProgress: (progress) => steps.push(progress.bytesSent),
    });
    await expect(upload.done).resolves.toMatchObject({ size: data.length });
    expect(new Set(steps.filter((bytes) => bytes > 0 && bytes < data.length)).size).toBeGreaterThanOrEqual(5);
    expect(digest(await storage.read('galleries/velka/originals/IMG_2500.jpg'))).toBe(digest(data));
  });

  it('lets firebase-admin (as the functions use it) read what the web SDK uploaded: bytes, type and metadata', async () => {
    const storage = new FirebaseFileStorage(webStartup());
    const data = someBytes(600 * 1024, 26);
    await storage.upload('galleries/admin/originals/IMG_0001.jpg', data, 'image/jpeg', { sha256: digest(data) });
    const file = (await adminBucket()).file('galleries/admin/originals/IMG_0001.jpg');
    const [bytes] = await file.download();
    expect(digest(bytes)).toBe(digest(data));
    const [metadata] = await file.getMetadata();
    expect(metadata).toMatchObject({ contentType: 'image/jpeg', size: String(data.length), metadata: { sha256: digest(data) } });
  });

  it.skipIf(process.platform !== 'linux')('starts the functions with FIREBASE_STORAGE_EMULATOR_HOST, so their firebase-admin reaches it', async () => {
    // A callable's first call starts its worker process; its environment is the one its firebase-admin reads.
    const response = await fetch(`http://${EMULATORS.functions}/${EMULATORS.projectId}/${EMULATORS.region}/issueChallenge`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ data: {} }),
    });
    expect(response.status).toBe(200);
    const workers = processEnvironments(join(process.cwd(), 'functions'), 'functionsEmulatorRuntime');
    expect(workers.length).toBeGreaterThan(0);
    for (const worker of workers) expect(worker.FIREBASE_STORAGE_EMULATOR_HOST).toBe(HOSTS.storage);
  });
});
