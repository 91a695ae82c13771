import { demoContent } from '../../adapters/memory/demo-content/demo-content';
import { csCommon } from '../../src/texts/cs-common';
import { csContent } from '../../src/texts/cs-content';
import { expect, test } from './support/fixtures';
import { graphemeCount, hasType, jsonLdBlocks, openPage } from './support/page-helpers';
import { expectedPages, pageTitle, weddings } from './support/expected-pages';
import { SITE_URL } from './support/site';

test.describe('every address renders its page with correct head tags', () => {
  for (const expected of expectedPages) {
    test(`${expected.path}: heading, title, canonical, language and description`, async ({ page }) => {
      await openPage(page, expected.path, expected.h1);

      await expect(page).toHaveTitle(expected.title);
      await expect(page.locator('html')).toHaveAttribute('lang', 'cs');
      const canonical = page.locator('link[rel="canonical"]');
      await expect(canonical).toHaveCount(1);
      await expect(canonical).toHaveAttribute('href', `${SITE_URL}${expected.canonicalPath}`);
      const description = page.locator('meta[name="description"]');
      await expect(description).toHaveCount(1);
      if (expected.description) await expect(description).toHaveAttribute('content', expected.description);
      else await expect(description).toHaveAttribute('content', /\S/);
    });
  }
});

test.describe('structured data', () => {
  test('home describes the photographer as a LocalBusiness', async ({ page }) => {
    await openPage(page, '/', demoContent.home.heroTitle);
    const business = (await jsonLdBlocks(page)).find((block) => hasType(block, 'LocalBusiness'));
    expect(business, 'a LocalBusiness JSON-LD block').toBeDefined();
    expect(business).toMatchObject({ name: demoContent.siteSettings.siteName, url: `${SITE_URL}/` });
  });

  test('/faq has a FAQPage with one question per FAQ item', async ({ page }) => {
    await openPage(page, '/faq', csContent.faq.heading);
    const faqPage = (await jsonLdBlocks(page)).find((block) => hasType(block, 'FAQPage'));
    expect(faqPage, 'a FAQPage JSON-LD block').toBeDefined();
    const questions = faqPage!.mainEntity as Array<{ '@type': string; name: string }>;
    expect(questions).toHaveLength(demoContent.faq.length);
    expect(questions.map((q) => q.name)).toEqual(demoContent.faq.map((item) => item.question));
  });

  for (const wedding of weddings) {
    test(`/weddings/${wedding.slug} has an ImageGallery with a headline of at most 110 characters`, async ({ page }) => {
      await openPage(page, `/weddings/${wedding.slug}`, wedding.title);
      const gallery = (await jsonLdBlocks(page)).find((block) => hasType(block, 'ImageGallery'));
      expect(gallery, 'an ImageGallery JSON-LD block').toBeDefined();
      const headline = gallery!.headline as string;
      expect(headline).toContain(wedding.title);
      expect(graphemeCount(headline)).toBeLessThanOrEqual(110);
      expect(gallery!.url).toBe(`${SITE_URL}/weddings/${wedding.slug}`);
    });
  }
});

test('navigating inside the app keeps exactly one title, description and canonical link', async ({ page }) => {
  const wedding = weddings[0]!;
  await openPage(page, '/', demoContent.home.heroTitle);

  await page.getByRole('navigation', { name: csCommon.nav.label }).getByRole('link', { name: csCommon.nav.portfolio }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(csContent.portfolio.heading);
  await expect(page).toHaveTitle(pageTitle(csContent.portfolio.title));
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${SITE_URL}/portfolio`);

  await page.getByRole('link', { name: new RegExp(wedding.title) }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(wedding.title);
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${SITE_URL}/weddings/${wedding.slug}`);
  await expect(page.locator('meta[name="description"]')).toHaveCount(1);
  await expect(page.locator('head title')).toHaveCount(1);
  expect(await jsonLdBlocks(page)).toHaveLength(1);
});
