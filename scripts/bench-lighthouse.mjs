#!/usr/bin/env node
// Lighthouse benchmark of the production-like, Strapi-backed build (a measurement, not a test: it never fails on a
// score). Mobile defaults (simulated throttling), categories performance, SEO and accessibility, N runs per page in
// Debian's Chromium; prints the medians as a Markdown table and writes test-results/reports/lighthouse.json.
//
//   npm run bench:lighthouse                                  build, serve and measure (defaults below)
//   node scripts/bench-lighthouse.mjs --runs 5 --pages /,/cenik
//   node scripts/bench-lighthouse.mjs --skip-build            measure the existing --dist directory again
//   node scripts/bench-lighthouse.mjs --build-cmd "npx vite build --outDir dist-bench"
//   node scripts/emulators/run.mjs --exec "node scripts/bench-lighthouse.mjs"   inside an existing emulator launcher
//
// What it does, in order (every server it starts is stopped at the end, on failure and on Ctrl-C too):
//   1. Chromium: scripts/ensure-chromium.mjs (Debian's package; nothing is downloaded by Lighthouse).
//   2. Firebase emulators (--emulators auto|on|off, default auto), so /rezervace's availability calendar answers:
//      when the environment already has FIRESTORE_EMULATOR_HOST (run inside `run.mjs --exec`) they are used as
//      they are; otherwise `auto` starts `node scripts/emulators/run.mjs` when its ports (firebase.json: 8080,
//      9099, 5001, 4400) are all free, and goes on without starting them when any is busy (that is reported in the
//      output and the JSON — the page then talks to whatever answers there, or its calendar fails).
//      `on` fails instead; `off` never starts them.
//   3. A fresh seeded Strapi (cms/test-support/strapi-test-server.mjs) on --strapi-port (1341), kept running
//      during the measurement because the pages load their content and images from it.
//   4. The build, like production, with VITE_PROFILE=emulators VITE_STRAPI_URL=http://127.0.0.1:<strapi-port>
//      VITE_SITE_URL=https://www.terezanovakova-foto.cz (VITE_SITE_URL may be overridden from the environment):
//      --build-cmd (default `npm run build -- --outDir <dist>`), --dist (default dist-bench). npm appends the
//      `-- --outDir` to the *last* command of the build script (scripts/build-site.mjs takes it); if the build does not write <dist>/index.html but
//      writes dist/index.html, the bench measures dist/ and says so. If neither, it stops: pass --build-cmd/--dist.
//      --skip-build measures <dist> as it is (built against the same Strapi port; note that every fresh Strapi seed
//      gives its uploads new hashed names, so a prerendered page that links /uploads/… of an older seed would 404).
//      The build needs no emulator variables: the emulators profile defaults to firebase.json's ports.
//   5. `npx vite preview --outDir <dist> --host 127.0.0.1 --port <port> --strictPort` (4180), with
//      PREVIEW_HOSTING_HEADERS=0 (the production CSP does not allow a local Strapi). Before measuring, each page's
//      HTML is fetched once (warms the servers; records its size and whether #app arrives prerendered).
//   6. Lighthouse (Node API, fresh Chromium profile per run) round-robin over the pages, --runs times (3).
//      Per page: median performance score, LCP, FCP, TBT, CLS, Speed Index, SEO and accessibility score, each metric
//      its own median; the LCP element of the run with the median LCP (selector from Lighthouse, the painted image's
//      URL from the trace, its bytes from the network requests); failed requests (e.g. the calendar without emulators).
//
// Options: --runs N, --pages /a,/b, --dist DIR, --build-cmd "CMD", --skip-build, --emulators auto|on|off,
//          --strapi-port N, --port N, --out FILE (JSON), --lhr-dir DIR (also keep every full Lighthouse report).
// Env: CHROME_PATH (default /usr/bin/chromium, or CHROMIUM_PATH), VITE_SITE_URL.
// One run with the defaults took ~2.5-3 min on a 2-core machine at 2a018cb (emulators ~15 s, Strapi ~15 s, client
// build ~10-20 s, 15 Lighthouse runs ~8 s each); a prerendering build adds its own time. dist-bench/ is build output
// (ignore it in git). Figures vary run to run by a few points / ~0.1-0.2 s: compare medians, on a quiet machine.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, isAbsolute, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { CHROMIUM_ARGS } from './chromium.mjs';
import { portInUse, startService, waitFor } from './emulators/processes.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

