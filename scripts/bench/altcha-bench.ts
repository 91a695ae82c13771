// How long the bot barrier makes a visitor's browser work: the ALTCHA widget (altcha/external + its PBKDF2 worker,
// as the forms load it) solves BENCH_COUNT (default 30) fresh challenges at the product's difficulty
// (domain/bot/bot-challenge.ts, issued by application/bot/altcha-challenges.ts) in Debian's Chromium; every payload
// is then verified as the server would. Reports median and p95 of the solve time (target: median under 1 s).
//   npm run bench:altcha
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { chromium } from '@playwright/test';
import { altchaChallenges } from '../../application/bot/altcha-challenges';
import { BOT_CHALLENGE } from '../../domain/bot/bot-challenge';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../dev/chromium.ts';
import { REPO_ROOT as ROOT } from '../script-runtime.ts';
import { percentile } from './bench-stats.ts';

/** What the page below puts on its window for the benchmark to call. */
interface BenchWindow {
  ready?: boolean;
  solveOnce(): Promise<{ ms: number; state: string; payload: string }>;
}

const COUNT = Number(process.env.BENCH_COUNT ?? 30);
const challenges = altchaChallenges(`bench-${Math.random()}`);

const file = (path: string) => readFileSync(join(ROOT, 'node_modules', 'altcha', 'dist', path));
const PAGE = `<!doctype html><html><body><form><input id="field"><div id="host"></div></form>
<script type="module">
  await import('/altcha.js');
  globalThis.$altcha.algorithms.set(${JSON.stringify(BOT_CHALLENGE.algorithm)}, () => new Worker('/pbkdf2-worker.js'));
  window.solveOnce = async () => {
    const host = document.getElementById('host');
    host.replaceChildren();
    const widget = document.createElement('altcha-widget');
    const loaded = new Promise((resolve) => widget.addEventListener('load', resolve, { once: true }));
    host.append(widget);
    if (typeof widget.configure !== 'function') await loaded;
    // The same settings as src/shared/bot-barrier/altcha-widget.ts.
    await widget.configure({ challenge: '/challenge', display: 'invisible', hideLogo: true, hideFooter: true,
      humanInteractionSignature: false, minDuration: 0, workers: Math.max(1, Math.min(4, navigator.hardwareConcurrency || 2)) });
    const started = performance.now();
    await widget.verify();
    const ms = performance.now() - started;
    const state = widget.getState();
    const payload = widget.querySelector('input[name="altcha"]')?.value ?? '';
    return { ms, state, payload };
  };
  window.ready = true;
</script></body></html>`;

const server = createServer(async (request, response) => {
  const send = (type: string, body: string | Buffer) => response.writeHead(200, { 'content-type': type }).end(body);
  if (request.url === '/') return send('text/html', PAGE);
  if (request.url === '/altcha.js') return send('text/javascript', file('external/altcha.js'));
  if (request.url === '/pbkdf2-worker.js') return send('text/javascript', file('workers/pbkdf2.js'));
  if (request.url === '/challenge') return send('application/json', JSON.stringify(await challenges.issue(new Date())));
  response.writeHead(404).end();
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const page = await browser.newPage();
  await page.goto(origin);
  await page.waitForFunction(() => (window as unknown as BenchWindow).ready === true);
  await page.evaluate(() => (window as unknown as BenchWindow).solveOnce()); // warm-up: worker start, JIT
  const times: number[] = [];
  let verified = 0;
  for (let i = 0; i < COUNT; i += 1) {
    const { ms, state, payload } = await page.evaluate(() => (window as unknown as BenchWindow).solveOnce());
    if (state !== 'verified') throw new Error(`solve ${i + 1} ended in state ${state}`);
    if (await challenges.verify(payload, new Date())) verified += 1;
    times.push(ms);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => percentile(times, q * 100);
  const cores = await page.evaluate(() => navigator.hardwareConcurrency);
  console.log(`ALTCHA ${BOT_CHALLENGE.algorithm}, cost ${BOT_CHALLENGE.cost}, counter < ${BOT_CHALLENGE.maxCounter}; Chromium, ${cores} cores`);
  console.log(`${COUNT} solves: median ${at(0.5).toFixed(0)} ms, p95 ${at(0.95).toFixed(0)} ms, min ${at(0).toFixed(0)} ms, max ${at(1).toFixed(0)} ms; ${verified}/${COUNT} verified by the server code`);
  if (verified !== COUNT) process.exitCode = 1;
} finally {
  await browser.close();
  server.close();
}
