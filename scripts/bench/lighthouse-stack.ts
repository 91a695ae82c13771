// What the Lighthouse benchmark (lighthouse-bench.ts) starts and measures with: Chromium, the emulators, a seeded
// Strapi, the build, `vite preview` and one Lighthouse run. Everything started is stopped by bench-cleanup.ts.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { isAbsolute, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_ARGS } from '../dev/chromium.ts';
import { HOSTS } from '../dev/emulators/settings.ts';
import { portInUse, startService, waitFor } from '../dev/emulators/processes.ts';
import { startTestStrapi } from '../dev/test-strapi.ts';
import { NODE_TS, REPO_ROOT as root } from '../script-runtime.ts';
import { killGroup, log, onCleanup, runTracked, track, waitForHttp } from './bench-cleanup.ts';
import { lcpFromTrace, type Lhr, type PageResult, type TraceLcp } from './lighthouse-report.ts';

export const CATEGORIES = ['performance', 'seo', 'accessibility'];
// The project's Chromium flags (scripts/dev/chromium.ts), headless for Lighthouse's own launcher.
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];
export const CHROME_PATH = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const abs = (p: string): string => (isAbsolute(p) ? p : join(root, p));
export const seconds = (from: number): string => `${((Date.now() - from) / 1000).toFixed(1)} s`;

export async function ensureChromium(): Promise<void> {
  if (existsSync(CHROME_PATH)) return;
  const result = spawnSync(process.execPath, [...NODE_TS, join(root, 'scripts/dev/ensure-chromium.ts')], { stdio: 'inherit' });
  if (result.status !== 0 || !existsSync(CHROME_PATH)) throw new Error(`Chromium not found at ${CHROME_PATH}`);
}

/** How /rezervace's Firebase backend is provided, for the report. */
export async function startEmulators(mode: string): Promise<string> {
  if (mode === 'off') return 'off (not started)';
  if (process.env.FIRESTORE_EMULATOR_HOST) return `external (launcher env, Firestore ${process.env.FIRESTORE_EMULATOR_HOST})`;
  const busy: string[] = [];
  for (const hostPort of Object.values(HOSTS)) {
    if (await portInUse(hostPort)) busy.push(hostPort);
  }
  if (busy.length) {
    const message = `emulator ports busy (${busy.join(', ')}): not starting the emulators`;
    if (mode === 'on') throw new Error(message);
    log(`WARNING ${message} — /rezervace talks to whatever answers there (or its calendar fails)`);
    return `not started: ports busy (${busy.join(', ')})`;
  }
  const from = Date.now();
  log('starting the Firebase emulators (scripts/dev/emulators/run.ts)…');
  // The launcher's own process helpers: its own process group, its output kept for a failure message.
  const emulators = startService('emulators', process.execPath, [...NODE_TS, join(root, 'scripts/dev/emulators/run.ts')], {
    cwd: root,
    env: process.env,
    quiet: true,
  });
  void track(emulators.child, 'Firebase emulators');
  try {
    await waitFor(emulators, 'all ready', async () => emulators.lines.some((line) => line.includes('all ready')), 300_000);
  } catch (error) {
    const message = `the emulators did not start: ${error instanceof Error ? error.message : error}`;
    if (mode === 'on') throw new Error(message);
    log(`WARNING ${message}\n[bench] going on without them`);
    killGroup(emulators.child, 'SIGTERM');
    return 'not started: launcher failed';
  }
  log(`emulators ready in ${seconds(from)}`);
  return 'started by the bench (scripts/dev/emulators/run.ts)';
}

export async function startStrapi(strapiPort: number, origin: string): Promise<void> {
  if (await portInUse(`127.0.0.1:${strapiPort}`)) throw new Error(`port ${strapiPort} is busy (another Strapi?); pass --strapi-port`);
  const from = Date.now();
  log(`starting a fresh seeded Strapi on http://127.0.0.1:${strapiPort}…`);
  const strapi = await startTestStrapi({ port: strapiPort, env: { FRONTEND_URL: origin } });
  onCleanup(async () => {
    await strapi.stop();
    log('stopped Strapi');
  });
  log(`Strapi ready in ${seconds(from)}`);
}

