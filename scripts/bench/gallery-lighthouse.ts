// `npm run bench:gallery:lighthouse`: Lighthouse (mobile, simulated throttling, like lighthouse-bench.ts) on a
// 500-photo gallery as the guest and as the couple see it, on the memory build: the demo profile's `?demo-fotek=N`
// gives its gallery N photos (src/app/composition/memory-demo.ts). A measurement, never a test: it prints the medians of
// LCP, CLS and TBT beside the issue's targets, and every thumbnail the page fetched against the 40 KB target.
//
// Each run launches a fresh Chromium, opens the gallery on a puppeteer page as a returning visitor has it (the cookie
// question answered; the guest let in and the couple signed in by the demo's `?demo-jako=host|novomanzele`), empties
// the HTTP cache, and hands that page to Lighthouse, which loads the gallery's URL again with the tab's storage kept:
// the figures are a cold load of the grid itself, not of the PIN form or the sign-in page.
//
//   npm run bench:gallery:lighthouse -- [--runs 3] [--photos 500] [--views guest,couple] [--skip-build] [--dist DIR]
//   [--port 4181] [--out FILE]. Builds the memory profile into --dist (dist-gallery-bench) unless --skip-build.
//   Run it under the stack lock on a shared machine: `flock /tmp/stack.lock npm run bench:gallery:lighthouse`.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { parseArgs } from 'node:util';
import { DEMO_GALLERY_ID, DEMO_GUEST_LINK } from '../../adapters/memory/demo-gallery';
import { csCommon } from '../../src/texts/cs-common';
import { drain, log } from './bench-cleanup.ts';
import { fmt, median, summariseRun, type Lhr, type RunSummary } from './lighthouse-report.ts';
import { abs, build, ensureChromium, lighthouseRun, seconds, startPreview, type RunPreparation } from './lighthouse-stack.ts';

const TARGETS = { lcpMs: 1500, cls: 0.02, tbtMs: 100, thumbBytes: 40 * 1024 };

const { values: opts } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    photos: { type: 'string', default: '500' },
    views: { type: 'string', default: 'guest,couple' },
    dist: { type: 'string', default: 'dist-gallery-bench' },
    'skip-build': { type: 'boolean', default: false },
    port: { type: 'string', default: '4181' },
    out: { type: 'string', default: 'test-results/reports/gallery-lighthouse.json' },
  },
});
const runs = Number(opts.runs);
const photos = Number(opts.photos);
if (!Number.isInteger(runs) || runs < 1 || !Number.isInteger(photos) || photos < 1) throw new Error('--runs and --photos take positive integers');
const origin = `http://127.0.0.1:${Number(opts.port)}`;

interface View {
  name: string;
  url: string;
  /** Opens the gallery as the person does; Lighthouse then loads `url` in the same tab. */
  enter(page: import('puppeteer-core').Page): Promise<void>;
}

/** The cookie question, answered once as a returning visitor has (kept in localStorage): it is not the grid's cost. */
async function answerCookies(page: import('puppeteer-core').Page) {
  await page.locator(`::-p-text(${csCommon.consent.reject})`).click();
}

const allViews: View[] = [
  {
    // The guest let in by the demo's switch (src/app/composition/memory-demo.ts): the fake's guest pass would not survive
    // Lighthouse's reload of the page.
    name: 'guest',
    url: `${origin}/galerie/${DEMO_GUEST_LINK}?demo-fotek=${photos}&demo-jako=host`,
    async enter(page) {
      // No cookie question: the guests' gallery loads no analytics (src/app/layouts/gallery-layout.tsx).
      await page.goto(`${origin}/galerie/${DEMO_GUEST_LINK}?demo-fotek=${photos}&demo-jako=host`);
      await page.waitForSelector('.gallery-tile');
    },
  },
  {
    // The couple signed in by the demo's switch (src/app/composition/gallery-memory.ts): its memory session would not
    // survive Lighthouse's reload of the page.
    name: 'couple',
    url: `${origin}/ucet/galerie/${DEMO_GALLERY_ID}?demo-fotek=${photos}&demo-jako=novomanzele`,
    async enter(page) {
      await page.goto(`${origin}/ucet/galerie/${DEMO_GALLERY_ID}?demo-fotek=${photos}&demo-jako=novomanzele`);
      // A hang detector, not a budget: the app shell's 500-photo gallery took over 30 s on a busy 2-core machine.
      await page.waitForSelector('.gallery-tile', { timeout: 180_000 });
      // Since the couple's gallery has the galleries' own entry it asks no cookie question; a build from before it
      // (a before/after comparison with --dist) still asks inside the app shell.
      if (await page.$(`::-p-text(${csCommon.consent.reject})`)) await answerCookies(page);
    },
  },
];
const views = allViews.filter((view) => opts.views!.split(',').includes(view.name));

