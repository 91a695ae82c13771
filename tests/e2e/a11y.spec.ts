import { csErrors } from '../../src/texts/cs-errors';
import { csAdmin } from '../../src/texts/cs-admin';
import { adminAccount } from './support/e2e-accounts';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { openLightboxWithKeyboard } from './support/lightbox';
import { openPage } from './support/page-helpers';
import { expectedPages, firstWedding } from './support/expected-pages';
import { signInThroughForm } from './support/sign-in';

test.describe('no WCAG 2.1 AA violations', () => {
  for (const expected of expectedPages) {
    test(expected.path, async ({ page }) => {
      await openPage(page, expected.path, expected.h1);
      await expectNoAxeViolations(page);
    });
  }

  test.describe('error pages', () => {
    // Hosting answers an unknown address with status 404, which Chromium logs as a failed resource.
    test.use({ expectedConsoleErrors: [/status of 404 \(Not Found\)/] });

    test('404 page', async ({ page }) => {
      await openPage(page, '/neco/co/neexistuje', csErrors.notFoundHeading);
      await expectNoAxeViolations(page);
    });

    test('fatal 404 page (no site layout)', async ({ page }) => {
      await openPage(page, '/weddings/Spatny_Slug', csErrors.notFoundHeading);
      await expectNoAxeViolations(page);
    });
  });

  test('admin bookings, signed in', async ({ page }) => {
    await openPage(page, '/admin/login', csAdmin.loginTitle);
    await signInThroughForm(page, adminAccount);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(csAdmin.bookingsTitle);
    await expectNoAxeViolations(page);
  });

  test('open lightbox', async ({ page }) => {
    await openPage(page, `/weddings/${firstWedding.slug}`, firstWedding.title);
    await openLightboxWithKeyboard(page, firstWedding);
    await expectNoAxeViolations(page);
  });
});
