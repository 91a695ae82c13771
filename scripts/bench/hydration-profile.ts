// Where a prerendered page's start-up spends the main thread, by source module (a measurement, never a test).
// Serves a build on a free port (no fixed port: no stack lock needed), loads each page in Debian's Chromium with
// the CPU throttled (4×, as Lighthouse's mobile preset assumes), samples the JavaScript with the CDP Profiler from
// navigation until the app says it is ready (html[data-app=ready], noted by the page itself: Playwright's polling
// would be sampled too) and one second more, maps each sample's position through the build's source maps and sums
// the self time per source file (node_modules per package; a native call is named with its calling module). Also
// counts the long tasks (> 50 ms, as throttled) and their blocking time above 50 ms (what TBT sums).
//
//   node --import tsx scripts/bench/hydration-profile.ts --pages /kontakt,/booking --runs 3 [--dist dist] [--top 25]
//        [--lines domain/booking/calendar.ts]   split those modules by source line
//   PROFILE_TASKS=1 …                          also list every long task with the modules inside it
//
// Prints per page the medians over the runs: total sampled time, long tasks, and the top modules.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../dev/chromium.ts';
import { REPO_ROOT as root } from '../script-runtime.ts';
import { drain, log, track, waitForHttp } from './bench-cleanup.ts';
import { percentile } from './bench-stats.ts';

const median = (values: number[]): number => percentile([...values].sort((a, b) => a - b), 50);

const { values: opts } = parseArgs({
  options: {
    pages: { type: 'string', default: '/kontakt,/booking,/simple-booking,/rezervace' },
    runs: { type: 'string', default: '3' },
    dist: { type: 'string', default: 'dist' },
    rate: { type: 'string', default: '4' },
    top: { type: 'string', default: '25' },
    // Also split these modules (comma-separated, as printed) by source line.
    lines: { type: 'string', default: '' },
  },
});

interface ProfileNode {
  id: number;
  children?: number[];
  callFrame: { url: string; lineNumber: number; columnNumber: number; functionName: string };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

const splitByLine = new Set(opts.lines.split(',').filter(Boolean));
const maps = new Map<string, TraceMap | null>();
function sourceMap(url: string): TraceMap | null {
  if (!maps.has(url)) {
    const path = new URL(url).pathname;
    try {
      maps.set(url, new TraceMap(readFileSync(join(root, opts.dist, `${path}.map`), 'utf8')));
    } catch {
      maps.set(url, null);
    }
  }
  return maps.get(url)!;
}

/** A source path shortened to what names it: a package for node_modules, the repo path otherwise. */
function moduleName(source: string): string {
  const nm = source.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const parts = source.slice(nm + 'node_modules/'.length).split('/');
    return `npm:${parts[0]!.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]}`;
  }
  return source.replace(/^(\.\.\/)+/, '');
}

function frameModule(frame: ProfileNode['callFrame']): string {
  if (!frame.url) return frame.functionName ? `(${frame.functionName})` : '(native)';
  if (!frame.url.includes('/assets/')) return new URL(frame.url).pathname;
  const map = sourceMap(frame.url);
  if (!map) return new URL(frame.url).pathname;
  const position = originalPositionFor(map, { line: frame.lineNumber + 1, column: frame.columnNumber });
  if (!position.source) return new URL(frame.url).pathname;
  const name = moduleName(position.source);
  return splitByLine.has(name) ? `${name}:${position.line}` : name;
}

