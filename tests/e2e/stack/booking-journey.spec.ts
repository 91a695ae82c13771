import { readFile } from 'node:fs/promises';
import type { Browser, Page } from '@playwright/test';
import { reservationLookupUrl } from '../../../domain/booking/booking-links';
import { bookableWindow } from '../../../domain/booking/booking-policy';
import { czechShortDate } from '../../../domain/booking/exports';
import { QR_PLATBA_FILENAME } from '../../../domain/mail/templates/deposit-details';
import { normalisePhone } from '../../../domain/validation/fields';
import { dayLabel, shiftDateByMonths } from '../../../src/features/booking/calendar-month';
import { csErrors } from '../../../src/texts/cs-errors';
import { csAdmin } from '../../../src/texts/cs-admin';
import { csBooking } from '../../../src/texts/cs-booking';
import { expect, test } from '../support/fixtures';
import { openBookingTab } from '../support/booking-page';
import { decodeQrPng } from '../../support/png';
import { attachment, attachmentBytes, waitForMail } from '../support/maildev';
import { openPage, sendBookingForm, showCalendarMonth } from '../support/page-helpers';
import { signInThroughForm } from '../support/sign-in';
import { E2E_MAILDEV, STACK_ADMIN } from '../support/stack-site';

/*
 * The whole booking journey on the local stack: the build that talks to the Firebase emulators (Auth, Firestore with
 * its rules, the callable functions) and a seeded Strapi. Nothing here is faked: availability comes from Firestore,
 * the request and the lookup go through `submitBooking` / `lookupReservation`, the admin signs in against the Auth
 * emulator and confirms through `changeBookingStatus`. The e-mails the functions queue are delivered by the outbox
 * relay to the run's MailDev and read back through its REST API, as the couple and the photographer would get them.
 */

const f = csBooking.fields;
const run = Date.now().toString(36);
const partner1 = `Alžběta ${run}`;
const partner2 = 'Vojtěch Šťastný';
const couple = `${partner1} a ${partner2}`;
const email = `alzbeta.${run}@example.cz`;

// Refused callables answer 4xx, which Chromium logs as a failed resource; the UI's handling of them is under test.
test.use({
  expectedConsoleErrors: [/the server responded with a status of (400|409|429) .*127\.0\.0\.1:5001\//],
});
test.describe.configure({ mode: 'serial' });
test.setTimeout(180_000);

/** Shows the public calendar's month of `date` (the grid starts at the first bookable month). */
async function showMonth(page: Page, month: string): Promise<void> {
  const grid = await showCalendarMonth(page, month);
  // Availability arrives from Firestore after the grid renders: wait until the month's states are known.
  await expect(grid.locator(`button[data-date^="${month}"][data-state="free"]`).first()).toBeVisible();
}

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ locale: 'cs-CZ', timezoneId: 'Europe/Prague' });
  return context.newPage();
}

async function download(page: Page, button: string): Promise<{ name: string; text: string }> {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: button }).click()]);
  return { name: file.suggestedFilename(), text: await readFile((await file.path())!, 'utf8') };
}

let weddingDate = '';
let code = '';