const DEFAULT_PAGES = ['/', '/cenik', '/portfolio', '/weddings/jana-a-petr-zamek-hluboka', '/rezervace'];
const CATEGORIES = ['performance', 'seo', 'accessibility'];
// The project's Chromium flags (scripts/chromium.mjs), headless for Lighthouse's own launcher.
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];

const { values: opts } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    pages: { type: 'string' },
    dist: { type: 'string', default: 'dist-bench' },
    'build-cmd': { type: 'string' },
    'skip-build': { type: 'boolean', default: false },
    emulators: { type: 'string', default: 'auto' },
    'strapi-port': { type: 'string', default: '1341' },
    port: { type: 'string', default: '4180' },
    out: { type: 'string', default: 'test-results/reports/lighthouse.json' },
    'lhr-dir': { type: 'string' },
    help: { type: 'boolean', short: 'h', default: false },
  },
});
if (opts.help) {
  console.log('usage: node scripts/bench-lighthouse.mjs [--runs 3] [--pages /,/cenik] [--dist dist-bench] [--build-cmd "…"]');
  console.log('       [--skip-build] [--emulators auto|on|off] [--strapi-port 1341] [--port 4180] [--out FILE] [--lhr-dir DIR]');
  console.log('(see the header of this file)');
  process.exit(0);
}
const runs = Number(opts.runs);
const strapiPort = Number(opts['strapi-port']);
const previewPort = Number(opts.port);
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a positive integer');
if (!['auto', 'on', 'off'].includes(opts.emulators)) throw new Error('--emulators must be auto, on or off');
const pages = opts.pages ? opts.pages.split(',').map((p) => p.trim()).filter(Boolean) : DEFAULT_PAGES;
const abs = (p) => (isAbsolute(p) ? p : join(root, p));
let dist = opts.dist;
const buildCmd = opts['build-cmd'] ?? `npm run build -- --outDir ${dist}`;
const origin = `http://127.0.0.1:${previewPort}`;
const strapiUrl = `http://127.0.0.1:${strapiPort}`;
const buildEnv = {
  VITE_PROFILE: 'emulators',
  VITE_STRAPI_URL: strapiUrl,
  VITE_SITE_URL: process.env.VITE_SITE_URL ?? 'https://www.terezanovakova-foto.cz',
};
const CHROME_PATH = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const started = Date.now();
const seconds = (from) => `${((Date.now() - from) / 1000).toFixed(1)} s`;
const log = (message) => console.log(`[bench] ${message}`);

// ---------------------------------------------------------------------------------------------------------------
// Everything started here is registered and stopped in reverse order, whatever happens. On a signal, the cleanups run
// at once (which also makes the step in progress fail); main() then stops at its next check and the rest is drained.
const cleanups = [];
let draining = null;
function drain() {
  draining ??= (async () => {
    while (cleanups.length) {
      const fn = cleanups.pop();
      try {
        await fn();
      } catch (error) {
        console.error(`[bench] cleanup: ${error instanceof Error ? error.message : error}`);
      }
    }
    draining = null;
  })();
  return draining;
}
let interrupted = false;
const checkInterrupted = () => {
  if (interrupted) throw new Error('interrupted');
};
// Killing Chromium under a running Lighthouse leaves it with rejected promises nobody awaits: expected when stopping.
process.on('unhandledRejection', (reason) => {
  if (!interrupted) console.error(`[bench] unhandled rejection: ${reason instanceof Error ? reason.message : reason}`);
});
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (interrupted) {
      console.error(`[bench] second ${signal}: exiting now`);
      process.exit(130);
    }
    interrupted = true;
    console.error(`\n[bench] ${signal}: stopping everything I started…`);
    void drain();
    // Whatever is still starting (e.g. Strapi's boot) is stopped when main() gets there; never hang for ever.
    setTimeout(() => process.exit(130), 90_000).unref();
  });
}

function killGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

