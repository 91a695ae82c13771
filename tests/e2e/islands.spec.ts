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
  // The islands hydrate on Preact (vite.islands.config.ts): React DOM's instance key on every node it renders.
  { what: 'React DOM', marker: '__reactFiber$' },
];

const CONTENT_PAGES = ['/', '/cenik', '/portfolio', `/weddings/${firstWedding.slug}`];

type IslandWindow = Window & { __islandsBefore?: { html: string[]; nodes: Node[] } };

test.describe('content pages hydrate only their islands', () => {
  for (const path of CONTENT_PAGES) {
    test(`${path} loads no router, no container, no Firebase and no React DOM before any interaction`, async ({ page }) => {
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

  // Preact hydrates what React's renderToString wrote: a node it re-created or a text it split, joined or dropped
  // (React's <!-- --> between adjacent texts, cookie-bar.tsx) would show here before any visitor notices.
  for (const path of CONTENT_PAGES) {
    test(`${path}: hydrating leaves every island's DOM as prerendered, node for node`, async ({ page }) => {
      await page.addInitScript(() => {
        // DOMContentLoaded comes before the load event that starts the page's scripts (content-page-boot.js).
        document.addEventListener('DOMContentLoaded', () => {
          const islands = [...document.querySelectorAll('[data-island]')];
          (window as IslandWindow).__islandsBefore = {
            html: islands.map((island) => island.outerHTML),
            nodes: islands.flatMap((island) => [...island.querySelectorAll('*')].flatMap((element) => [element, ...element.childNodes])),
          };
        });
      });
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      // Effects and store subscriptions run after hydration: let them, then compare.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
      const result = await page.evaluate(() => {
        const before = (window as IslandWindow).__islandsBefore;
        const islands = [...document.querySelectorAll('[data-island]')];
        const nodes = islands.flatMap((island) => [...island.querySelectorAll('*')].flatMap((element) => [element, ...element.childNodes]));
        return {
          names: islands.map((island) => island.getAttribute('data-island')),
          changed: islands.map((island, i) => (island.outerHTML === before?.html[i] ? null : { before: before?.html[i], after: island.outerHTML })).filter(Boolean),
          count: [before?.nodes.length, nodes.length],
          replaced: nodes.filter((node, i) => node !== before?.nodes[i]).length,
        };
      });
      expect(result.names).toEqual(expect.arrayContaining(['site-header', 'consent-settings', 'cookie-bar']));
      expect(result.changed).toEqual([]);
      expect(result.count[0]).toBeGreaterThan(20);
      expect(result.count[1]).toBe(result.count[0]);
      expect(result.replaced).toBe(0);
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

  test('the cookie bar: accepting hides it, a reload keeps it hidden, and refusing later holds across a reload too', async ({ page }) => {
    await openPage(page, '/', demoContent.home.heroTitle);
    await page.getByRole('button', { name: csCommon.consent.accept }).click();
    await expect(page.getByRole('button', { name: csCommon.consent.accept })).toHaveCount(0);
    await page.reload();
    await appReady(page);
    await expect(page.getByRole('button', { name: csCommon.consent.accept })).toHaveCount(0);
    // The footer's button, an island of its own, shares the store with the bar.
    await page.getByRole('button', { name: csCommon.consent.change }).click();
    await page.getByRole('button', { name: csCommon.consent.reject }).click();
    await expect(page.getByRole('button', { name: csCommon.consent.reject })).toHaveCount(0);
    await page.reload();
    await appReady(page);
    await expect(page.getByRole('button', { name: csCommon.consent.accept })).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('svatebni-fotograf.consent.v1'))).toBe('rejected');
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