/** Each long task with the modules its samples fall in (PROFILE_TASKS=1), placed through the anchor's samples. */
function printTasks(profile: Profile, tasks: Array<{ start: number; duration: number }>, anchor: number): void {
  const byNode = new Map(profile.nodes.map((node) => [node.id, node]));
  const anchorIds = new Set(profile.nodes.filter((n) => n.callFrame.functionName === 'r9ProfileAnchor').map((n) => n.id));
  let clock = 0;
  const at: number[] = profile.samples.map((_, index) => (clock += (profile.timeDeltas[index] ?? 0) / 1000));
  const first = profile.samples.findIndex((id) => anchorIds.has(id));
  if (first < 0) return console.log('  (no anchor sample: tasks not placed)');
  const offset = at[first]! - anchor;
  for (const task of tasks) {
    const modules = new Map<string, number>();
    profile.samples.forEach((id, index) => {
      const t = at[index]! - offset;
      if (t < task.start || t > task.start + task.duration) return;
      const name = frameModule(byNode.get(id)!.callFrame);
      modules.set(name, (modules.get(name) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000);
    });
    const top = [...modules].sort((a, b) => b[1] - a[1]).slice(0, 7).map(([n, ms]) => `${n} ${ms.toFixed(0)}`);
    console.log(`  long task at ${task.start.toFixed(0)} ms, ${task.duration.toFixed(0)} ms: ${top.join(', ')}`);
  }
}

/** Self time per module in ms (the profile runs throttled: these are the throttled figures). */
function selfTimes(profile: Profile): Map<string, number> {
  const byNode = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map(profile.nodes.flatMap((node) => (node.children ?? []).map((child) => [child, node.id] as const)));
  // A native call (appendChild, a style recalculation it forces) is named with the module that called it.
  const caller = (id: number): string => {
    for (let at = parents.get(id); at !== undefined; at = parents.get(at)) {
      const frame = byNode.get(at)!.callFrame;
      if (frame.url) return frameModule(frame);
    }
    return '';
  };
  const times = new Map<string, number>();
  profile.samples.forEach((id, index) => {
    const node = byNode.get(id)!;
    const own = frameModule(node.callFrame);
    const from = node.callFrame.url || own.startsWith('((') ? '' : caller(id);
    const name = from ? `${own} ← ${from}` : own;
    times.set(name, (times.get(name) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000);
  });
  return times;
}

async function profilePage(origin: string, path: string, rate: number) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, '--headless=new'] });
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    // A few busy milliseconds in a function of a known name: where its samples are in the profile, performance.now()
    // is window.__anchor, which places the long tasks (performance time) in the profile's own clock. A string: tsx
    // would wrap a named function in a helper the page does not have.
    await page.addInitScript({
      content: 'window.__anchor = performance.now(); (function r9ProfileAnchor() { var until = performance.now() + 3; while (performance.now() < until); })();',
    });
    await page.addInitScript(() => {
      const tasks: Array<{ start: number; duration: number }> = [];
      Object.assign(window, { __longTasks: tasks });
      new PerformanceObserver((list) => list.getEntries().forEach((e) => tasks.push({ start: e.startTime, duration: e.duration }))).observe({ type: 'longtask', buffered: true });
      // Noted by the page itself: Playwright's own polling would show up in the profile.
      new MutationObserver((_, observer) => {
        if (document.documentElement.dataset.app !== 'ready') return;
        Object.assign(window, { __readyAt: performance.now() });
        observer.disconnect();
      }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-app'] });
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await page.goto(`${origin}${path}`);
    await page.waitForFunction(() => '__readyAt' in window, undefined, { timeout: 120_000, polling: 1000 });
    const readyAt = await page.evaluate(() => (window as unknown as { __readyAt: number }).__readyAt);
    await page.waitForTimeout(1000);
    const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };
    const { tasks, anchor } = await page.evaluate(() => {
      const w = window as unknown as { __longTasks: Array<{ start: number; duration: number }>; __anchor: number };
      return { tasks: w.__longTasks, anchor: w.__anchor };
    });
    if (process.env.PROFILE_TASKS) printTasks(profile, tasks, anchor);
    return { times: selfTimes(profile), tasks, readyAt };
  } finally {
    await browser.close();
  }
}

const rate = Number(opts.rate);
const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
const child = spawn('npx', ['vite', 'preview', '--outDir', opts.dist, '--host', '127.0.0.1', '--port', String(port), '--strictPort'], {
  cwd: root,
  detached: true,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: { ...process.env, PREVIEW_HOSTING_HEADERS: '0' },
});
void track(child, 'vite preview');
try {
  await waitForHttp(origin, 60_000, () => child.exitCode === null);
  const pages = opts.pages.split(',');
  const runs = Number(opts.runs);
  const results = new Map<string, Array<Awaited<ReturnType<typeof profilePage>>>>();
  for (let run = 0; run < runs; run++) {
    for (const path of pages) {
      const result = await profilePage(origin, path, rate);
      results.set(path, [...(results.get(path) ?? []), result]);
      const total = [...result.times.values()].reduce((a, b) => a + b, 0);
      log(`${path} run ${run + 1}: ready ${result.readyAt.toFixed(0)} ms, sampled ${total.toFixed(0)} ms, ${result.tasks.length} long tasks`);
    }
  }
  for (const [path, list] of results) {
    const idle = new Set(['(idle)', '(program)', '(garbage collector)']);
    const blocking = list.map((r) => r.tasks.reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0));
    const longest = list.map((r) => Math.max(0, ...r.tasks.map((t) => t.duration)));
    const names = new Set(list.flatMap((r) => [...r.times.keys()]));
    const rows = [...names].map((name) => ({ name, ms: median(list.map((r) => r.times.get(name) ?? 0)) }));
    const busy = median(list.map((r) => [...r.times].filter(([n]) => !idle.has(n)).reduce((a, [, v]) => a + v, 0)));
    console.log(`\n## ${path} (${runs} runs, CPU ×${rate}; medians)`);
    console.log(`ready at ${median(list.map((r) => r.readyAt)).toFixed(0)} ms; script+GC+program ${busy.toFixed(0)} ms; long tasks ${median(list.map((r) => r.tasks.length))}, longest ${median(longest).toFixed(0)} ms, blocking (sum over 50 ms) ${median(blocking).toFixed(0)} ms [${blocking.map((b) => b.toFixed(0)).join(', ')}]`);
    console.log('| module | self ms |\n| --- | ---: |');
    for (const row of rows.filter((r) => r.name !== '(idle)').sort((a, b) => b.ms - a.ms).slice(0, Number(opts.top))) console.log(`| ${row.name} | ${row.ms.toFixed(1)} |`);
  }
} finally {
  await drain();
}
