// The photographer's desk in a busy season: 10,000 bookings (4,000 open requests, desk-seed.ts) written into the
// Firestore emulator with firebase-admin, the emulators-profile production build served by `vite preview`, and
// Debian's Chromium (Playwright library) signing in as the seeded admin. Measured per run, in a fresh browser context:
// - sign-in → the first 50 rows of /admin/bookings visible (the click on "Přihlásit" to the 50th table row);
// - a filtered search (status "new" + a surname) → its rows shown and the list no longer loading;
// - sign-in at /admin/login (no ?next: the desk's home) → the home's agenda shown (its first card item);
// with the Firestore HTTP requests the page made in each phase. 5 runs (BENCH_RUNS), medians and p95;
// BENCH_DESK_PHASES=home (or list) measures one part only. Run inside the launcher, under the stack lock:
//   npm run bench:desk   (= node --import tsx scripts/dev/emulators/run.ts --no-strapi --exec "node --import tsx scripts/bench/desk-bench.ts")
import { spawnSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { initializeApp } from 'firebase-admin/app';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { chromium, type Page } from 'playwright';
import { matchesSearch } from '../../domain/booking/search';
import { BOOKINGS, toBookingDocument } from '../../ports/wire/firestore-documents';
import { csAdmin } from '../../src/texts/cs-admin';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../dev/chromium.ts';
import { httpOk, startService, stopAll, waitFor } from '../dev/emulators/processes.ts';
import { REPO_ROOT as root } from '../script-runtime.ts';
import { deskSeason } from './desk-seed.ts';
import { traceMark, traceRequests } from './desk-trace.ts';
import { formatMs, percentile } from './bench-stats.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const PORT = Number(process.env.BENCH_DESK_PORT ?? 4178);
const SEARCH = { status: 'new', text: 'novakova' } as const;
const ADMIN = { email: 'fotograf@example.cz', password: 'Fotograf2027' };
// BENCH_DESK_TRACE=1 prints every request of each run (start and end after the click, what it asked): where the time goes.
const TRACE = process.env.BENCH_DESK_TRACE === '1';
const PHASES = new Set((process.env.BENCH_DESK_PHASES ?? 'list,home').split(','));
const firestoreHost = process.env.FIRESTORE_EMULATOR_HOST;
if (!firestoreHost) {
  console.error('Run inside the emulator launcher: npm run bench:desk');
  process.exit(2);
}
const log = (message: string) => console.log(`[desk-bench] ${message}`);
const load = () => loadavg().map((l) => l.toFixed(2)).join(' / ');

// 1. The season, in batches of 500 (Firestore's batch limit), once per run of the bench.
const season = deskSeason();
const db = getFirestore(initializeApp({ projectId: process.env.GCLOUD_PROJECT ?? 'demo-svatebni-fotograf' }, 'desk-bench'));
let started = Date.now();
for (let i = 0; i < season.length; i += 500) {
  const batch = db.batch();
  for (const b of season.slice(i, i + 500)) batch.set(db.collection(BOOKINGS).doc(b.id), toBookingDocument(b, (iso) => Timestamp.fromDate(new Date(iso))));
  await batch.commit();
}
const total = (await db.collection(BOOKINGS).count().get()).data().count;
const open = (await db.collection(BOOKINGS).where('status', '==', 'new').count().get()).data().count;
log(`seeded ${season.length} bookings in ${((Date.now() - started) / 1000).toFixed(1)} s: ${total} in Firestore, ${open} open requests`);
const expectedRows = Math.min(50, season.filter((b) => b.status === SEARCH.status && matchesSearch(b, SEARCH.text)).length);

// 2. The production build of the emulators profile (the browser part; the desk is no prerendered page).
const outDir = process.env.BENCH_DESK_OUT ?? join(root, 'node_modules/.cache/desk-bench');
if (!process.env.BENCH_SKIP_BUILD) {
  started = Date.now();
  const build = spawnSync('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, VITE_PROFILE: 'emulators' },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
  log(`built the emulators profile in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
const site = `http://127.0.0.1:${PORT}`;
const preview = startService('preview', 'npx', ['vite', 'preview', '--outDir', outDir, '--host', '127.0.0.1', '--port', String(PORT), '--strictPort'], {
  cwd: root,
  env: { ...process.env, PREVIEW_HOSTING_HEADERS: '0' },
  quiet: true,
});
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });

async function stop(code: number): Promise<never> {
  await browser.close().catch(() => undefined);
  await stopAll();
  process.exit(code);
}

/** Counts the page's requests to the Firestore emulator (queries, WebChannel writes and polls, count aggregations). */
function firestoreRequests(page: Page): { take(): number } {
  let count = 0;
  page.on('request', (request) => {
    if (request.url().includes(firestoreHost!)) count += 1;
  });
  if (TRACE) traceRequests(page);
  return {
    take() {
      const taken = count;
      count = 0;
      return taken;
    },
  };
}

async function signInAt(page: Page, path: string) {
  await page.goto(`${site}${path}`);
  await page.getByLabel(csAdmin.email, { exact: true }).fill(ADMIN.email);
  await page.getByLabel(csAdmin.password, { exact: true }).fill(ADMIN.password);
}

/**
 * Sign-in → the home's agenda: the route loader renders every card at once, so its first item means all are in. A
 * read that fails shows the page's error alert instead: that run is counted as failed (with its message), not timed.
 */
async function measureHome(): Promise<{ home: number; homeRequests: number; items: number; failure?: string }> {
  const context = await browser.newContext({ locale: 'cs-CZ', timezoneId: 'Europe/Prague', viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const requests = firestoreRequests(page);
  await signInAt(page, '/admin/login');
  requests.take();
  const from = performance.now();
  if (TRACE) traceMark('home sign-in');
  await page.getByRole('button', { name: csAdmin.signIn }).click();
  const agendaOrError = page.locator('.desk-agenda .desk-agenda__item, .desk-page > .ui-alert--error').first();
  await agendaOrError.waitFor({ state: 'visible', timeout: 180_000 });
  const home = performance.now() - from;
  const failure = (await agendaOrError.evaluate((el) => (el.classList.contains('ui-alert') ? el.textContent : null))) ?? undefined;
  await page.waitForLoadState('networkidle').catch(() => undefined);
  const homeRequests = requests.take();
  const items = await page.locator('.desk-agenda .desk-agenda__item').count();
  await context.close();
  return { home, homeRequests, items, ...(failure ? { failure } : {}) };
}

const tableRows = (page: Page) => page.locator('table.ui-table tbody tr');
const settled = async (page: Page) => (await page.locator('.desk-list__loading').textContent())?.trim() === '';

interface Sample {
  signIn: number;
  signInRequests: number;
  search: number;
  searchRequests: number;
}

async function measure(): Promise<Sample> {
  const context = await browser.newContext({ locale: 'cs-CZ', timezoneId: 'Europe/Prague', viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const requests = firestoreRequests(page);
  await signInAt(page, '/admin/login?next=/admin/bookings');
  requests.take();
  let from = performance.now();
  if (TRACE) traceMark('list sign-in');
  await page.getByRole('button', { name: csAdmin.signIn }).click();
  // Waits on the DOM (no time budget): the 50th row of the first page.
  await tableRows(page).nth(49).waitFor({ state: 'visible', timeout: 120_000 });
  const signIn = performance.now() - from;
  // The hints (competition, failed mails) may still be loading: their requests count to the sign-in too.
  await page.waitForFunction(() => document.querySelector('.desk-list__loading')?.textContent?.trim() === '', undefined, { timeout: 120_000 });
  await page.waitForLoadState('networkidle').catch(() => undefined);
  const signInRequests = requests.take();
  await page.getByLabel(csAdmin.list.search, { exact: true }).fill(SEARCH.text);
  await page.getByLabel(csAdmin.list.status, { exact: true }).selectOption(SEARCH.status);
  requests.take();
  from = performance.now();
  if (TRACE) traceMark('search');
  await page.getByRole('button', { name: csAdmin.list.apply }).click();
  await page.waitForFunction(
    (expected) => {
      const rows = [...document.querySelectorAll('table.ui-table tbody tr')];
      return document.querySelector('.desk-list__loading')?.textContent?.trim() === '' && rows.length === expected && rows.every((r) => /nov[aá]kov[aá]/i.test(r.textContent ?? ''));
    },
    expectedRows,
    { timeout: 120_000, polling: 'raf' },
  );
  const search = performance.now() - from;
  await page.waitForLoadState('networkidle').catch(() => undefined);
  const searchRequests = requests.take();
  if (!(await settled(page))) throw new Error('the list was still loading');
  await context.close();
  return { signIn, signInRequests, search, searchRequests };
}

try {
  await waitFor(preview, 'vite preview', () => httpOk(site), 60_000);
  log(`load average before the runs (1 / 5 / 15 min): ${load()}`);
  const stats = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    return `median ${formatMs(percentile(sorted, 50))}, p95 ${formatMs(percentile(sorted, 95))}`;
  };
  const count = (values: number[]) => stats(values).replace(/ ms/g, '');
  if (PHASES.has('list')) {
    // One warm-up sign-in: the functions and the emulator's first queries are not what a morning at the desk costs.
    await measure();
    const samples: Sample[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      const sample = await measure();
      samples.push(sample);
      log(`run ${i + 1}: sign-in → 50 rows ${formatMs(sample.signIn)} (${sample.signInRequests} Firestore requests), search → ${expectedRows} rows ${formatMs(sample.search)} (${sample.searchRequests} requests)`);
    }
    log(`sign-in → first 50 rows: ${stats(samples.map((s) => s.signIn))}; Firestore requests ${count(samples.map((s) => s.signInRequests))}`);
    log(`filtered search (${SEARCH.status} + "${SEARCH.text}", ${expectedRows} rows): ${stats(samples.map((s) => s.search))}; Firestore requests ${count(samples.map((s) => s.searchRequests))}`);
  }
  if (PHASES.has('home')) {
    await measureHome();
    const samples: Array<Awaited<ReturnType<typeof measureHome>>> = [];
    for (let i = 0; i < RUNS; i += 1) {
      const sample = await measureHome();
      samples.push(sample);
      log(
        sample.failure
          ? `home run ${i + 1}: FAILED after ${formatMs(sample.home)} (${sample.homeRequests} Firestore requests): ${sample.failure}`
          : `home run ${i + 1}: sign-in → agenda ${formatMs(sample.home)} (${sample.homeRequests} Firestore requests, ${sample.items} items on the cards)`,
      );
    }
    const shown = samples.filter((s) => !s.failure);
    const failed = samples.length - shown.length;
    if (shown.length > 0) log(`sign-in → the home's agenda: ${stats(shown.map((s) => s.home))}; Firestore requests ${count(shown.map((s) => s.homeRequests))}${failed ? `; ${failed} of ${samples.length} runs failed` : ''}`);
    else log(`sign-in → the home's agenda: every run failed`);
  }
  log(`load average after the runs (1 / 5 / 15 min): ${load()}`);
  await stop(0);
} catch (error) {
  console.error(`[desk-bench] ${error instanceof Error ? error.stack : error}`);
  await stop(1);
}
