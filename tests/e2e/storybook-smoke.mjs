#!/usr/bin/env node
// Opens every story of a built Storybook in Chromium and fails when one does not render cleanly or axe finds a
// WCAG 2.1 A/AA violation in it.
// Usage: node tests/e2e/storybook-smoke.mjs [storybook-static]
import { createReadStream, writeFileSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/dev/chromium.ts';
import { EXPECTATIONS } from './story-expectations.mjs';

const staticDir = path.resolve(process.argv[2] ?? 'storybook-static');
const STORY_TIMEOUT_MS = 15_000;
const CONCURRENCY = 4;
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

const MIME = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
  '.map': 'application/json',
};

async function serve(dir) {
  const server = createServer(async (request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    let file = path.join(dir, pathname);
    if (!file.startsWith(dir)) return response.writeHead(403).end();
    try {
      if ((await stat(file)).isDirectory()) file = path.join(file, 'index.html');
      await stat(file);
    } catch {
      return response.writeHead(404).end();
    }
    response.writeHead(200, { 'content-type': MIME[path.extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(response);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, origin: `http://127.0.0.1:${server.address().port}` };
}

/** Runs in the page: the story's state, for waiting and for the assertions. */
function inspectStory({ expectation, isPage }) {
  const root = document.querySelector('#storybook-root');
  const render = window.__STORYBOOK_PREVIEW__?.currentRender;
  const h1 = root?.querySelector('h1')?.textContent?.trim() ?? null;
  const text = document.body.innerText;
  const problems = [];
  if (render?.phase !== 'finished') problems.push(`story render phase is "${render?.phase}"`);
  if (document.body.classList.contains('sb-show-errordisplay')) {
    problems.push(`Storybook shows an error: ${document.querySelector('#error-message')?.textContent ?? ''}`);
  }
  if (!root?.querySelector('img, svg') && (root?.textContent ?? '').trim() === '') problems.push('story root is empty');
  if (root?.querySelector('.page-loading')) problems.push('page still loading');
  if (isPage && !h1) problems.push('no h1 in the story root');
  for (const family of expectation.fonts ?? []) {
    // A shipped face of the family has loaded, and it covers these Czech letters (no fallback to a system font).
    const loaded = [...document.fonts].some((face) => face.family.replace(/"/g, '') === family && face.status === 'loaded');
    if (!loaded || !document.fonts.check(`16px "${family}"`, 'Příliš žluťoučký kůň')) problems.push(`font ${family} not loaded`);
  }
  if (expectation.locale && navigator.language !== expectation.locale) problems.push(`browser language is ${navigator.language}`);
  if (expectation.h1 && h1 !== expectation.h1) problems.push(`h1 is "${h1}", expected "${expectation.h1}"`);
  for (const selector of expectation.present ?? []) {
    if (!document.querySelector(selector)) problems.push(`missing ${selector}`);
  }
  for (const [selector, expected] of Object.entries(expectation.count ?? {})) {
    const found = document.querySelectorAll(selector).length;
    const ok = expected === 'some' ? found > 0 : found === expected;
    if (!ok) problems.push(`${found}× ${selector}, expected ${expected}`);
  }
  for (const snippet of expectation.text ?? []) {
    if (!text.includes(snippet)) problems.push(`text "${snippet}" not shown`);
  }
  return problems;
}

/** WCAG 2.1 A/AA violations of the story as rendered (dialogs and popovers portalled outside the root included). */
async function axeViolations(page) {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => `axe ${violation.id} (${violation.impact}): ${violation.help} at ${node.target.join(' ')}`),
  );
}

async function checkStory(contexts, origin, entry) {
  const expectation = { ...EXPECTATIONS[entry.id], ...(entry.locale ? { locale: entry.locale } : {}) };
  const context = contexts[expectation.locale ?? 'cs-CZ'];
  const allowed = expectation.allowConsole ?? [];
  const errors = [];
  const page = await context.newPage();
  page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && !allowed.some((pattern) => pattern.test(message.text()))) {
      errors.push(`console error: ${message.text()} (${message.location().url})`);
    }
  });
  page.on('response', (response) => {
    if (response.url().startsWith(origin) && response.status() >= 400) {
      errors.push(`HTTP ${response.status()} ${response.url()}`);
    }
  });
  page.on('requestfailed', (request) => errors.push(`request failed: ${request.url()}`));
  page.on('request', (request) => {
    // Nothing may be fetched from the internet (ENVIRONMENT.md): fonts, images and scripts all come from the build.
    if (!request.url().startsWith(origin) && !request.url().startsWith('data:')) {
      errors.push(`off-site request: ${request.url()}`);
    }
  });

  const arg = { expectation, isPage: entry.tags?.includes('page') ?? false };
  try {
    await page.goto(`${origin}/iframe.html?id=${encodeURIComponent(entry.id)}&viewMode=story`, { waitUntil: 'load' });
    await page
      .waitForFunction((a) => inspectStory(a).length === 0, arg, { timeout: STORY_TIMEOUT_MS, polling: 100 })
      .catch(() => undefined);
    // Let late effects (error boundaries, image loads) report before judging.
    await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
    errors.push(...(await page.evaluate(inspectStory, arg)));
    errors.push(...(await axeViolations(page)));
  } catch (error) {
    errors.push(String(error));
  } finally {
    await page.close();
  }
  return errors;
}

async function main() {
  const index = JSON.parse(await readFile(path.join(staticDir, 'index.json'), 'utf8'));
  const stories = Object.values(index.entries).filter((entry) => entry.type === 'story');
  const unknown = Object.keys(EXPECTATIONS).filter((id) => !stories.some((entry) => entry.id === id));

  const { server, origin } = await serve(staticDir);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  // Czech, as the site's visitors; English and German, for the stories that prove a browser's language changes nothing.
  const contexts = {};
  for (const locale of ['cs-CZ', 'en-US', 'de-DE']) {
    contexts[locale] = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale });
    // waitForFunction polls inspectStory inside the page, so every page gets a copy.
    await contexts[locale].addInitScript(`window.inspectStory = ${inspectStory.toString()};`);
  }
  let passed = 0;
  let failed = 0;
  try {
    for (const id of unknown) {
      failed += 1;
      console.error(`✗ ${id}: expected story is missing from index.json`);
    }
    // The design system's widgets once more in a browser set to German: the build keeps only React Aria's Czech and
    // English strings (vite.config.ts), and a message that follows the browser's language must fall back, not fail.
    const german = stories
      .filter((entry) => entry.id.startsWith('shared-ui-') && !EXPECTATIONS[entry.id]?.locale)
      .map((entry) => ({ ...entry, locale: 'de-DE' }));
    const queue = [...stories, ...german];
    const worker = async () => {
      for (let entry = queue.shift(); entry; entry = queue.shift()) {
        const errors = await checkStory(contexts, origin, entry);
        const name = entry.locale ? `${entry.id} [${entry.locale}]` : entry.id;
        if (errors.length === 0) {
          passed += 1;
          console.log(`✓ ${name}`);
        } else {
          failed += 1;
          console.error(`✗ ${name}\n    ${errors.join('\n    ')}`);
        }
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  } finally {
    await browser.close();
    server.close();
  }
  console.log(`storybook: ${passed} passed, ${failed} failed`);
  // Optional machine-readable counts for scripts/dev/test-all.ts.
  if (process.argv[3]) writeFileSync(process.argv[3], JSON.stringify({ passed, failed }));
  process.exitCode = failed === 0 && passed > 0 ? 0 : 1;
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
