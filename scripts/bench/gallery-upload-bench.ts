// `npm run bench:gallery:upload`: the photographer's upload path against the Storage emulator, reporting figures and
// asserting none. The desk's adapter (adapters/firebase FirebaseFileStorage: the Firebase JS SDK's resumable uploads)
// sends `--files` (100) originals of `--mb` (25) MB, UPLOAD_CONCURRENCY (3, the desk's upload queue) at a time, `--runs`
// (3) times: throughput in MB/s, the median of the runs. Then one original alone, `--runs` times as it is and
// `--runs` times with its connection cut in the middle of the file by a TCP-level proxy between the SDK and the
// emulator (tests/support/storage-fault-proxy.ts): the SDK resumes it; reported are the bytes it sent again and the
// time lost against the uncut uploads (medians), each cut upload checked byte for byte.
//   npm run bench:gallery:upload -- [--files 100] [--mb 25] [--runs 3]      quick look: --files 6 --mb 5 --runs 1
// Starts firebase-tools' Storage emulator (scripts/dev/emulators/storage-server.ts) on a free port of its own; on a
// shared machine run it under the stack lock: `flock /tmp/stack.lock npm run bench:gallery:upload`.
import { createHash, randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import 'reflect-metadata';
import { FirebaseFileStorage } from '../../adapters/firebase/firebase-file-storage';
import { UPLOAD_CONCURRENCY } from '../../src/features/gallery-desk/upload-queue-store';
import { disposeWebApps, webStartup } from '../../tests/support/emulator-support';
import { startStorageFaultProxy } from '../../tests/support/storage-fault-proxy';
import { startStubbedStorage } from '../dev/emulators/storage-server';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const MB = 1024 * 1024;

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(name);
  const value = i > 0 ? Number(process.argv[i + 1]) : fallback;
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} takes a positive number`);
  return value;
};
const files = Math.round(arg('--files', 100));
const sizeMb = arg('--mb', 25);
const runs = Math.round(arg('--runs', 3));

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const sha = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function main() {
  const emulator = await startStubbedStorage({ host: '127.0.0.1', port: await freePort(), projectId: 'demo-svatebni-fotograf', rulesFile: `${ROOT}storage.rules` });
  const proxy = await startStorageFaultProxy(emulator.url.replace('http://', ''));
  try {
    const storage = new FirebaseFileStorage(webStartup({ storage: proxy.host }));
    // One original's bytes for every file: the emulator stores each upload as its own object all the same.
    const original = new Uint8Array(randomBytes(Math.round(sizeMb * MB)));
    const upload = async (path: string) => (await storage.startUpload({ path, data: original, contentType: 'image/jpeg' })).done;

    const throughput: number[] = [];
    for (let run = 1; run <= runs; run += 1) {
      const paths = Array.from({ length: files }, (_, i) => `galleries/gal-upload-bench/originals/r${run}-${String(i).padStart(4, '0')}.jpg`);
      let next = 0;
      const from = performance.now();
      // The desk's queue keeps UPLOAD_CONCURRENCY uploads running: each worker takes the next file when one finishes.
      await Promise.all(
        Array.from({ length: UPLOAD_CONCURRENCY }, async () => {
          while (next < paths.length) await upload(paths[next++]!);
        }),
      );
      const seconds = (performance.now() - from) / 1000;
      throughput.push((files * original.length) / MB / seconds);
      console.log(`[upload] run ${run}/${runs}: ${files} × ${sizeMb} MB, ${UPLOAD_CONCURRENCY} at a time, in ${seconds.toFixed(1)} s = ${throughput.at(-1)!.toFixed(1)} MB/s`);
      for (const path of paths) await storage.remove(path);
    }

    const alone: number[] = [];
    const cut: number[] = [];
    const resent: number[] = [];
    for (let run = 1; run <= runs; run += 1) {
      const plain = `galleries/gal-upload-bench/originals/alone-${run}.jpg`;
      let from = performance.now();
      const before = proxy.bytesReceived;
      await upload(plain);
      alone.push((performance.now() - from) / 1000);
      const plainExtra = proxy.bytesReceived - before - original.length;

      const dropped = `galleries/gal-upload-bench/originals/cut-${run}.jpg`;
      const drops = proxy.dropped;
      const sent = proxy.bytesReceived;
      proxy.dropOnce(dropped, Math.floor(original.length / 2));
      from = performance.now();
      await upload(dropped);
      cut.push((performance.now() - from) / 1000);
      resent.push(proxy.bytesReceived - sent - original.length);
      if (proxy.dropped !== drops + 1) throw new Error('the proxy did not cut the upload: the figures would be of an uncut one');
      if (sha(await storage.read(dropped)) !== sha(original)) throw new Error('the resumed upload is not byte-identical to the original');
      console.log(
        `[upload] one file alone ${alone.at(-1)!.toFixed(2)} s (${plainExtra} bytes over its size); cut mid-file and resumed ` +
          `${cut.at(-1)!.toFixed(2)} s, ${(resent.at(-1)! / MB).toFixed(2)} MB sent again, byte-identical`,
      );
      await storage.remove(plain);
      await storage.remove(dropped);
    }

    console.log(`\nUpload to the Storage emulator through the SDK's resumable uploads, medians of ${runs} run(s)\n`);
    console.log('| measure | median |');
    console.log('| --- | --- |');
    console.log(`| throughput, ${files} × ${sizeMb} MB, ${UPLOAD_CONCURRENCY} at a time | ${median(throughput).toFixed(1)} MB/s |`);
    console.log(`| one ${sizeMb} MB file alone | ${median(alone).toFixed(2)} s |`);
    console.log(`| the same, connection cut at its middle byte, resumed | ${median(cut).toFixed(2)} s |`);
    console.log(`| time lost to the cut | ${(median(cut) - median(alone)).toFixed(2)} s |`);
    console.log(`| bytes sent again after the cut | ${(median(resent) / MB).toFixed(2)} MB |`);
  } finally {
    await disposeWebApps();
    await proxy.close();
    await emulator.stop();
  }
}

try {
  await main();
  process.exit(0);
} catch (error) {
  console.error(`[upload] ${error instanceof Error ? (error.stack ?? error.message) : error}`);
  process.exit(1);
}