/** A detached child (its own process group) whose whole group is stopped by cleanup: SIGTERM, SIGKILL after 15 s. */
function track(child, name) {
  const exited = new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
  cleanups.push(async () => {
    if (child.exitCode === null && child.signalCode === null) {
      killGroup(child, 'SIGTERM');
      const timer = setTimeout(() => killGroup(child, 'SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
      log(`stopped ${name}`);
    }
  });
  return exited;
}

async function waitForHttp(url, timeoutMs, alive = () => true) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!alive()) throw new Error(`the server for ${url} exited`);
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(3000) })).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no answer from ${url} within ${timeoutMs / 1000} s`);
}

/** Runs a shell command to completion (own group, so cleanup can stop it), inheriting output. */
function runCommand(command, env) {
  const child = spawn(command, { cwd: root, shell: true, stdio: 'inherit', detached: true, env: { ...process.env, ...env } });
  const exited = track(child, command);
  return exited.then(() => child.exitCode ?? 1);
}

// ---------------------------------------------------------------------------------------------------------------
async function ensureChromium() {
  if (existsSync(CHROME_PATH)) return;
  const result = spawnSync(process.execPath, [join(root, 'scripts/ensure-chromium.mjs')], { stdio: 'inherit' });
  if (result.status !== 0 || !existsSync(CHROME_PATH)) throw new Error(`Chromium not found at ${CHROME_PATH}`);
}

/** @returns {Promise<string>} how /rezervace's Firebase backend is provided, for the report */
async function startEmulators() {
  if (opts.emulators === 'off') return 'off (not started)';
  if (process.env.FIRESTORE_EMULATOR_HOST) return `external (launcher env, Firestore ${process.env.FIRESTORE_EMULATOR_HOST})`;
  const { HOSTS } = await import(join(root, 'scripts/emulators/settings.mjs'));
  const hostPorts = Object.values(HOSTS);
  const busy = [];
  for (const hostPort of hostPorts) {
    if (await portInUse(hostPort)) busy.push(hostPort);
  }
  if (busy.length) {
    const message = `emulator ports busy (${busy.join(', ')}): not starting the emulators`;
    if (opts.emulators === 'on') throw new Error(message);
    log(`WARNING ${message} — /rezervace talks to whatever answers there (or its calendar fails)`);
    return `not started: ports busy (${busy.join(', ')})`;
  }
  const from = Date.now();
  log('starting the Firebase emulators (scripts/emulators/run.mjs)…');
  // The launcher's own process helpers: its own process group, its output kept for a failure message.
  const emulators = startService('emulators', process.execPath, [join(root, 'scripts/emulators/run.mjs')], { cwd: root, env: process.env, quiet: true });
  track(emulators.child, 'Firebase emulators');
  try {
    await waitFor(emulators, 'all ready', async () => emulators.lines.some((line) => line.includes('all ready')), 300_000);
  } catch (error) {
    const message = `the emulators did not start: ${error instanceof Error ? error.message : error}`;
    if (opts.emulators === 'on') throw new Error(message);
    log(`WARNING ${message}\n[bench] going on without them`);
    killGroup(emulators.child, 'SIGTERM');
    return 'not started: launcher failed';
  }
  log(`emulators ready in ${seconds(from)}`);
  return 'started by the bench (scripts/emulators/run.mjs)';
}

async function startStrapi() {
  if (await portInUse(`127.0.0.1:${strapiPort}`)) throw new Error(`port ${strapiPort} is busy (another Strapi?); pass --strapi-port`);
  const from = Date.now();
  log(`starting a fresh seeded Strapi on ${strapiUrl}…`);
  const { startTestStrapi } = await import(join(root, 'cms/test-support/strapi-test-server.mjs'));
  const strapi = await startTestStrapi({ port: strapiPort, env: { FRONTEND_URL: origin } });
  cleanups.push(async () => {
    await strapi.stop();
    log('stopped Strapi');
  });
  log(`Strapi ready in ${seconds(from)}`);
}

async function build() {
  if (opts['skip-build']) {
    if (!existsSync(join(abs(dist), 'index.html'))) throw new Error(`--skip-build, but ${dist}/index.html does not exist`);
    log(`--skip-build: measuring ${dist}/ as it is`);
    return { command: null, seconds: 0 };
  }
  const from = Date.now();
  log(`build: ${Object.entries(buildEnv).map(([k, v]) => `${k}=${v}`).join(' ')} ${buildCmd}`);
  const code = await runCommand(buildCmd, buildEnv);
  if (code !== 0) throw new Error(`the build failed (exit ${code}): ${buildCmd}`);
  const fresh = (dir) => {
    const file = join(abs(dir), 'index.html');
    return existsSync(file) && statSync(file).mtimeMs >= from - 1000;
  };
  if (!fresh(dist)) {
    if (dist !== 'dist' && fresh('dist')) {
      log(`WARNING the build wrote dist/, not ${dist}/ (its last step did not take --outDir?): measuring dist/`);
      dist = 'dist';
    } else {
      throw new Error(`the build did not write ${dist}/index.html; pass --build-cmd "<command>" and --dist <dir>`);
    }
  }
  log(`built ${dist}/ in ${seconds(from)}`);
  return { command: buildCmd, seconds: +((Date.now() - from) / 1000).toFixed(1) };
}

async function startPreview() {
  if (await portInUse(`127.0.0.1:${previewPort}`)) throw new Error(`port ${previewPort} is busy; pass --port`);
  const child = spawn('npx', ['vite', 'preview', '--outDir', dist, '--host', '127.0.0.1', '--port', String(previewPort), '--strictPort'], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PREVIEW_HOSTING_HEADERS: '0' },
  });
  track(child, 'vite preview');
  await waitForHttp(origin, 60_000, () => child.exitCode === null);
  log(`serving ${dist}/ at ${origin}`);
}

/** One plain fetch per page: warms Strapi-independent server paths and records what HTML the page arrives with. */
async function inspectHtml(path) {
  const response = await fetch(`${origin}${path}`);
  const html = await response.text();
  // Prerendered: #app arrives with markup in it (the client-rendered shell has an empty <div id="app"></div>).
  const app = html.match(/<div id="app"[^>]*>\s*(<\/div>)?/);
  return {
    status: response.status,
    htmlBytes: Buffer.byteLength(html),
    prerendered: Boolean(app) && !app[1],
    h1InHtml: /<h1[\s>]/.test(html),
    title: html.match(/<title[^>]*>([^<]*)<\/title>/)?.[1] ?? null,
  };
}

// ---------------------------------------------------------------------------------------------------------------
const median = (values) => {
  const sorted = values.filter((v) => typeof v === 'number' && Number.isFinite(v)).sort((a, b) => a - b);
  if (!sorted.length) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const score = (lhr, id) => (lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100));
const numeric = (lhr, id) => lhr.audits[id]?.numericValue ?? null;

/** The final LCP candidate of the page, from the trace: its type, and for an image the URL the browser actually
 * painted (`LargestImagePaint::Candidate.imageUrl` of the same DOM node — the `src` attribute is not necessarily what
 * it picked from `srcset`). */
function lcpFromTrace(traceEvents) {
  let lcp = null;
  const images = new Map();
  for (const event of traceEvents ?? []) {
    const data = event.args?.data;
    if (!data?.isOutermostMainFrame) continue;
    if (event.name === 'largestContentfulPaint::Candidate') lcp = data;
    else if (event.name === 'LargestImagePaint::Candidate' && data.imageUrl) images.set(data.DOMNodeId, data.imageUrl);
  }
  if (!lcp) return null;
  return { type: lcp.type ?? null, nodeName: lcp.nodeName ?? null, size: lcp.size ?? null, imageUrl: images.get(lcp.nodeId) ?? null };
}

/** Lighthouse 13 names the LCP element in the `lcp-breakdown-insight` audit (a node item next to the table of
 * subparts: TTFB, resource load delay, load duration, render delay); the image request comes from the trace. */
function lcpElement(lhr, traceLcp) {
  const items = (audit) => {
    const details = lhr.audits[audit]?.details;
    return details?.type === 'list' ? details.items : details ? [details] : [];
  };
  let node = null;
  let phasesMs = null;
  for (const item of [...items('lcp-breakdown-insight'), ...items('largest-contentful-paint-element')]) {
    if (item?.type === 'node') node ??= item;
    for (const row of item?.type === 'table' ? item.items : []) {
      if (row?.node?.type === 'node') node ??= row.node;
      if (row?.subpart && typeof row.duration === 'number') (phasesMs ??= {})[row.subpart] = Math.round(row.duration);
    }
  }
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const url = traceLcp?.imageUrl ?? null;
  const request = url ? requests.find((r) => r.url === url) : undefined;
  const kind = traceLcp?.type ?? (node ? (/^<(img|image|video)\b/i.test(node.snippet ?? '') ? 'image' : 'text') : null);
  return {
    selector: node?.selector ?? null,
    label: node?.nodeLabel ?? null,
    snippet: node?.snippet ?? null,
    kind,
    url,
    transferBytes: request?.transferSize ?? null,
    resourceBytes: request?.resourceSize ?? null,
    mimeType: request?.mimeType ?? null,
    phasesMs,
  };
}

function summariseRun(lhr, traceLcp) {
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const transfer = requests.reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
  return {
    performance: score(lhr, 'performance'),
    seo: score(lhr, 'seo'),
    accessibility: score(lhr, 'accessibility'),
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    fcpMs: numeric(lhr, 'first-contentful-paint'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    speedIndexMs: numeric(lhr, 'speed-index'),
    ttiMs: numeric(lhr, 'interactive'),
    requests: requests.length,
    transferBytes: transfer,
    failedRequests: requests
      .filter((r) => r.statusCode >= 400 || r.statusCode < 0 || r.statusCode == null)
      .map((r) => ({ url: r.url, status: r.statusCode ?? null })),
    lcpElement: lcpElement(lhr, traceLcp),
    failedAudits: Object.entries(lhr.audits)
      .filter(([id, a]) => a.score === 0 && a.scoreDisplayMode === 'binary' && id !== 'largest-contentful-paint-element')
      .map(([id]) => id),
    runWarnings: lhr.runWarnings ?? [],
    runtimeError: lhr.runtimeError?.message ?? null,
  };
}

function lighthouseVersion() {
  try {
    const entry = fileURLToPath(import.meta.resolve('lighthouse'));
    const pkg = join(entry.slice(0, entry.lastIndexOf('/node_modules/lighthouse/') + '/node_modules/lighthouse/'.length), 'package.json');
    return JSON.parse(readFileSync(pkg, 'utf8')).version;
  } catch {
    return null;
  }
}

async function lighthouseRun(url) {
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
  cleanups.push(kill);
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES });
    if (!result?.lhr) throw new Error(`Lighthouse returned no result for ${url}`);
    return { lhr: result.lhr, traceLcp: lcpFromTrace(result.artifacts?.Trace?.traceEvents) };
  } finally {
    await kill();
    cleanups.splice(cleanups.indexOf(kill), 1);
  }
}

// ---------------------------------------------------------------------------------------------------------------
const fmt = (value, digits, scale = 1) => (value == null ? '–' : (value / scale).toFixed(digits));
const kb = (bytes) => (bytes == null ? '' : ` (${(bytes / 1024).toFixed(0)} KB)`);
function lcpLabel(element) {
  if (!element?.kind) return '–';
  const where = (element.selector ?? element.label ?? '?').split(' > ').slice(-2).join(' > ');
  if (element.url) {
    const name = new URL(element.url).pathname.split('/').pop();
    return `${where}: ${name}${kb(element.transferBytes)}`;
  }
  return `${where} (${element.kind})`;
}

function markdownTable(results) {
  const lines = [
    '| page | perf | LCP s | FCP s | TBT ms | CLS | SI s | SEO | a11y | LCP element (bytes) | prerendered |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- | :---: |',
  ];
  for (const r of results) {
    const m = r.median;
    lines.push(
      `| ${r.path} | ${fmt(m.performance, 0)} | ${fmt(m.lcpMs, 2, 1000)} | ${fmt(m.fcpMs, 2, 1000)} | ${fmt(m.tbtMs, 0)} | ` +
        `${fmt(m.cls, 3)} | ${fmt(m.speedIndexMs, 2, 1000)} | ${fmt(m.seo, 0)} | ${fmt(m.accessibility, 0)} | ` +
        `${lcpLabel(r.lcpElement).replaceAll('|', '\\|')} | ${r.html?.prerendered ? 'yes' : 'no'} |`,
    );
  }
  return lines.join('\n');
}

async function main() {
  await ensureChromium();
  const emulators = await startEmulators();
  checkInterrupted();
  await startStrapi();
  checkInterrupted();
  const built = await build();
  checkInterrupted();
  await startPreview();
  checkInterrupted();

  const results = [];
  for (const path of pages) {
    const html = await inspectHtml(path);
    if (html.status !== 200) log(`WARNING ${path} answers ${html.status}`);
    results.push({ path, url: `${origin}${path}`, html, runs: [] });
  }

  const lhrDir = opts['lhr-dir'] ? abs(opts['lhr-dir']) : null;
  if (lhrDir) mkdirSync(lhrDir, { recursive: true });
  const measureFrom = Date.now();
  // Round-robin (run 1 of every page, then run 2, …): a slow moment of the machine does not hit one page only.
  for (let run = 1; run <= runs; run += 1) {
    for (const result of results) {
      const from = Date.now();
      let summary;
      try {
        const { lhr, traceLcp } = await lighthouseRun(result.url);
        summary = summariseRun(lhr, traceLcp);
        if (lhrDir) writeFileSync(join(lhrDir, `${result.path.replace(/[^a-z0-9]+/gi, '_') || '_'}-${run}.json`), JSON.stringify(lhr));
      } catch (error) {
        if (interrupted) throw error;
        summary = { runtimeError: error instanceof Error ? error.message : String(error) };
      }
      result.runs.push(summary);
      log(
        `run ${run}/${runs} ${result.path}: ` +
          (summary.runtimeError && summary.performance == null
            ? `ERROR ${summary.runtimeError}`
            : `perf ${summary.performance}, LCP ${fmt(summary.lcpMs, 2, 1000)} s, FCP ${fmt(summary.fcpMs, 2, 1000)} s, ` +
              `TBT ${fmt(summary.tbtMs, 0)} ms, CLS ${fmt(summary.cls, 3)}` +
              (summary.runtimeError ? ` (${summary.runtimeError})` : '')) +
          ` — ${seconds(from)}`,
      );
    }
  }

  for (const result of results) {
    const ok = result.runs.filter((r) => r.performance != null && !r.runtimeError);
    const keys = ['performance', 'lcpMs', 'fcpMs', 'tbtMs', 'cls', 'speedIndexMs', 'ttiMs', 'seo', 'accessibility', 'requests', 'transferBytes'];
    result.validRuns = ok.length;
    result.median = Object.fromEntries(keys.map((key) => [key, median(ok.map((r) => r[key]))]));
    // The LCP element of the run whose LCP is the median one (closest to it for an even count).
    const byLcp = [...ok].sort((a, b) => a.lcpMs - b.lcpMs);
    result.lcpElement = byLcp.length ? byLcp[Math.floor((byLcp.length - 1) / 2)].lcpElement : null;
    const failed = new Map();
    for (const r of ok) for (const f of r.failedRequests) failed.set(f.url, f.status);
    result.failedRequests = [...failed].map(([url, status]) => ({ url, status }));
  }

  const table = markdownTable(results);
  const totalSeconds = +((Date.now() - started) / 1000).toFixed(1);
  const report = {
    date: new Date().toISOString(),
    commit: spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).stdout.trim() || null,
    lighthouse: lighthouseVersion(),
    chromium: spawnSync(CHROME_PATH, ['--version'], { encoding: 'utf8' }).stdout.trim().split('\n')[0] || null,
    settings: { formFactor: 'mobile', throttling: 'simulated (Lighthouse defaults)', categories: CATEGORIES, runs },
    build: { ...built, dist, env: buildEnv },
    emulators,
    strapi: strapiUrl,
    origin,
    seconds: { total: totalSeconds, lighthouse: +((Date.now() - measureFrom) / 1000).toFixed(1) },
    pages: results,
    markdown: table,
  };
  const out = abs(opts.out);
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, JSON.stringify(report, null, 2));

  console.log(`\nLighthouse ${report.lighthouse}, mobile, median of ${runs} run(s) per page — ${report.commit ?? ''} ${dist}/, emulators: ${emulators}\n`);
  console.log(table);
  for (const result of results) {
    if (result.validRuns < runs) console.log(`\n${result.path}: only ${result.validRuns} of ${runs} runs succeeded`);
    if (result.failedRequests.length)
      console.log(`\n${result.path}: failed requests: ${result.failedRequests.map((f) => `${f.url} (${f.status})`).join(', ')}`);
  }
  console.log(`\nJSON: ${relative(process.cwd(), out) || out}; Lighthouse ${report.seconds.lighthouse} s, total ${totalSeconds} s`);
}

let code = 0;
try {
  await main();
} catch (error) {
  if (!interrupted) {
    console.error(`[bench] ${error instanceof Error ? (error.stack ?? error.message) : error}`);
    code = 1;
  }
} finally {
  await drain();
}
process.exit(interrupted ? 130 : code);
