import type { Locator, Page } from '@playwright/test';
import { DEMO_GUEST_LINK, DEMO_GUEST_PIN } from '../../adapters/memory/demo-gallery';
import { csAdminGallery } from '../../src/texts/cs-admin-gallery';
import { csAdminLayout } from '../../src/texts/cs-admin-layout';
import { csGallery } from '../../src/texts/cs-gallery';
import { adminAccount } from './support/e2e-accounts';
import { expect, test } from './support/fixtures';
import { signInThroughForm } from './support/sign-in';

// The memory profile's bench switch (src/app/composition/memory-demo.ts): the demo gallery with this many photos.
const PHOTOS = 1000;
// A hang detector, not a speed budget: the walk visits a fixed number of scroll positions whatever the grid's height
// (it once scrolled a viewport at a time, ~100 steps for the desk's grid, and ran past 180 s on a slow CI machine).
test.describe.configure({ timeout: 180_000 });
// Scroll positions visited on the way down, evenly spaced: each is a place where the virtualiser must render a few
// rows and drop the rest.
const STOPS = 16;
// Far below the photo count: a viewport's rows plus the virtualiser's overscan. Only a grid that renders photos it
// does not show can pass it (the desk's grid rendered all 1,000 cards before it was virtualised).
const MAX_TILES = 120;
const MAX_ELEMENTS = 4000;
const DEMO_TITLE = /Jana a Petr/;

declare global {
  interface Window {
    __most?: { tiles: number; elements: number };
  }
}

/** From now on the page keeps the most tiles (and elements) it ever held at once, whenever the DOM changed. */
async function countPeaks(page: Page, tileSelector: string): Promise<void> {
  await page.evaluate((selector) => {
    const most = { tiles: 0, elements: 0 };
    window.__most = most;
    const note = () => {
      most.tiles = Math.max(most.tiles, document.querySelectorAll(selector).length);
      most.elements = Math.max(most.elements, document.getElementsByTagName('*').length);
    };
    note();
    new MutationObserver(note).observe(document.body, { childList: true, subtree: true });
  }, tileSelector);
}

/**
 * Visits STOPS evenly spaced positions from the top to the bottom, letting the page render each, then goes on to the
 * bottom until `last` shows (the page's height may grow as the desk's rows are measured). Returns how many viewports
 * tall the page was when the walk began.
 */
async function scrollToReach(page: Page, last: Locator): Promise<number> {
  const viewports = await page.evaluate(() => document.documentElement.scrollHeight / window.innerHeight);
  for (let stop = 1; stop <= STOPS; stop += 1) {
    await page.evaluate(async (fraction) => {
      window.scrollTo(0, fraction * (document.documentElement.scrollHeight - window.innerHeight));
      // Two frames: the scroll event, then the virtualiser's render of the rows now in view.
      await new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done())));
    }, stop / STOPS);
  }
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(last).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  return viewports;
}

async function peaks(page: Page): Promise<{ tiles: number; elements: number }> {
  return page.evaluate(() => window.__most!);
}

test('a guest scrolls a 1,000-photo gallery to its last photo while the page holds a bounded number of tiles', async ({ page }) => {
  await page.goto(`/galerie/${DEMO_GUEST_LINK}?demo-fotek=${PHOTOS}`);
  await page.getByRole('textbox', { name: new RegExp(csGallery.pin.label) }).fill(DEMO_GUEST_PIN);
  await page.getByRole('button', { name: csGallery.pin.submit }).click();
  await expect(page.getByRole('button', { name: csGallery.grid.open(1, PHOTOS), exact: true })).toBeVisible();
  await countPeaks(page, '.gallery-tile');

  const last = page.getByRole('button', { name: csGallery.grid.open(PHOTOS, PHOTOS), exact: true });
  expect(await scrollToReach(page, last), 'the grid is many viewports tall').toBeGreaterThan(10);
  const most = await peaks(page);
  expect(most.tiles).toBeGreaterThan(0);
  expect(most.tiles).toBeLessThanOrEqual(MAX_TILES);
  expect(most.elements).toBeLessThanOrEqual(MAX_ELEMENTS);

  // The last photo opens like any other.
  await last.click();
  await expect(page.getByRole('dialog', { name: csGallery.viewer.label }).getByText(csGallery.viewer.position(PHOTOS, PHOTOS))).toBeVisible();
});

test("the desk's photo grid of 1,000 photos stays bounded while scrolled to its end, and the last photo still moves by keyboard", async ({ page }) => {
  const t = csAdminGallery.grid;
  // The memory profile keeps the session in memory: sign in, then go on by the desk's own links.
  await page.goto(`/admin/galerie?demo-fotek=${PHOTOS}`);
  await signInThroughForm(page, adminAccount);
  await page.getByRole('link', { name: csAdminLayout.galleriesTitle }).click();
  await page.getByRole('link', { name: DEMO_TITLE }).click();
  await page.getByRole('navigation', { name: csAdminGallery.nav.label }).getByRole('link', { name: csAdminGallery.nav.photos }).click();
  const grid = page.getByRole('region', { name: t.title });
  await expect(grid.locator('[aria-posinset="1"]')).toBeVisible();
  await expect(grid.locator('[aria-posinset="1"]')).toHaveAttribute('aria-setsize', String(PHOTOS));
  await countPeaks(page, '.gallery-photo');

  const last = grid.locator(`[aria-posinset="${PHOTOS}"]`);
  expect(await scrollToReach(page, last), 'the grid is many viewports tall').toBeGreaterThan(10);
  const most = await peaks(page);
  expect(most.tiles).toBeGreaterThan(0);
  expect(most.tiles).toBeLessThanOrEqual(MAX_TILES);
  expect(most.elements).toBeLessThanOrEqual(MAX_ELEMENTS);

  const name = (await last.getAttribute('aria-label'))!;
  const earlier = grid.getByRole('button', { name: t.earlier(name) });
  await earlier.focus();
  await page.keyboard.press('Enter');
  await expect(grid.getByText(t.moved(name, PHOTOS - 1))).toBeVisible();
  await expect(grid.locator(`[aria-posinset="${PHOTOS - 1}"]`)).toHaveAttribute('aria-label', name);
  await expect(earlier).toBeFocused();
});
