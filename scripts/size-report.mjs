#!/usr/bin/env node
// Measures the JavaScript a visitor downloads per route from the production build in dist/, in a real Chromium:
// every script response of a cold page load, gzip-compressed here at level 9 (what a CDN serves). Fails when a route
// exceeds its budget. Writes test-results/reports/bundle-size.json.
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

const root = new URL('..', import.meta.url).pathname;
const port = Number(process.env.SIZE_REPORT_PORT ?? 4174);
const origin = `http://127.0.0.1:${port}`;
const KB = 1024;
/** Budgets in gzip KB. React + react-dom + react-router alone are ~99 KB. */
const routes = [
  { path: '/', budget: 190 },
  { path: '/cenik', budget: 190 },
  { path: '/portfolio', budget: 190 },
  { path: '/weddings/jana-a-petr-zamek-hluboka', budget: 200 },
  { path: '/kontakt', budget: 200 },
  { path: '/admin/login', budget: 220 },
];

async function waitForServer(url, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`preview server did not start at ${url}`);
}

const server = spawn('npx', ['vite', 'preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort'], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
  detached: true,
});
const stopServer = () => {
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {
    // already gone
  }
};

let failed = false;
const report = [];
try {
  await waitForServer(origin);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  for (const route of routes) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const scripts = new Map();
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      try {
        const body = await response.body();
        scripts.set(new URL(response.url()).pathname, { raw: body.length, gzip: gzipSync(body, { level: 9 }).length });
      } catch {
        // redirects have no body
      }
    });
    await page.goto(`${origin}${route.path}`, { waitUntil: 'networkidle' });
    await page.locator('h1').first().waitFor();
    const files = [...scripts.entries()].map(([file, size]) => ({ file, ...size })).sort((a, b) => b.gzip - a.gzip);
    const gzip = files.reduce((sum, f) => sum + f.gzip, 0);
    const raw = files.reduce((sum, f) => sum + f.raw, 0);
    const firebase = files.some((f) => /firebase/i.test(f.file));
    const over = gzip / KB > route.budget;
    if (over || firebase) failed = true;
    report.push({ path: route.path, gzipKB: +(gzip / KB).toFixed(1), rawKB: +(raw / KB).toFixed(1), budgetKB: route.budget, files });
    console.log(
      `${over || firebase ? '✗' : '✓'} ${route.path.padEnd(40)} ${(gzip / KB).toFixed(1).padStart(6)} KB gzip` +
        ` (${(raw / KB).toFixed(1)} KB raw, ${files.length} files, budget ${route.budget} KB)${firebase ? ' — loads Firebase!' : ''}`,
    );
    await context.close();
  }
  await browser.close();
} finally {
  stopServer();
}

const out = join(root, 'test-results', 'reports');
mkdirSync(out, { recursive: true });
writeFileSync(join(out, 'bundle-size.json'), JSON.stringify(report, null, 2));
process.exit(failed ? 1 : 0);
