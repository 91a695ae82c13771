import { demoContent } from '../../adapters/memory/demo-content/demo-content';
import { CLIENT_RENDERED_AREAS } from '../../src/app/router/client-rendered-areas';
import { csCommon } from '../../src/texts/cs-common';
import { csContent } from '../../src/texts/cs-content';
import { csErrors } from '../../src/texts/cs-errors';
import { expect, test } from './support/fixtures';
import { openPage } from './support/page-helpers';
import { expectedPages, firstWedding } from './support/expected-pages';
import { SITE_URL } from './support/site';

/*
 * What a search engine, a link preview or a visitor without JavaScript gets: the static HTML the build wrote. Runs on
 * the memory build and on the Strapi-backed build (the stack project), whose content came from a seeded Strapi.
 */
const prerendered = expectedPages.filter((p) => !p.path.startsWith('/weddings/id/') && !CLIENT_RENDERED_AREAS.some((a) => p.path.startsWith(a)));

test.describe('prerendered HTML, read without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const expected of prerendered) {
    test(`${expected.path}: heading, title, canonical and a sharing preview in the HTML itself`, async ({ page }) => {
      const response = await page.goto(expected.path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(expected.h1);
      await expect(page).toHaveTitle(expected.title);
      await expect(page.locator('html')).toHaveAttribute('lang', 'cs');
      const canonical = `${SITE_URL}${expected.canonicalPath}`;
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', canonical);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', expected.description || /\S/);
      const og = (property: string) => page.locator(`meta[property="${property}"]`);
      await expect(og('og:title')).toHaveAttribute('content', expected.title);
      await expect(og('og:url')).toHaveAttribute('content', canonical);
      await expect(og('og:locale')).toHaveAttribute('content', 'cs_CZ');
      await expect(og('og:type')).toHaveAttribute('content', /^(website|article)$/);
      await expect(og('og:description')).toHaveAttribute('content', /\S/);
      await expect(og('og:image')).toHaveAttribute('content', new RegExp(`^${SITE_URL}/.+\\.(jpe?g|png|webp)$`));
      await expect(og('og:image:width')).toHaveAttribute('content', /^[1-9]\d+$/);
      await expect(og('og:image:height')).toHaveAttribute('content', /^[1-9]\d+$/);
      await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
      await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
    });
  }

  test('a wedding page holds its story, its structured data and the first photographs of its gallery', async ({ page }) => {
    await page.goto(`/weddings/${firstWedding.slug}`);
    await expect(page.getByText(firstWedding.story[0]!)).toBeVisible();
    await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(1);
    for (const image of firstWedding.gallery.slice(0, 3)) {
      await expect(page.getByRole('img', { name: image.alt, exact: true }).first()).toHaveAttribute('src', /\S/);
    }
    // The cover is the largest image above the fold: fetched with high priority, never lazily.
    const cover = page.locator('img.wedding-cover');
    await expect(cover).toHaveAttribute('fetchpriority', 'high');
    await expect(cover).toHaveAttribute('loading', 'eager');
  });

  test('the admin and account areas are an app shell that search engines must not index', async ({ page }) => {
    for (const path of ['/admin/login', '/prihlaseni', '/ucet']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.locator('meta[name="robots"]'), path).toHaveAttribute('content', 'noindex');
      await expect(page.locator('#app'), path).toBeEmpty();
    }
  });
});

test('robots.txt keeps crawlers out of the admin and accounts and links the sitemap', async ({ request }) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  const robots = await response.text();
  for (const area of CLIENT_RENDERED_AREAS) expect(robots).toContain(`Disallow: ${area}\n`);
  expect(robots).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`);
});

test('sitemap.xml lists every prerendered address and nothing private', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const locations = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  expect(locations.sort()).toEqual(prerendered.map((p) => `${SITE_URL}${p.path === '/' ? '/' : p.path}`).sort());
  // CMS pages carry the day they were last changed (the demo's dates; the seeding day on the Strapi-backed build).
  for (const page of demoContent.pages) expect(sitemap).toMatch(new RegExp(`<loc>${SITE_URL}/${page.slug}</loc><lastmod>\\d{4}-\\d{2}-\\d{2}</lastmod>`));
});

test.describe('an unknown address', () => {
  test.use({ expectedConsoleErrors: [/status of 404/] });

  test('answers a real 404 with the Czech not-found page, before and after JavaScript', async ({ page, request }) => {
    const response = await request.get('/tahle-stranka-tu-neni');
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain(csErrors.notFoundHeading);
    await openPage(page, '/tahle-stranka-tu-neni', csErrors.notFoundHeading);
    await expect(page.locator('[data-error-message]')).toHaveAttribute('data-error-message', 'Page not found: /tahle-stranka-tu-neni');
  });
});

test('hydration asks for nothing the HTML already holds; moving on from the app reads the snapshot from the site itself', async ({ page, baseURL }) => {
  const dataRequests: string[] = [];
  page.on('request', (request) => {
    if (['fetch', 'xhr'].includes(request.resourceType())) dataRequests.push(request.url());
  });
  await openPage(page, `/weddings/${firstWedding.slug}`, firstWedding.title);
  await page.waitForLoadState('networkidle');
  expect(dataRequests).toEqual([]);

  // A content page's links are plain navigations; a form page is the app, which follows them in place.
  await openPage(page, '/kontakt', csContent.contact.heading);
  await page.waitForLoadState('networkidle');
  dataRequests.length = 0;
  await page.getByRole('navigation', { name: csCommon.nav.label }).getByRole('link', { name: csCommon.nav.pricing }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(csContent.pricing.heading);
  expect(dataRequests.length).toBeGreaterThan(0);
  for (const url of dataRequests) expect(url.startsWith(`${baseURL}/content/`), url).toBe(true);
});
