import { demoContent } from '../../adapters/memory/demo-content/demo-content';
import { csCommon } from '../../src/texts/cs-common';
import { csContent } from '../../src/texts/cs-content';
import { expect, test } from './support/fixtures';
import { firstThumbnail } from './support/lightbox';
import { appReady, openPage } from './support/page-helpers';
import { firstWedding } from './support/expected-pages';

/** What a content page must not download before any interaction (src/app/islands): markers each bundle keeps. */
const FORBIDDEN = [
  { what: 'React Router', marker: '__reactRouterVersion' },
  { what: 'the DI container', marker: '@inversifyjs/core/' },
  { what: 'the Firebase SDK', marker: 'FirebaseError' },
];

test.describe('content pages hydrate only their islands', () => {
  for (const path of ['/', '/cenik', '/portfolio', `/weddings/${firstWedding.slug}`]) {
    test(`${path} loads no router, no container and no Firebase before any interaction`, async ({ page }) => {
      const scripts: Array<{ url: string; body: string }> = [];
      page.on('response', async (response) => {
        if (response.request().resourceType() !== 'script') return;
        scripts.push({ url: response.url(), body: await response.text().catch(() => '') });
      });
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expect(scripts.length).toBeGreaterThan(0);
      for (const { what, marker } of FORBIDDEN) {
        expect(scripts.filter((s) => s.body.includes(marker)).map((s) => s.url), what).toEqual([]);
      }
      // No router data either: the islands carry their own props.
      await expect(page.locator('#router-hydration')).toHaveCount(0);
    });
  }

  test('the menu opens on a phone and its links are plain navigations to the app pages', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await openPage(page, '/cenik', csContent.pricing.heading);
    const toggle = page.getByRole('button', { name: csCommon.nav.openMenu });
    await toggle.click();
    await expect(page.getByRole('button', { name: csCommon.nav.closeMenu })).toHaveAttribute('aria-expanded', 'true');
    const nav = page.getByRole('navigation', { name: csCommon.nav.label });
    await expect(nav.getByRole('link', { name: csCommon.nav.pricing })).toHaveAttribute('aria-current', 'page');
    await nav.getByRole('link', { name: csCommon.nav.reservation }).click();
    await expect(page).toHaveURL(/\/rezervace$/);
    await appReady(page);
  });

  test('the cookie bar: accepting hides it, and a reload keeps it hidden', async ({ page }) => {
    await openPage(page, '/', demoContent.home.heroTitle);
    await page.getByRole('button', { name: csCommon.consent.accept }).click();
    await expect(page.getByRole('button', { name: csCommon.consent.accept })).toHaveCount(0);
    await page.reload();
    await appReady(page);
    await expect(page.getByRole('button', { name: csCommon.consent.accept })).toHaveCount(0);
    // The footer's button, an island of its own, shares the store with the bar.
    await page.getByRole('button', { name: csCommon.consent.change }).click();
    await expect(page.getByRole('button', { name: csCommon.consent.reject })).toBeVisible();
  });

  test("a wedding's lightbox opens from the grid", async ({ page }) => {
    await openPage(page, `/weddings/${firstWedding.slug}`, firstWedding.title);
    await firstThumbnail(page, firstWedding).click();
    const dialog = page.getByRole('dialog', { name: csContent.lightbox.label });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('figcaption')).toContainText(csContent.lightbox.position(1, firstWedding.gallery.length));
  });

  test('the header shows "Můj účet" from the hint a signed-in couple leaves, without loading the auth', async ({ page }) => {
    await openPage(page, '/faq', csContent.faq.heading);
    await page.evaluate(() => localStorage.setItem('svatebni-fotograf.visitor-signed-in.v1', '1'));
    await page.reload();
    await appReady(page);
    const nav = page.getByRole('navigation', { name: csCommon.nav.label });
    await expect(nav.getByRole('link', { name: csCommon.nav.account })).toHaveAttribute('href', '/ucet');
  });
});
