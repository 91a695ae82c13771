// `npm run build`: the browser build (with its manifest), the content pages' islands on Preact (vite.islands.config.ts,
// into the same outDir with a manifest of their own), the server build of the prerender entry, then the prerender step. The profile and every setting come from the VITE_* variables, as for `vite build`.
//   node --import tsx scripts/build/build-site.ts [--outDir dist] [--with-test-strapi PORT]
// --with-test-strapi starts a fresh seeded Strapi on PORT for the build's content (tests and benchmarks).
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT as root } from '../script-runtime.ts';
import { startTestStrapi, type TestStrapi } from '../dev/test-strapi.ts';
import { prerender } from './prerender/prerender-site.ts';

const arg = (name: string, fallback: string | undefined) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : fallback);
const outDir = arg('--outDir', 'dist') ?? 'dist';
const strapiPort = arg('--with-test-strapi', undefined);
const ssrDir = join(root, 'node_modules/.cache/prerender', outDir.replace(/[^a-z0-9-]/gi, '_'));

function vite(args: string[]) {
  const result = spawnSync('npx', ['vite', 'build', ...args], { cwd: root, stdio: 'inherit', env: process.env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const started = Date.now();
vite(['--outDir', outDir, '--manifest']);
vite(['--config', 'vite.islands.config.ts', '--outDir', outDir, '--logLevel', 'warn']);
const clientSeconds = (Date.now() - started) / 1000;
rmSync(ssrDir, { recursive: true, force: true });
vite(['--ssr', 'src/app/entry-prerender.tsx', '--outDir', ssrDir, '--logLevel', 'warn', '--emptyOutDir']);

let strapi: TestStrapi | undefined;
try {
  if (strapiPort) strapi = await startTestStrapi({ port: Number(strapiPort) });
  const { seconds } = await prerender({ outDir: join(root, outDir), ssrDir });
  console.log(
    `build: browser ${clientSeconds.toFixed(1)} s, prerender step ${((Date.now() - started) / 1000 - clientSeconds).toFixed(1)} s` +
      ` (server build${strapi ? ', Strapi start' : ''}, then ${seconds.toFixed(1)} s for content, images and pages)`,
  );
} catch (error) {
  console.error(`✗ prerender failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await strapi?.stop();
}