test('a couple picks a free date, sends the multi-step form and looks the request up by its code', async ({ page }) => {
  // Five months ahead: clear of the seeded bookings' months, and a month no earlier run of this spec has filled.
  const month = shiftDateByMonths(bookableWindow(new Date()).first, 5).slice(0, 7);
  await page.clock.install();
  await openPage(page, '/rezervace', csBooking.reservationTitle);
  await showMonth(page, month);
  const grid = page.getByRole('grid');
  const free = grid.locator(`button[data-date^="${month}"][data-state="free"]`).first();
  weddingDate = (await free.getAttribute('data-date'))!;
  await free.click();
  await expect(grid.getByRole('button', { name: dayLabel(weddingDate, 'free', true) })).toBeVisible();
  await page.getByRole('link', { name: csBooking.fullForm }).click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(csBooking.bookingTitle);
  await expect(page.getByLabel(f.weddingDate)).toHaveValue(weddingDate);
  await page.getByRole('button', { name: csBooking.next }).click();
  await page.getByRole('radio', { name: /^Celý den –/ }).check();
  await page.getByRole('button', { name: csBooking.next }).click();
  await page.getByLabel(f.partner1).fill(partner1);
  await page.getByLabel(`${f.partner2} ${csBooking.optional}`).fill(partner2);
  await page.getByLabel(f.email).fill(email);
  await page.getByLabel(f.phone).fill('+420 777 123 456');
  await page.getByLabel(f.venue).fill('Zámek Lednice');
  await page.getByLabel(f.town).fill('Lednice');
  await page.getByRole('button', { name: csBooking.next }).click();
  code = await sendBookingForm(page);
  expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);

  await page.getByRole('link', { name: csBooking.sent.lookup }).click();
  await page.getByLabel(csBooking.lookup.code).fill(code);
  await page.getByLabel(csBooking.lookup.email).fill(email);
  await page.getByRole('button', { name: csBooking.lookup.submit }).click();
  await expect(page.getByText(csBooking.status.new, { exact: false })).toBeVisible();
  await expect(page.getByText(couple)).toBeVisible();

  // The couple's receipt and the photographer's notice left the outbox: Czech subjects, the package by its name on
  // Strapi's price list, the couple's own words as text.
  const receipt = await waitForMail(E2E_MAILDEV.url, email, `Poptávka svatebního focení přijata (${code})`);
  expect(receipt.html).toContain('Celý den');
  expect(receipt.text).toContain('Celý den');
  expect(`${receipt.html}${receipt.text}`).not.toMatch(/undefined|NaN/);
  const notice = await waitForMail(E2E_MAILDEV.url, STACK_ADMIN.email, new RegExp(`^Nová poptávka: .* – ${couple}$`));
  expect(notice.html).toContain('Celý den');
  expect(notice.text).toContain(email);
});