function prepare(view: View): RunPreparation {
  return async (port) => {
    const { default: puppeteer } = await import('puppeteer-core');
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}`, defaultViewport: null });
    const page = await browser.newPage();
    await view.enter(page);
    // A cold load of the grid: nothing from the HTTP cache, the tab's storage (the guest's pass, the session) kept.
    const cdp = await page.createCDPSession();
    await cdp.send('Network.clearBrowserCache');
    await cdp.detach();
    return { page, flags: { disableStorageReset: true } };
  };
}

/** Every image the page fetched, by its bytes over the wire (the thumbnails of the grid's first screens). */
function images(lhr: Lhr): Array<{ url: string; bytes: number }> {
  const items = (lhr.audits['network-requests']?.details?.items ?? []) as Array<{ url: string; resourceType?: string; resourceSize?: number; transferSize?: number }>;
  return items.filter((item) => item.resourceType === 'Image').map((item) => ({ url: item.url, bytes: Math.max(item.resourceSize ?? 0, item.transferSize ?? 0) }));
}

async function main() {
  await ensureChromium();
  mkdirSync(dirname(abs(opts.out!)), { recursive: true });
  const built = await build({
    dist: opts.dist!,
    buildCmd: `node --import tsx scripts/build/build-site.ts --outDir ${opts.dist}`,
    buildEnv: { VITE_PROFILE: 'memory' },
    skipBuild: opts['skip-build'] ?? false,
  });
  await startPreview(built.dist, Number(opts.port), origin);
  const results = views.map((view) => ({ view: view.name, url: view.url, runs: [] as RunSummary[], images: new Map<string, number>() }));
  for (let run = 1; run <= runs; run += 1) {
    for (const [i, view] of views.entries()) {
      const from = Date.now();
      const { lhr, traceLcp } = await lighthouseRun(view.url, prepare(view));
      const summary = summariseRun(lhr, traceLcp);
      // The whole report beside the summary: its network and main-thread audits show the critical path.
      writeFileSync(abs(opts.out!.replace(/\.json$/, `-${view.name}-${run}.lhr.json`)), JSON.stringify(lhr));
      results[i]!.runs.push(summary);
      for (const image of images(lhr)) results[i]!.images.set(image.url, Math.max(image.bytes, results[i]!.images.get(image.url) ?? 0));
      log(
        `run ${run}/${runs} ${view.name}: LCP ${fmt(summary.lcpMs, 2, 1000)} s, FCP ${fmt(summary.fcpMs, 2, 1000)} s, TBT ${fmt(summary.tbtMs, 0)} ms, ` +
          `CLS ${fmt(summary.cls, 3)}, benchmarkIndex ${fmt(summary.benchmarkIndex, 0)}, LCP element ${summary.lcpElement?.selector ?? '–'} — ${seconds(from)}`,
      );
    }
  }
  const mark = (ok: boolean) => (ok ? '✓' : '✗');
  const rows = results.map((result) => {
    const lcp = median(result.runs.map((r) => r.lcpMs));
    const cls = median(result.runs.map((r) => r.cls));
    const tbt = median(result.runs.map((r) => r.tbtMs));
    const fcp = median(result.runs.map((r) => r.fcpMs));
    const sizes = [...result.images.values()];
    const largest = sizes.length ? Math.max(...sizes) : null;
    const over = sizes.filter((bytes) => bytes > TARGETS.thumbBytes).length;
    const benchmarkIndex = median(result.runs.map((r) => r.benchmarkIndex));
    return { view: result.view, lcpMs: lcp, fcpMs: fcp, cls, tbtMs: tbt, benchmarkIndex, images: sizes.length, largestImageBytes: largest, imagesOver40KB: over, runs: result.runs };
  });
  console.log(`\nGallery of ${photos} photos, memory build, Lighthouse mobile, median of ${runs} runs\n`);
  console.log('| view | LCP (≤ 1.5 s) | FCP | CLS (≤ 0.02) | TBT (≤ 100 ms) | benchmarkIndex | images fetched | largest (≤ 40 KB) |');
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const row of rows) {
    console.log(
      `| ${row.view} | ${fmt(row.lcpMs, 2, 1000)} s ${mark((row.lcpMs ?? Infinity) <= TARGETS.lcpMs)} | ${fmt(row.fcpMs, 2, 1000)} s | ${fmt(row.cls, 3)} ${mark((row.cls ?? Infinity) <= TARGETS.cls)} | ` +
        `${fmt(row.tbtMs, 0)} ms ${mark((row.tbtMs ?? Infinity) <= TARGETS.tbtMs)} | ${fmt(row.benchmarkIndex, 0)} | ${row.images} | ` +
        `${row.largestImageBytes == null ? '–' : `${(row.largestImageBytes / 1024).toFixed(1)} KB`} ${mark(row.imagesOver40KB === 0)} |`,
    );
  }
  const out = abs(opts.out!);
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, JSON.stringify({ date: new Date().toISOString(), photos, runs, targets: TARGETS, build: built, views: rows }, null, 2));
  console.log(`\nJSON: ${opts.out}`);
}

let code = 0;
try {
  await main();
} catch (error) {
  console.error(`[bench] ${error instanceof Error ? (error.stack ?? error.message) : error}`);
  code = 1;
} finally {
  await drain();
}
process.exit(code);
