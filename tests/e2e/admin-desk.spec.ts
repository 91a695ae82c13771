import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import { formatDate, formatMonthYear } from '../../domain/formatting/czech';
import { csAdmin } from '../../src/texts/cs-admin';
import { aBooking } from '../support/booking-mother';
import { adminAccount } from './support/e2e-accounts';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { signInThroughForm } from './support/sign-in';

// A wedding two months ahead, so the calendar is two "next month" clicks away.
const now = new Date();
const target = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 2, 13));
const weddingDate = target.toISOString().slice(0, 10);
const couple = 'Klára a Tomáš';

const booking = aBooking({
  id: '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
  reservationCode: 'K7RT-M2QZ',
  kind: 'simple',
  weddingDate,
  contact: { coupleNames: couple, email: 'klara.tomas@example.cz', phone: '+420 603 123 456' },
  venue: 'Statek Lhotka; sál',
  createdAt: '2026-01-10T10:00:00.000Z',
});

async function downloaded(page: Page, button: string): Promise<{ download: Download; text: string }> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: button }).click()]);
  return { download, text: await readFile((await download.path())!, 'utf8') };
}

test.beforeEach(async ({ page }) => {
  // The memory demo keeps bookings in localStorage: seed one request, as if a couple had sent it.
  await page.addInitScript((seed) => {
    if (!localStorage.getItem('svatebni-fotograf.bookings.v1')) {
      localStorage.setItem('svatebni-fotograf.bookings.v1', JSON.stringify({ bookings: [seed], blocked: [] }));
    }
  }, booking);
});

test('the photographer confirms a request, sees the day taken, and exports CSV and iCalendar', async ({ page }) => {
  await page.goto('/admin/bookings');
  await signInThroughForm(page, adminAccount);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(csAdmin.bookingsTitle);
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: csAdmin.list.open(couple) }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(csAdmin.detail.title(couple));
  await expectNoAxeViolations(page);
  const actions = page.getByRole('region', { name: csAdmin.detail.actionsTitle });
  await actions.getByRole('button', { name: csAdmin.detail.actions.confirmed }).click();
  const question = page.getByRole('alertdialog', { name: csAdmin.detail.confirmQuestion(csAdmin.detail.actions.confirmed, couple) });
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: csAdmin.detail.confirmYes }).click();
  await expect(actions.getByRole('status')).toHaveText(csAdmin.detail.changed(csAdmin.status.confirmed));

  await page.getByRole('link', { name: csAdmin.nav.calendar }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(csAdmin.calendar.title);
  for (let i = 0; i < 2; i += 1) await page.getByRole('link', { name: csAdmin.calendar.next }).click();
  const grid = page.getByRole('grid', { name: formatMonthYear(target.getUTCFullYear(), target.getUTCMonth()) });
  await expect(grid.getByRole('button', { name: csAdmin.calendar.dayLabel(formatDate(weddingDate), csAdmin.calendar.state.booked) })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: csAdmin.nav.bookings, exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(csAdmin.bookingsTitle);
  const csv = await downloaded(page, csAdmin.exports.csv);
  expect(csv.download.suggestedFilename()).toMatch(/\.csv$/);
  expect(csv.text.startsWith('\uFEFF')).toBe(true);
  expect(csv.text).toContain(`"${couple}"`);
  expect(csv.text).toContain(`"${target.getUTCDate()}. ${target.getUTCMonth() + 1}. ${target.getUTCFullYear()}"`);
  expect(csv.text).toContain(`"${csAdmin.status.confirmed}"`);
  // A valid phone as a text formula Excel keeps digit for digit; the received time as a Prague date-time Excel sorts.
  expect(csv.text).toContain('"=""+420 603 123 456"""');
  expect(csv.text).toContain('"2026-01-10 11:00"');

  const ics = await downloaded(page, csAdmin.exports.ics);
  expect(ics.download.suggestedFilename()).toBe('svatby.ics');
  expect(ics.text).toContain(`UID:${booking.id}@terezanovakova-foto.cz\r\n`);
  expect(ics.text).toContain(`DTSTART;VALUE=DATE:${weddingDate.replace(/-/g, '')}\r\n`);
  expect(ics.text).toContain(`SUMMARY:${csAdmin.exports.summary(couple)}\r\n`);
  expect(ics.text).toContain('LOCATION:Statek Lhotka\\; sál\r\n');
});