/** Builds (unless `skipBuild`); answers what it ran and the folder to measure. */
export async function build({ dist, buildCmd, buildEnv, skipBuild }: { dist: string; buildCmd: string; buildEnv: Record<string, string>; skipBuild: boolean }) {
  if (skipBuild) {
    if (!existsSync(join(abs(dist), 'index.html'))) throw new Error(`--skip-build, but ${dist}/index.html does not exist`);
    log(`--skip-build: measuring ${dist}/ as it is`);
    return { command: null, seconds: 0, dist };
  }
  const from = Date.now();
  log(`build: ${Object.entries(buildEnv).map(([k, v]) => `${k}=${v}`).join(' ')} ${buildCmd}`);
  const code = await runTracked(buildCmd, root, buildEnv);
  if (code !== 0) throw new Error(`the build failed (exit ${code}): ${buildCmd}`);
  const fresh = (dir: string) => {
    const file = join(abs(dir), 'index.html');
    return existsSync(file) && statSync(file).mtimeMs >= from - 1000;
  };
  let measured = dist;
  if (!fresh(dist)) {
    if (dist !== 'dist' && fresh('dist')) {
      log(`WARNING the build wrote dist/, not ${dist}/ (its last step did not take --outDir?): measuring dist/`);
      measured = 'dist';
    } else {
      throw new Error(`the build did not write ${dist}/index.html; pass --build-cmd "<command>" and --dist <dir>`);
    }
  }
  log(`built ${measured}/ in ${seconds(from)}`);
  return { command: buildCmd, seconds: +((Date.now() - from) / 1000).toFixed(1), dist: measured };
}

export async function startPreview(dist: string, previewPort: number, origin: string): Promise<void> {
  if (await portInUse(`127.0.0.1:${previewPort}`)) throw new Error(`port ${previewPort} is busy; pass --port`);
  const child = spawn('npx', ['vite', 'preview', '--outDir', dist, '--host', '127.0.0.1', '--port', String(previewPort), '--strictPort'], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PREVIEW_HOSTING_HEADERS: '0' },
  });
  void track(child, 'vite preview');
  await waitForHttp(origin, 60_000, () => child.exitCode === null);
  log(`serving ${dist}/ at ${origin}`);
}

/** One plain fetch per page: warms Strapi-independent server paths and records what HTML the page arrives with. */
export async function inspectHtml(origin: string, path: string): Promise<PageResult['html']> {
  const response = await fetch(`${origin}${path}`);
  const html = await response.text();
  // Prerendered: #app arrives with markup in it (the client-rendered shell has an empty <div id="app"></div>).
  const app = html.match(/<div id="app"[^>]*>\s*(<\/div>)?/);
  return {
    status: response.status,
    htmlBytes: Buffer.byteLength(html),
    prerendered: Boolean(app) && !app?.[1],
    h1InHtml: /<h1[\s>]/.test(html),
    title: html.match(/<title[^>]*>([^<]*)<\/title>/)?.[1] ?? null,
  };
}

export function lighthouseVersion(): string | null {
  try {
    const entry = fileURLToPath(import.meta.resolve('lighthouse'));
    const pkg = join(entry.slice(0, entry.lastIndexOf('/node_modules/lighthouse/') + '/node_modules/lighthouse/'.length), 'package.json');
    return (JSON.parse(readFileSync(pkg, 'utf8')) as { version: string }).version;
  } catch {
    return null;
  }
}

/**
 * What a run needs before Lighthouse loads the page, in the Chromium it launched (on `port`): e.g. a guest's PIN typed
 * on a puppeteer page, which Lighthouse then reloads with the tab's storage kept (`flags.disableStorageReset`).
 */
export type RunPreparation = (port: number) => Promise<{ page?: unknown; flags?: Record<string, unknown> }>;

export async function lighthouseRun(url: string, prepare?: RunPreparation): Promise<{ lhr: Lhr; traceLcp: TraceLcp | null }> {
  const [{ default: lighthouse }, { launch }] = await Promise.all([import('lighthouse'), import('chrome-launcher')]);
  const chrome = await launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS, handleSIGINT: false, logLevel: 'silent' });
  let killed = false;
  const kill = async () => {
    if (killed) return;
    killed = true;
    try {
      await chrome.kill();
    } catch {
      // already gone
    }
  };
  const forget = onCleanup(kill);
  try {
    const prepared = prepare ? await prepare(chrome.port) : {};
    const flags = { port: chrome.port, output: 'json' as const, logLevel: 'error' as const, onlyCategories: CATEGORIES, ...prepared.flags };
    const result = await lighthouse(url, flags, undefined, prepared.page as Parameters<typeof lighthouse>[3]);
    if (!result?.lhr) throw new Error(`Lighthouse returned no result for ${url}`);
    const trace = (result.artifacts as { Trace?: { traceEvents?: Parameters<typeof lcpFromTrace>[0] } } | undefined)?.Trace;
    return { lhr: result.lhr as unknown as Lhr, traceLcp: lcpFromTrace(trace?.traceEvents) };
  } finally {
    await kill();
    forget();
  }
}
