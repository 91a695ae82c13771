import type { Page } from '@playwright/test';
import { demoContent } from '../../../adapters/memory/demo-content/demo-content';
import { bookableWindow } from '../../../domain/booking/booking-policy';
import { shiftDateByMonths } from '../../../src/features/booking/calendar-month';
import { csCommon } from '../../../src/texts/cs-common';
import { csContent } from '../../../src/texts/cs-content';
import { csAccount } from '../../../src/texts/cs-account';
import { errorMessage } from '../../../src/texts/cs-errors';
import { csBooking } from '../../../src/texts/cs-booking';
import { expect, test } from '../support/fixtures';
import { freeCalendarDay, openPage, sendBookingForm } from '../support/page-helpers';
import { E2E_STRAPI_URL } from '../support/stack-site';

/*
 * Strapi is one Node process; when it is down the public site must not be. The browser cannot reach it here (every
 * request to it is refused), as for a visitor while it restarts: the Strapi-backed production build still serves
 * every public page from its prerendered HTML and content snapshot, the calendar and the booking form talk to
 * Firebase only, and signing in says in Czech that accounts are briefly unavailable.
 */
const f = csBooking.fields;
const strapiCalls: string[] = [];

test.use({ expectedConsoleErrors: [new RegExp(`ERR_CONNECTION_REFUSED|${E2E_STRAPI_URL.replace(/[.:/]/g, '\\$&')}`)] });
test.setTimeout(180_000);

test.beforeEach(async ({ context }) => {
  strapiCalls.length = 0;
  await context.route(`${E2E_STRAPI_URL}/**`, async (route) => {
    strapiCalls.push(route.request().url());
    await route.abort('connectionrefused');
  });
});

async function nav(page: Page, label: string, h1: string): Promise<void> {
  await page.getByRole('navigation', { name: csCommon.nav.label }).getByRole('link', { name: label }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
}

test('with Strapi unreachable, a couple browses the site, picks a free day and sends a request', async ({ page }) => {
  await openPage(page, '/', demoContent.home.heroTitle);
  await nav(page, csCommon.nav.portfolio, csContent.portfolio.heading);
  const wedding = demoContent.weddings.find((w) => w.slug === 'jana-a-petr-zamek-hluboka')!;
  await page.getByRole('link', { name: new RegExp(wedding.title) }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(wedding.title);
  await nav(page, csCommon.nav.pricing, csContent.pricing.heading);
  await nav(page, csCommon.nav.faq, csContent.faq.heading);
  await page.goto('/ochrana-udaju');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(demoContent.privacyPolicy.title);
  expect(strapiCalls, 'no public page needs the CMS').toEqual([]);

  // Seven months ahead: clear of the seeded bookings and of the journey spec's month.
  const month = shiftDateByMonths(bookableWindow(new Date()).first, 7).slice(0, 7);
  await page.clock.install();
  await openPage(page, '/rezervace', csBooking.reservationTitle);
  const { day, date } = await freeCalendarDay(page, month, 'last');
  await day.click();
  await page.getByRole('link', { name: csBooking.continueQuick }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(csBooking.simpleTitle);
  await expect(page.getByLabel(f.weddingDate)).toHaveValue(date);
  await page.getByLabel(f.partner1).fill('Markéta Bez-Strapi');
  await page.getByLabel(f.email).fill(`marketa.${Date.now().toString(36)}@example.cz`);
  await page.getByLabel(f.phone).fill('+420 608 111 222');
  await sendBookingForm(page);
  expect(strapiCalls, 'bookings never need the CMS').toEqual([]);
});

test('with Strapi unreachable, signing in says in Czech that accounts are briefly unavailable', async ({ page }) => {
  await page.goto('/prihlaseni');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(csAccount.signInTitle);
  await page.getByLabel(csAccount.identifier).fill('novomanzele@example.cz');
  await page.getByLabel(csAccount.password).fill('Svatba2027');
  await page.getByRole('button', { name: csAccount.signIn }).click();
  await expect(page.getByRole('alert')).toContainText(errorMessage('auth/unavailable'));
  await expect(page.getByRole('alert')).toContainText('auth/unavailable');
  // Nothing typed is lost.
  await expect(page.getByLabel(csAccount.identifier)).toHaveValue('novomanzele@example.cz');
  expect(strapiCalls.length).toBeGreaterThan(0);
});
