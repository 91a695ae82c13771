// Lighthouse benchmark of the production-like, Strapi-backed build (a measurement, not a test: it never fails on a
// score). Mobile defaults (simulated throttling), categories performance, SEO and accessibility, N runs per page in
// Debian's Chromium; prints the medians as a Markdown table and writes test-results/reports/lighthouse.json.
//
//   npm run bench:lighthouse                                  build, serve and measure (defaults below)
//   node --import tsx scripts/bench/lighthouse-bench.ts --runs 5 --pages /,/cenik
//   node --import tsx scripts/bench/lighthouse-bench.ts --skip-build            measure the existing --dist directory again
//   node --import tsx scripts/bench/lighthouse-bench.ts --build-cmd "npx vite build --outDir dist-bench"
//   node --import tsx scripts/dev/emulators/run.ts --exec "node --import tsx scripts/bench/lighthouse-bench.ts"   inside an existing emulator launcher
//
// What it does, in order (every server it starts is stopped at the end, on failure and on Ctrl-C too):
//   1. Chromium: scripts/dev/ensure-chromium.ts (Debian's package; nothing is downloaded by Lighthouse).
//   2. Firebase emulators (--emulators auto|on|off, default auto), so /rezervace's availability calendar answers:
//      when the environment already has FIRESTORE_EMULATOR_HOST (run inside `run.ts --exec`) they are used as
//      they are; otherwise `auto` starts `node --import tsx scripts/dev/emulators/run.ts` when its ports (firebase.json: 8080,
//      9099, 5001, 4400) are all free, and goes on without starting them when any is busy (that is reported in the
//      output and the JSON — the page then talks to whatever answers there, or its calendar fails).
//      `on` fails instead; `off` never starts them.
//   3. A fresh seeded Strapi (cms/test-support/strapi-test-server.mjs) on --strapi-port (1341), kept running
//      during the measurement because the pages load their content and images from it.
//   4. The build, like production, with VITE_PROFILE=emulators VITE_STRAPI_URL=http://127.0.0.1:<strapi-port>
//      VITE_SITE_URL=https://www.terezanovakova-foto.cz (VITE_SITE_URL may be overridden from the environment):
//      --build-cmd (default `npm run build -- --outDir <dist>`), --dist (default dist-bench). npm appends the
//      `-- --outDir` to the *last* command of the build script (scripts/build/build-site.ts takes it); if the build does not write <dist>/index.html but
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
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { parseArgs } from 'node:util';
import { REPO_ROOT as root } from '../script-runtime.ts';
import { drain, log } from './bench-cleanup.ts';
import { fmt, markdownTable, median, summariseRun, type PageResult, type RunSummary } from './lighthouse-report.ts';
import {
  abs,
  build,
  CATEGORIES,
  CHROME_PATH,
  ensureChromium,
  inspectHtml,
  lighthouseRun,
  lighthouseVersion,
  seconds,
  startEmulators,
  startPreview,
  startStrapi,
} from './lighthouse-stack.ts';

const DEFAULT_PAGES = ['/', '/cenik', '/portfolio', '/weddings/jana-a-petr-zamek-hluboka', '/rezervace'];

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
  console.log('usage: node --import tsx scripts/bench/lighthouse-bench.ts [--runs 3] [--pages /,/cenik] [--dist dist-bench] [--build-cmd "…"]');
  console.log('       [--skip-build] [--emulators auto|on|off] [--strapi-port 1341] [--port 4180] [--out FILE] [--lhr-dir DIR]');
  console.log('(see the header of this file)');
  process.exit(0);
}
const runs = Number(opts.runs);
const strapiPort = Number(opts['strapi-port']);
const previewPort = Number(opts.port);
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a positive integer');
if (!['auto', 'on', 'off'].includes(opts.emulators ?? '')) throw new Error('--emulators must be auto, on or off');
const pages = opts.pages ? opts.pages.split(',').map((p) => p.trim()).filter(Boolean) : DEFAULT_PAGES;
const dist = opts.dist ?? 'dist-bench';
const buildCmd = opts['build-cmd'] ?? `npm run build -- --outDir ${dist}`;
const origin = `http://127.0.0.1:${previewPort}`;
const strapiUrl = `http://127.0.0.1:${strapiPort}`;
const buildEnv = {
  VITE_PROFILE: 'emulators',
  VITE_STRAPI_URL: strapiUrl,
  VITE_SITE_URL: process.env.VITE_SITE_URL ?? 'https://www.terezanovakova-foto.cz',
};

const started = Date.now();

// On a signal the cleanups run at once (which also makes the step in progress fail); main() then stops at its next
// check and the rest is drained.
let interrupted = false;
const checkInterrupted = () => {
  if (interrupted) throw new Error('interrupted');
};
// Killing Chromium under a running Lighthouse leaves it with rejected promises nobody awaits: expected when stopping.
process.on('unhandledRejection', (reason) => {
  if (!interrupted) console.error(`[bench] unhandled rejection: ${reason instanceof Error ? reason.message : reason}`);
});
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
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

async function main() {
  await ensureChromium();
  const emulators = await startEmulators(opts.emulators ?? 'auto');
  checkInterrupted();
  await startStrapi(strapiPort, origin);
  checkInterrupted();
  const built = await build({ dist, buildCmd, buildEnv, skipBuild: opts['skip-build'] ?? false });
  const measured = built.dist;
  checkInterrupted();
  await startPreview(measured, previewPort, origin);
  checkInterrupted();

  const results: PageResult[] = [];
  for (const path of pages) {
    const html = await inspectHtml(origin, path);
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
      let summary: RunSummary;
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
    const keys: Array<keyof RunSummary> = ['performance', 'lcpMs', 'fcpMs', 'tbtMs', 'cls', 'speedIndexMs', 'ttiMs', 'seo', 'accessibility', 'requests', 'transferBytes'];
    result.validRuns = ok.length;
    result.median = Object.fromEntries(keys.map((key) => [key, median(ok.map((r) => r[key]))]));
    // The LCP element of the run whose LCP is the median one (closest to it for an even count).
    const byLcp = [...ok].sort((a, b) => (a.lcpMs ?? 0) - (b.lcpMs ?? 0));
    result.lcpElement = byLcp[Math.floor((byLcp.length - 1) / 2)]?.lcpElement ?? null;
    const failed = new Map<string, number | null>();
    for (const r of ok) for (const f of r.failedRequests ?? []) failed.set(f.url, f.status);
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
    build: { ...built, env: buildEnv },
    emulators,
    strapi: strapiUrl,
    origin,
    seconds: { total: totalSeconds, lighthouse: +((Date.now() - measureFrom) / 1000).toFixed(1) },
    pages: results,
    markdown: table,
  };
  const out = abs(opts.out ?? 'test-results/reports/lighthouse.json');
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, JSON.stringify(report, null, 2));

  console.log(`\nLighthouse ${report.lighthouse}, mobile, median of ${runs} run(s) per page — ${report.commit ?? ''} ${measured}/, emulators: ${emulators}\n`);
  console.log(table);
  for (const result of results) {
    if ((result.validRuns ?? 0) < runs) console.log(`\n${result.path}: only ${result.validRuns} of ${runs} runs succeeded`);
    if (result.failedRequests?.length)
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