test('the admin finds the request, confirms it and exports it; the public calendar shows the day taken', async ({ page, browser }) => {
  expect(weddingDate, 'the first test chose a date').not.toBe('');
  await page.goto('/admin/bookings');
  await signInThroughForm(page, STACK_ADMIN);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(csAdmin.bookingsTitle);
  // The search runs on the server over every booking (word beginnings, no diacritics needed).
  await page.getByLabel(csAdmin.list.search).fill(`${partner1.split(' ')[0]!.replace('ž', 'z')} stastny`);
  await page.getByRole('button', { name: csAdmin.list.apply }).click();
  await expect(page.getByRole('row')).toHaveCount(2);
  await page.getByRole('link', { name: csAdmin.list.open(couple) }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(csAdmin.detail.title(couple));
  await expect(page.getByText(code, { exact: true })).toBeVisible();

  const actions = page.getByRole('region', { name: csAdmin.detail.actionsTitle });
  await actions.getByRole('button', { name: csAdmin.detail.actions.confirmed }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: csAdmin.detail.confirmYes }).click();
  await expect(actions.getByRole('status')).toHaveText(csAdmin.detail.changed(csAdmin.status.confirmed));

  // The confirmation reaches the couple with the wedding as a calendar event and the lookup link.
  const confirmation = await waitForMail(E2E_MAILDEV.url, email, `Termín svatebního focení je potvrzený (${code})`);
  const event = await attachment(E2E_MAILDEV.url, confirmation, `svatba-${weddingDate}.ics`);
  expect(event).toContain(`DTSTART;VALUE=DATE:${weddingDate.replace(/-/g, '')}\r\n`);
  expect(confirmation.text).toContain(reservationLookupUrl('https://www.terezanovakova-foto.cz'));
  // The deposit (Strapi's settings: 30 % of the package price kept with the booking, 39 000 Kč): the details as text
  // and a QR Platba image that a banking app reads as the same payment.
  expect(confirmation.text).toContain('Částka: 11\u00A0700\u00A0Kč');
  expect(confirmation.text).toContain('Číslo účtu: 19-2000145399/0800');
  const spayd = decodeQrPng(await attachmentBytes(E2E_MAILDEV.url, confirmation, QR_PLATBA_FILENAME));
  expect(spayd).toMatch(new RegExp(`^SPD\\*1\\.0\\*ACC:CZ6508000000192000145399\\*AM:11700\\.00\\*CC:CZK\\*DT:\\d{8}\\*X-VS:${weddingDate.slice(2).replace(/-/g, '')}\\d{4}\\*MSG:`));
  // The delivery log in the detail shows the receipt and the confirmation as sent (the relay recorded SUCCESS).
  const log = page.getByRole('region', { name: csAdmin.mails.title });
  await expect
    .poll(async () => {
      await page.reload();
      await openBookingTab(page, 'mails');
      const rows = log.getByRole('row').filter({ hasText: email });
      await expect(rows.first()).toBeVisible();
      return `${await rows.filter({ hasText: csAdmin.mails.state.SUCCESS }).count()} of ${await rows.count()} sent`;
    }, { timeout: 30_000 })
    .toBe('2 of 2 sent');

  // Someone else, not signed in, sees the day taken in the public calendar.
  const visitor = await newPage(browser);
  await openPage(visitor, '/rezervace', csBooking.reservationTitle);
  await showMonth(visitor, weddingDate.slice(0, 7));
  await expect(visitor.getByRole('grid').getByRole('button', { name: dayLabel(weddingDate, 'taken') })).toBeVisible();
  await visitor.context().close();

  await page.getByRole('link', { name: csAdmin.nav.bookings, exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(csAdmin.bookingsTitle);
  const csv = await download(page, csAdmin.exports.csv);
  expect(csv.name).toMatch(/\.csv$/);
  expect(csv.text.startsWith('\uFEFF')).toBe(true);
  expect(csv.text).toContain(`"${couple}"`);
  expect(csv.text).toContain(`"${czechShortDate(weddingDate)}"`);
  expect(csv.text).toContain(`"${code}"`);
  // The phone as stored (normalised), as a text formula Excel keeps digit for digit (domain/booking/exports.ts).
  expect(csv.text).toContain(`"=""${normalisePhone('+420 777 123 456')}"""`);
  // The package by its name on the price list (from Strapi), not its slug.
  expect(csv.text).toContain('"Celý den"');
  const ics = await download(page, csAdmin.exports.ics);
  expect(ics.name).toBe('svatby.ics');
  expect(ics.text).toContain(`DTSTART;VALUE=DATE:${weddingDate.replace(/-/g, '')}\r\n`);
  expect(ics.text).toContain(`SUMMARY:${csAdmin.exports.summary(couple)}\r\n`);
});

test('a second couple cannot request the confirmed date and is offered the nearest free ones', async ({ browser }) => {
  expect(weddingDate, 'the first test chose a date').not.toBe('');
  const page = await newPage(browser);
  await page.clock.install();
  await openPage(page, `/simple-booking?datum=${weddingDate}`, csBooking.simpleTitle);
  await page.getByLabel(f.partner1).fill('Karolína Malá');
  await page.getByLabel(f.email).fill(`karolina.${run}@example.cz`);
  await page.getByLabel(f.phone).fill('602 111 222');
  await page.getByLabel(f.message).fill('Máte ještě volno?');
  await page.getByLabel(new RegExp(f.privacyConsent)).check();
  await page.clock.fastForward('00:30');
  await page.getByRole('button', { name: csBooking.submit }).click();
  await expect(page.getByText(csErrors.messages['booking/date-taken']).first()).toBeVisible();
  await expect(page.getByText('booking/date-taken').first()).toBeVisible();
  await expect(page.getByText(csBooking.nearestFree)).toBeVisible();
  await expect(page.getByRole('heading', { name: csBooking.sent.heading })).toHaveCount(0);
  // Nothing the couple typed is lost.
  await expect(page.getByLabel(f.message)).toHaveValue('Máte ještě volno?');
  await page.context().close();
});
