import type { Page } from '@playwright/test';
import { demoSeason } from '../../adapters/memory/demo-season';
import { formatDate } from '../../domain/formatting/czech';
import { csAdmin } from '../../src/texts/cs-admin';
import { csAdminCalendar } from '../../src/texts/cs-admin-calendar';
import { csAdminDashboard } from '../../src/texts/cs-admin-dashboard';
import { csAdminPayments } from '../../src/texts/cs-admin-payments';
import { expectNoAxeViolations } from './support/axe';
import { adminAccount } from './support/e2e-accounts';
import { expect, test } from './support/fixtures';
import { signInThroughForm } from './support/sign-in';

/*
 * Visual regression baselines of the desk's screens on the memory demo's busy season, at a phone's and a laptop's
 * width. The clock is fixed, so the season (dated relative to today) and every "čeká 3 dny" are the same on every
 * run; the fonts ship with the app. A small tolerance absorbs anti-aliasing, never a moved or restyled element.
 */
const NOW = new Date('2027-03-10T09:00:00+01:00');
const couple = demoSeason(NOW).bookings.find((b) => b.contact.email === 'novomanzele@example.cz')!;

const SCREENS = [
  { name: 'dashboard', path: '/admin', h1: csAdminDashboard.title },
  { name: 'bookings-list', path: '/admin/bookings', h1: csAdmin.bookingsTitle },
  { name: 'calendar-season', path: '/admin/kalendar', h1: csAdmin.calendar.title },
  { name: 'booking-page', path: `/admin/bookings/${couple.id}`, h1: csAdmin.detail.title(couple.contact.coupleNames) },
];

/**
 * Signs in on the way to `path` (the memory session lives in the page, so no reload after it); the calendar's
 * season is one press from its month, as she reaches it.
 */
async function openSignedIn(page: Page, path: string, h1: string) {
  await page.clock.setFixedTime(NOW);
  await page.goto(`/admin/login?next=${encodeURIComponent(path)}`);
  await signInThroughForm(page, adminAccount);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
  if (path === '/admin/kalendar') {
    await page.getByRole('link', { name: csAdminCalendar.views.season }).click();
    await expect(page.getByRole('heading', { level: 2, name: csAdminCalendar.seasonTitle(2027) })).toBeVisible();
  }
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

for (const width of [390, 1366]) {
  test.describe(`the desk at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 640 ? 844 : 900 } });
    for (const screen of SCREENS) {
      test(`${screen.name} looks as designed`, async ({ page }) => {
        await openSignedIn(page, screen.path, screen.h1);
        // Wait for what the loaders fill in after the heading: the list's rows or cards (the demo couple has two
        // bookings, the season's and the gallery's), the season's days.
        if (screen.name === 'bookings-list') await expect(page.getByRole('link', { name: csAdmin.list.open(couple.contact.coupleNames) }).first()).toBeVisible();
        if (screen.name === 'calendar-season') await expect(page.getByRole('grid')).toHaveCount(12);
        await page.mouse.move(0, 0);
        await expect(page).toHaveScreenshot(`${screen.name}-${width}.png`, { fullPage: true, animations: 'disabled', maxDiffPixelRatio: 0.01 });
      });
    }
  });
}

test.describe('the desk\'s tabs on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('stay one row that scrolls sideways: the current "Platby" is in view, every tab is reached by Tab, axe is clean', async ({ page }) => {
    await openSignedIn(page, '/admin/platby', csAdminPayments.title);
    const nav = page.getByRole('navigation', { name: csAdmin.nav.label });
    const tabs = nav.getByRole('link');
    const tops = await tabs.evaluateAll((links) => links.map((link) => Math.round(link.getBoundingClientRect().top)));
    expect(new Set(tops).size).toBe(1);
    // 0.99, not 1: the row's scroll box clips a fraction of a pixel of a tab's height; a tab past the edge is < 0.5.
    const payments = nav.getByRole('link', { name: csAdmin.nav.payments });
    await expect(payments).toHaveAttribute('aria-current', 'page');
    await expect(payments).toBeInViewport({ ratio: 0.99 });
    await nav.getByRole('link', { name: csAdmin.nav.home }).focus();
    for (const name of [csAdmin.nav.bookings, csAdmin.nav.calendar, csAdmin.nav.payments]) {
      await page.keyboard.press('Tab');
      await expect(nav.getByRole('link', { name })).toBeFocused();
      await expect(nav.getByRole('link', { name })).toBeInViewport({ ratio: 0.99 });
    }
    await expectNoAxeViolations(page);
  });
});

test('the season calendar is walked by keyboard across months, and Enter blocks a free day', async ({ page }) => {
  await openSignedIn(page, '/admin/kalendar', csAdmin.calendar.title);
  const day = (date: string) => page.getByRole('button', { name: new RegExp(`^${formatDate(date)} – `) });
  // The year's one tab stop is today; Tab from the legend's hint reaches it.
  await expect(day('2027-03-10')).toHaveAttribute('tabindex', '0');
  await day('2027-03-10').focus();
  await page.keyboard.press('PageDown');
  await expect(day('2027-04-10')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(day('2027-05-01')).toBeFocused();
  await expect(page.getByRole('grid', { name: 'květen 2027' }).locator(':focus')).toHaveCount(1);
  await page.keyboard.press('ArrowRight');
  await expect(day('2027-05-02')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: csAdmin.calendar.blockedNow(formatDate('2027-05-02')) })).toBeVisible();
  await expect(day('2027-05-02')).toHaveAccessibleName(csAdmin.calendar.dayLabel(formatDate('2027-05-02'), csAdmin.calendar.state.blocked));
  await expect(page.getByRole('list', { name: csAdminCalendar.legendTitle })).toBeVisible();
});
