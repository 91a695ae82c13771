// Compiles cms/ into dist/ when any server source is newer than the last build. A lock folder
// keeps parallel test processes (node --test runs files in parallel) from compiling at once.
import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { bundleShared } from '../scripts/bundle-shared.mjs';

const SOURCES = ['config', 'src', 'lib', 'tsconfig.json', 'package.json'];

async function newestMtime(entry) {
  const stat = await fs.stat(entry).catch(() => null);
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  const names = await fs.readdir(entry);
  const times = await Promise.all(names.map((name) => newestMtime(path.join(entry, name))));
  return Math.max(stat.mtimeMs, ...times);
}

async function withLock(lockDir, fn) {
  await fs.mkdir(path.dirname(lockDir), { recursive: true });
  const deadline = Date.now() + 180_000;
  for (;;) {
    try {
      await fs.mkdir(lockDir);
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      const stat = await fs.stat(lockDir).catch(() => null);
      // A lock left behind by a killed process is taken over after 3 minutes.
      if (stat && Date.now() - stat.mtimeMs > 180_000) await fs.rm(lockDir, { recursive: true, force: true });
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${lockDir}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  try {
    return await fn();
  } finally {
    await fs.rm(lockDir, { recursive: true, force: true });
  }
}

function run(cwd, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(output) : reject(new Error(`build failed (${code}):\n${output}`))));
  });
}

/** Makes sure dist/ holds the compiled current sources; returns true when it had to compile. */
export async function ensureBuilt(cmsDir) {
  // The shared rules first: a changed rule in ../domain rewrites lib/generated/, which makes dist/ stale.
  await bundleShared();
  const stampFile = path.join(cmsDir, 'dist', '.build-stamp');
  const isFresh = async () => {
    const built = Number(await fs.readFile(stampFile, 'utf8').catch(() => 0));
    const sources = Math.max(...(await Promise.all(SOURCES.map((s) => newestMtime(path.join(cmsDir, s))))));
    return built > sources;
  };
  if (await isFresh()) return false;

  return withLock(path.join(cmsDir, '.tmp', 'build.lock'), async () => {
    if (await isFresh()) return false; // another process built it while we waited
    const started = Date.now();
    await run(cmsDir, ['scripts/compile.mjs']);
    await fs.writeFile(stampFile, String(started));
    return true;
  });
}
