import type { Page } from '@playwright/test';
import { demoContent } from '../../adapters/memory/demo-content/demo-content';
import { CLIENT_RENDERED_AREAS } from '../../src/app/router/client-rendered-areas';
import { csCommon } from '../../src/texts/cs-common';
import { csErrors } from '../../src/texts/cs-errors';
import { expect, test } from './support/fixtures';
import { pageTitle } from './support/expected-pages';

// Hosting answers an unknown address with 404.html and status 404, which Chromium logs as a failed resource.
test.use({ expectedConsoleErrors: [/status of 404 \(Not Found\) \(http:\/\/127\.0\.0\.1:\d+\/[^)]*:0\)$/] });

async function expectNotFound(page: Page, path: string, { fatal }: { fatal: boolean }): Promise<void> {
  const response = await page.goto(path);
  // The client-rendered areas get the app shell (200), which renders the 404; any other address is a real 404.
  expect(response?.status()).toBe(CLIENT_RENDERED_AREAS.some((area) => path.startsWith(`${area}/`)) ? 200 : 404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(csErrors.notFoundHeading);
  const errorPage = page.locator('.error-page');
  await expect(errorPage).toHaveAttribute('data-status', '404');
  await expect(errorPage).toHaveAttribute('data-fatal', String(fatal));
  await expect(errorPage).toHaveAttribute('data-error-message', `${fatal ? 'Page Not Found' : 'Page not found'}: ${path}`);
  await expect(page).toHaveTitle(pageTitle(csErrors.notFoundTitle));
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');

  const siteNav = page.getByRole('navigation', { name: csCommon.nav.label });
  // Non-fatal: the 404 sits inside the site layout. Fatal (malformed address): the layout is not rendered at all.
  if (fatal) {
    await expect(siteNav).toHaveCount(0);
    await expect(page.locator('.site-header')).toHaveCount(0);
  } else {
    await expect(siteNav).toBeVisible();
  }
}

test.describe('non-fatal 404 inside the layout', () => {
  for (const path of ['/neco/co/neexistuje', '/neznama-stranka', '/weddings/neexistujici-svatba']) {
    test(`${path} shows the 404 page with the site header`, async ({ page }) => {
      await expectNotFound(page, path, { fatal: false });
    });
  }
});

test.describe('fatal 404 for malformed addresses', () => {
  for (const path of ['/weddings/Spatny_Slug', '/Velka-Pismena', '/weddings/id/abc']) {
    test(`${path} shows the bare 404 page without the site header`, async ({ page }) => {
      await expectNotFound(page, path, { fatal: true });
    });
  }

  test('the link home on a fatal 404 page brings back the full site', async ({ page }) => {
    await expectNotFound(page, '/weddings/Spatny_Slug', { fatal: true });
    await page.getByRole('link', { name: csErrors.goHome }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(demoContent.home.heroTitle);
    await expect(page.getByRole('navigation', { name: csCommon.nav.label })).toBeVisible();
  });
});

test('the link home on a non-fatal 404 page leads to the home page', async ({ page }) => {
  await expectNotFound(page, '/neco/co/neexistuje', { fatal: false });
  await page.getByRole('link', { name: csErrors.goHome }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(demoContent.home.heroTitle);
  await expect(page.locator('.error-page')).toHaveCount(0);
});
