// `npm run bench:gallery`: the gallery's media pipeline against firebase-tools' Storage emulator, as the functions
// run it (adapters/storage-admin with firebase-admin), reporting figures, never asserting them:
// - renditions: `--photos` (20) 24-megapixel camera JPEGs (the demo's generated originals), time per photo (median,
//   p95) and the peak RSS of the process making them;
// - ZIP: one part of `--zip-mb` (512) MB of generated originals (25 MB each), `--runs` (3) times: throughput in MB/s
//   and peak RSS, medians of the runs.
// Each measured phase runs in a child process of its own, so its peak RSS is its own, not the seeding's.
// Uses the emulator of `npm run emulators` when FIREBASE_STORAGE_EMULATOR_HOST is set, else starts the same server
// (scripts/emulators/storage-server.mjs) on a free port of its own.
//   npm run bench:gallery -- [--photos 20] [--zip-mb 512 (at most 2000)] [--runs 3] [--skip-renditions] [--skip-zip]
// The gallery's other figures have benchmarks of their own: `npm run bench:gallery:lighthouse` (a 500-photo gallery
// in Lighthouse, gallery-lighthouse.ts) and `npm run bench:gallery:upload` (100 × 25 MB uploads, gallery-upload-bench.ts).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getStorage } from 'firebase-admin/storage';
import { StorageAdminGalleryArchive } from '../../adapters/storage-admin/storage-admin-gallery-archive';
import { StorageAdminPhotoRenditions } from '../../adapters/storage-admin/storage-admin-photo-renditions';
import { downloadOrigin } from '../../adapters/storage-admin/storage-admin-urls';
import { ensureCameraOriginals } from '../build/images/generate-camera-originals';
import { startStubbedStorage } from '../dev/emulators/storage-server';

