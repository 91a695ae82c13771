#!/usr/bin/env node
// Opens every story of a built Storybook in Chromium and fails when one does not render cleanly or axe finds a
// WCAG 2.1 A/AA violation in it.
// Usage: node tests/storybook/storybook-smoke.mjs [storybook-static]
import { createReadStream, writeFileSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs';

const staticDir = path.resolve(process.argv[2] ?? 'storybook-static');
const STORY_TIMEOUT_MS = 15_000;
const CONCURRENCY = 4;
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * What particular stories must show, beyond "rendered without errors" (and an h1 for stories tagged `page`).
 * These prove the global decorator worked: demo content from a fresh memory container, a signed-in user, a seeded
 * booking list, a fake told to fail. Texts are the demo content's and src/texts/'s.
 */
const EXPECTATIONS = {
  'features-home-home-page--default': { h1: 'Svatební fotografie, které vyprávějí váš den' },
  'features-weddings-wedding-page--default': { h1: 'Barbora a Ondřej', count: { '.image-grid button': 'some' } },
  'features-weddings-wedding-page--by-id': { h1: 'Eva a Jakub' },
  'features-weddings-wedding-page--lightbox-open': { present: ['[role="dialog"][aria-modal="true"] img'] },
  'shared-media-image-gallery--lightbox-open': { present: ['[role="dialog"][aria-modal="true"] img'] },
  'features-cms-page-cms-page--inspiration': { h1: 'Svatební inspirace' },
  'features-admin-admin-login-page--redirected-from-bookings': { h1: 'Přihlášení do administrace' },
  'features-admin-admin-bookings-page--with-bookings': {
    h1: 'Rezervace',
    text: ['fotograf@example.cz', 'Lucie a Martin'],
    count: { '.admin-table tbody tr': 3 },
  },
  'features-admin-admin-booking-detail--anonymised': { h1: 'Rezervace: anonymizováno (H3WD-9RTA)', text: ['Anonymizováno'] },
  'features-admin-admin-calendar-page--june': { h1: 'Kalendář termínů', present: ['#odber-adresa[readonly]'] },
  'features-admin-admin-calendar-page--feed-unavailable': { text: ['Odběr kalendáře', 'network/unavailable', 'Zkusit znovu'] },
  'features-admin-admin-calendar-page--feed-rotation-question': { present: ['#odber-otazka'], text: ['Stávající adresa okamžitě přestane fungovat'] },
  'features-admin-admin-calendar-page--feed-rotated': { text: ['Nová adresa je připravená. Stará už nefunguje.'], present: ['#odber-adresa'] },
  'features-admin-admin-bookings-page--with-competing-requests': { count: { '.competing-marker': 4 } },
  'features-admin-admin-bookings-page--competing-day': { text: ['Otevřené poptávky na 19. června 2027'], count: { '.admin-table tbody tr': 4 } },
  'features-admin-admin-calendar-page--competing-requests': { present: ['td[data-competing="4"]'], text: ['Dny s více poptávkami'] },
  'features-admin-admin-booking-detail--competing-requests': { present: ['.competing-warning'], text: ['Pozor: další 3'] },
  'features-admin-admin-booking-detail--confirm-declining-others': { count: { '.decline-others input[type="checkbox"]:checked': 3 } },
  'features-admin-admin-bookings-page--empty': { h1: 'Rezervace', count: { '.admin-table': 0 } },
  // The couple's portal ("Moje svatba") on the fixture-backed portal double (stories/features/account/portal-setup.ts).
  'features-account-moje-svatba--no-booking': { h1: 'Moje svatba', text: ['Pod e-mailem vašeho účtu zatím nemám žádnou poptávku.'] },
  'features-account-moje-svatba--new-request': { text: ['Poptávka přijatá', 'K7PM-4XQ2', 'Stáhnout poptávku'] },
  'features-account-moje-svatba--confirmed-with-deposit': {
    text: ['Termín potvrzený', 'Stáhnout do kalendáře (.ics)', 'Variabilní symbol', '2708214321'],
    present: ['.deposit-details img'],
  },
  'features-account-moje-svatba--withdrawn': { text: ['Poptávku jste stáhli'] },
  'features-account-moje-svatba--message-failed': { text: ['portal/rate-limited', 'Příliš mnoho požadavků'] },
  'features-account-moje-svatba--load-failed': { text: ['Rezervace se nepodařilo načíst.', 'network/unavailable'] },
  'features-account-moje-svatba--erased': { h1: 'Moje svatba', text: ['Účet je smazaný', 'H3WD-9RTA'] },
  'features-admin-admin-bookings-page--no-access': { present: ['.layout-admin [data-status="403"]'] },
  'app-layouts-admin-layout--signed-in': { text: ['fotograf@example.cz'] },
  'app-layouts-default-layout--default': { present: ['.layout-default header', '.layout-default footer'] },
  'features-contact-contact-form--validation-errors': { count: { '[aria-invalid="true"]': 'some' } },
  'features-contact-contact-page--validation-errors': { count: { '[aria-invalid="true"]': 'some' } },
  'features-contact-contact-form--send-failed': {
    text: ['network/unavailable'],
    // What the visitor typed survives the failure.
    present: ['input[name="name"][value="Jana Nováková"]'],
  },
  'features-contact-contact-page--send-failed': { text: ['network/unavailable'] },
  'features-errors-error-pages--not-found': { present: ['.layout-default [data-status="404"][data-fatal="false"]'] },
  'features-errors-error-pages--fatal-not-found': {
    present: ['.layout-bare [data-status="404"][data-fatal="true"]'],
    count: { '.layout-default': 0 },
  },
  'features-errors-error-pages--server-error': {
    present: ['[data-status="500"]'],
    // The error boundary reports 5xx errors on purpose (src/features/errors/error-boundaries.tsx).
    allowConsole: [/^Route error/],
  },
  'features-errors-error-pages--forbidden': { present: ['.layout-admin [data-status="403"]'] },
  // The design system (stories/shared/ui): each story shows the state it names.
  // The desk's shipped fonts (src/shared/ui/tokens/fonts.css) render its Czech text, from this build, not the system.
  'shared-ui-tokens--type-scale': { fonts: ['Inter Variable', 'Source Serif 4 Variable'] },
  'shared-ui-badges--every-status': { count: { '.ui-status-badge': 7 }, text: ['Nová', 'Záloha zaplacena', 'Stažená snoubenci'] },
  'shared-ui-button--pending': { count: { 'button[data-pending] .ui-spinner': 3 } },
  'shared-ui-form-fields--with-errors': { count: { '[aria-invalid="true"]': 4 }, text: ['email/invalid', 'Zadejte platný e-mail'] },
  'shared-ui-date-field--filled': { text: ['14. 8. 2027', '2027-08-14'] },
  // A browser set to English still shows the Czech order and parts (the DateField's own locale, not the browser's).
  'shared-ui-date-field--filled-in-english-browser': { locale: 'en-US', text: ['14. 8. 2027', '2027-08-14'], present: ['[role="spinbutton"][aria-label="den, "]'] },
  'shared-ui-date-field--calendar-open': { present: ['[role="dialog"] [role="grid"]'], text: ['srpen 2027'] },
  'shared-ui-dialog--open': { present: ['.ui-dialog-overlay [role="dialog"]'], text: ['Přesunout svatbu na jiný den'] },
  'shared-ui-dialog--confirm': { present: ['[role="alertdialog"]'], text: ['Smazat natrvalo'] },
  'shared-ui-menu--open': { present: ['[role="menu"]'], count: { '[role="menuitem"]': 5 } },
  'shared-ui-table--busy-season': { count: { '.ui-table tbody tr': 40, 'th[aria-sort="ascending"]': 1 } },
  'shared-ui-tabs--second-selected': { present: ['[role="tab"][aria-selected="true"]'], text: ['focení příprav'] },
};

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
  // Optional machine-readable counts for scripts/test-all.mjs.
  if (process.argv[3]) writeFileSync(process.argv[3], JSON.stringify({ passed, failed }));
  process.exitCode = failed === 0 && passed > 0 ? 0 : 1;
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
