import { csErrors } from '../../src/texts/cs-errors';
import { csAdmin } from '../../src/texts/cs-admin';
import { csAdminCalendar } from '../../src/texts/cs-admin-calendar';
import { csAdminDashboard } from '../../src/texts/cs-admin-dashboard';
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

  test('the desk, signed in: home, list, season calendar and a booking', async ({ page }) => {
    await openPage(page, '/admin/login', csAdmin.loginTitle);
    await signInThroughForm(page, adminAccount);
    // Signing in lands on the desk's home (the demo season gives every card work).
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(csAdminDashboard.title);
    await expectNoAxeViolations(page);
    const desk = page.getByRole('navigation', { name: csAdmin.nav.label });
    await desk.getByRole('link', { name: csAdmin.nav.bookings }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(csAdmin.bookingsTitle);
    await expect(page.getByRole('link', { name: /^Otevřít rezervaci/ }).first()).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: /^Otevřít rezervaci/ }).first().click();
    await expect(page.getByRole('tab').first()).toBeVisible();
    await expectNoAxeViolations(page);
    await desk.getByRole('link', { name: csAdmin.nav.calendar }).click();
    await page.getByRole('link', { name: csAdminCalendar.views.season }).click();
    await expect(page.getByRole('grid')).toHaveCount(12);
    await expectNoAxeViolations(page);
  });

  test('open lightbox', async ({ page }) => {
    await openPage(page, `/weddings/${firstWedding.slug}`, firstWedding.title);
    await openLightboxWithKeyboard(page, firstWedding);
    await expectNoAxeViolations(page);
  });
});