const SELF = fileURLToPath(import.meta.url);
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const PROJECT_ID = process.env.GCLOUD_PROJECT ?? 'demo-gallery-bench';
const GALLERY = 'gal-bench01';
const ORIGINAL_MB = 25;
const EMULATOR_PART_MAX_MB = 2000;

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(name);
  const value = i > 0 ? Number(process.argv[i + 1]) : fallback;
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} takes a positive number`);
  return value;
};
const flag = (name: string) => process.argv.includes(name);

const median = (values: number[]) => percentile(values, 50);
function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN;
}
const mb = (bytes: number) => bytes / 1024 / 1024;
/**
 * This process's peak resident set in MB: Linux's VmHWM, which starts afresh at exec. (getrusage's maxRSS does not:
 * Linux keeps it across execve, so a child spawned by a parent that holds the emulator's blobs reports the parent's.)
 * Elsewhere, the largest RSS sampled every 50 ms.
 */
let sampledPeak = 0;
setInterval(() => (sampledPeak = Math.max(sampledPeak, process.memoryUsage().rss)), 50).unref();
function peakRssMb(): number {
  try {
    const kb = /^VmHWM:\s+(\d+) kB$/m.exec(readFileSync('/proc/self/status', 'utf8'))?.[1];
    if (kb) return Number(kb) / 1024;
  } catch {
    // not Linux
  }
  return Math.max(sampledPeak, process.memoryUsage().rss) / 1024 / 1024;
}

function bucketOf(name: string) {
  const app = initializeApp({ projectId: PROJECT_ID, storageBucket: `${PROJECT_ID}.appspot.com` }, name);
  return { app, bucket: getStorage(app).bucket(), origin: downloadOrigin(process.env.FIREBASE_STORAGE_EMULATOR_HOST) };
}

const photoIds = (n: number) => Array.from({ length: n }, (_, i) => `photo-${String(i + 1).padStart(4, '0')}`);

// --- measured phases (child processes) -------------------------------------------------------------------------

async function renditionsPhase(photos: number) {
  const { app, bucket, origin } = bucketOf('bench-renditions');
  const renditions = new StorageAdminPhotoRenditions(bucket, origin);
  const times: number[] = [];
  let bytes = 0;
  let files = 0;
  for (const photoId of photoIds(photos)) {
    const started = performance.now();
    const made = await renditions.makeRenditions({ galleryId: GALLERY, photoId });
    times.push(performance.now() - started);
    bytes += made.files.reduce((sum, f) => sum + f.bytes, 0);
    files += made.files.length;
  }
  await deleteApp(app);
  return { times, files, bytes, peakRssMb: peakRssMb() };
}

async function zipPhase(originals: number, run: number) {
  const { app, bucket, origin } = bucketOf('bench-zip');
  const archive = new StorageAdminGalleryArchive(bucket, origin);
  const entries = photoIds(originals).map((photoId, i) => ({ objectPath: `galleries/${GALLERY}/originals/${photoId}`, entryName: `IMG_${i + 1}.jpg` }));
  const started = performance.now();
  const part = await archive.buildPart({ galleryId: GALLERY, jobId: `job-bench-${run}`, part: 1, entries });
  const seconds = (performance.now() - started) / 1000;
  await archive.removeParts(GALLERY, `job-bench-${run}`);
  await deleteApp(app);
  return { seconds, bytes: part.bytes, mbPerSecond: mb(part.bytes) / seconds, peakRssMb: peakRssMb() };
}

/** Runs a phase in a child process; asynchronously, as the emulator may be serving from this very process. */
function inChild<T>(phase: string, args: string[]): Promise<T> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', SELF, '--phase', phase, ...args], { cwd: ROOT, env: process.env, stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`${phase} phase failed (exit ${code})`));
      resolve(JSON.parse(output.trim().split('\n').at(-1)!) as T);
    });
  });
}

// --- seeding and the report (parent) ----------------------------------------------------------------------------

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

async function seedCameraOriginals(photos: number) {
  const camera = await ensureCameraOriginals();
  const sources = await Promise.all(camera.map(({ file }) => readFile(file)));
  const { app, bucket } = bucketOf('bench-seed-photos');
  for (const [i, photoId] of photoIds(photos).entries()) {
    await bucket.file(`galleries/${GALLERY}/originals/${photoId}`).save(sources[i % sources.length]!, { resumable: false, contentType: 'image/jpeg' });
  }
  await deleteApp(app);
  return { sourceMb: sources.map((s) => mb(s.length).toFixed(1)) };
}

async function seedZipOriginals(totalMb: number) {
  const count = Math.max(1, Math.round(totalMb / ORIGINAL_MB));
  const { app, bucket } = bucketOf('bench-seed-zip');
  for (const photoId of photoIds(count)) {
    await bucket.file(`galleries/${GALLERY}/originals/${photoId}`).save(randomBytes(ORIGINAL_MB * 1024 * 1024), { resumable: false, contentType: 'image/jpeg' });
  }
  await deleteApp(app);
  return count;
}

async function main() {
  const phase = process.argv.indexOf('--phase');
  if (phase > 0) {
    const name = process.argv[phase + 1];
    const result = name === 'renditions' ? await renditionsPhase(arg('--photos', 20)) : await zipPhase(arg('--originals', 1), arg('--run', 1));
    console.log(JSON.stringify(result));
    return;
  }

  let emulator: { stop(): Promise<void> } | undefined;
  if (!process.env.FIREBASE_STORAGE_EMULATOR_HOST) {
    const port = await freePort();
    emulator = await startStubbedStorage({ host: '127.0.0.1', port, projectId: PROJECT_ID, rulesFile: `${ROOT}storage.rules` });
    process.env.FIREBASE_STORAGE_EMULATOR_HOST = `127.0.0.1:${port}`;
    process.env.STORAGE_EMULATOR_HOST = `http://127.0.0.1:${port}`;
    console.log(`Storage emulator (firebase-tools' Node server) on 127.0.0.1:${port}`);
  }
  try {
    if (!flag('--skip-renditions')) {
      const photos = arg('--photos', 20);
      const { sourceMb } = await seedCameraOriginals(photos);
      const r = await inChild<{ times: number[]; files: number; bytes: number; peakRssMb: number }>('renditions', ['--photos', String(photos)]);
      console.log(`\nRenditions of ${photos} × 24-MP camera JPEGs (${sourceMb.join(', ')} MB originals), one at a time:`);
      console.log(`  per photo: median ${(median(r.times) / 1000).toFixed(2)} s, p95 ${(percentile(r.times, 95) / 1000).toFixed(2)} s`);
      console.log(`  ${r.files} files, ${mb(r.bytes).toFixed(1)} MB written; peak RSS of the process ${r.peakRssMb.toFixed(0)} MB`);
    }
    if (!flag('--skip-zip')) {
      const [totalMb, runs] = [arg('--zip-mb', 512), arg('--runs', 3)];
      // The emulator takes a ZIP part in one request and appends it to its blob with one write, which Node caps at 2 GiB.
      if (totalMb > EMULATOR_PART_MAX_MB) throw new Error(`--zip-mb above ${EMULATOR_PART_MAX_MB}: the Storage emulator cannot store a larger single upload`);
      const originals = await seedZipOriginals(totalMb);
      const results: Array<{ seconds: number; bytes: number; mbPerSecond: number; peakRssMb: number }> = [];
      for (let run = 1; run <= runs; run += 1) results.push(await inChild('zip', ['--originals', String(originals), '--run', String(run)]));
      console.log(`\nZIP part of ${originals} × ${ORIGINAL_MB} MB originals (${mb(results[0]!.bytes).toFixed(0)} MB), ${runs} runs:`);
      for (const r of results) console.log(`  ${r.seconds.toFixed(1)} s, ${r.mbPerSecond.toFixed(1)} MB/s, peak RSS ${r.peakRssMb.toFixed(0)} MB`);
      console.log(`  median: ${median(results.map((r) => r.mbPerSecond)).toFixed(1)} MB/s, peak RSS ${median(results.map((r) => r.peakRssMb)).toFixed(0)} MB`);
    }
  } finally {
    await emulator?.stop();
  }
}

await main();
