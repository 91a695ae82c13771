import { demoContent } from '../../adapters/memory/demo-content/demo-content';
import { csContent } from '../../src/texts/cs-content';
import { expect, test } from './support/fixtures';
import { weddings } from './support/expected-pages';

test.describe('legacy wedding addresses', () => {
  for (const wedding of weddings) {
    test(`/wedding-detail-${wedding.slug} ends at /weddings/${wedding.slug}`, async ({ page }) => {
      await page.goto(`/wedding-detail-${wedding.slug}`);
      await expect(page).toHaveURL(`/weddings/${wedding.slug}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(wedding.title);
    });
  }

  test('/weddings/_slug (an unfilled template address) ends at the portfolio', async ({ page }) => {
    await page.goto('/weddings/_slug');
    await expect(page).toHaveURL('/portfolio');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(csContent.portfolio.heading);
  });
});

test.describe('editor-managed redirects', () => {
  for (const redirect of demoContent.redirects) {
    test(`${redirect.from} ends at ${redirect.to}`, async ({ page }) => {
      await page.goto(redirect.from);
      await expect(page).toHaveURL(redirect.to);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('.error-page')).toHaveCount(0);
    });
  }
});
