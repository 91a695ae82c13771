import type { Browser, Page } from '@playwright/test';
import { bookableWindow } from '../../../domain/booking/booking-policy';
import { shiftDateByMonths } from '../../../src/features/booking/calendar-month';
import { csBooking } from '../../../src/texts/cs-booking';
import { csPortal } from '../../../src/texts/cs-portal';
import { expectNoAxeViolations } from './axe';
import type { CoupleAccount } from './couple-account';
import { newCzechPage } from './couple-account';
import { expect, test } from './fixtures';
import { freeCalendarDay, openPage, sendBookingForm } from './page-helpers';

/*
 * The couple's portal on the local stack (issue 10), shared by its specs: a couple registered with Strapi books while
 * signed in (the form prefilled from the account) and withdraws a second request in "Moje svatba"; the specs walk on
 * from there (couple-portal-requests.spec.ts, couple-portal-deposit.spec.ts).
 */

/**
 * Both specs' settings, called at their top: serial, as each test walks on from the last; the refusals the walks
 * provoke on purpose (a wrong password, a withdrawn request) are expected in the console; and a hang detector, since
 * cold emulated functions answer the first calls.
 */
export function configurePortalSpec(): void {
  test.use({
    expectedConsoleErrors: [/the server responded with a status of (400|401|403|409|429) /],
  });
  test.describe.configure({ mode: 'serial' });
  test.setTimeout(240_000);
}

/** A couple's account unique to this run and spec (`tag`), named as the bookings name a couple: "Lucie a Tomáš …". */
export function portalCouple(tag: string): CoupleAccount & { run: string; partner2: string } {
  const run = `${tag}${Date.now().toString(36)}`;
  // The account's name as the bookings name a couple, so the form splits it back into the two partners.
  const partner2 = `Tomáš ${run}`;
  return { run, partner2, username: `Lucie a ${partner2}`, email: `lucie.${run}@example.cz`, password: 'Svatba2027portal' };
}

/** Downloads are saved: the receipt and the data export are compared with what was mailed and stored. */
export const newPortalPage = (browser: Browser) => newCzechPage(browser, { acceptDownloads: true });

/**
 * The signed-in couple books a free day `monthsAhead` months into the bookable window through the full form, checks
 * it prefilled from the account, and answers the day and the reservation code. Each spec takes a month of its own,
 * one neither the other stack walks nor earlier runs fill.
 */
export async function bookSignedIn(page: Page, couple: ReturnType<typeof portalCouple>, monthsAhead: number): Promise<{ weddingDate: string; code: string }> {
  const f = csBooking.fields;
  const month = shiftDateByMonths(bookableWindow(new Date()).first, monthsAhead).slice(0, 7);
  await page.clock.install();
  await openPage(page, '/rezervace', csBooking.reservationTitle);
  const { day, date: weddingDate } = await freeCalendarDay(page, month, 3);
  await day.click();
  await page.getByRole('link', { name: csBooking.fullForm }).click();
  await expect(page.getByLabel(f.weddingDate)).toHaveValue(weddingDate);
  await page.getByRole('button', { name: csBooking.next }).click();
  await page.getByRole('radio', { name: /^Celý den –/ }).check();
  await page.getByRole('button', { name: csBooking.next }).click();
  // Prefilled from the account: the names (split at " a ") and the e-mail.
  await expect(page.getByLabel(f.email)).toHaveValue(couple.email);
  await expect(page.getByLabel(f.partner1)).toHaveValue('Lucie');
  await expect(page.getByLabel(`${f.partner2} ${csBooking.optional}`)).toHaveValue(couple.partner2);
  await page.getByLabel(f.phone).fill('+420 777 222 333');
  await page.getByLabel(f.venue).fill('Statek Blatiny');
  await page.getByLabel(f.town).fill('Blatiny');
  await page.getByRole('button', { name: csBooking.next }).click();
  return { weddingDate, code: await sendBookingForm(page) };
}

/**
 * The couple sends a second request in the same month (quick form, prefilled) and withdraws it in Moje svatba once
 * they confirm; the withdrawal is recorded and the first request untouched. Answers the withdrawn request's code.
 */
export async function requestAndWithdraw(page: Page, couple: Pick<CoupleAccount, 'email'>, weddingDate: string): Promise<string> {
  await openPage(page, '/rezervace', csBooking.reservationTitle);
  const { date: otherDate } = await freeCalendarDay(page, weddingDate.slice(0, 7), 5, weddingDate);
  await page.goto(`/simple-booking?datum=${otherDate}`);
  await expect(page.getByLabel(csBooking.fields.email)).toHaveValue(couple.email);
  await page.getByLabel(csBooking.fields.phone).fill('+420 777 222 333');
  const withdrawnCode = await sendBookingForm(page);

  await page.goto('/ucet');
  const card = page.getByRole('article', { name: csPortal.card.heading(otherDate) });
  await card.getByRole('button', { name: csPortal.withdraw.action }).click();
  await expect(card.getByText(csPortal.withdraw.question(otherDate))).toBeVisible();
  await expectNoAxeViolations(page, '/ucet (withdraw: confirm step)');
  await card.getByRole('button', { name: csPortal.withdraw.yes }).click();
  await expect(card.getByText(csPortal.withdraw.done)).toBeVisible();
  await expect(card.getByText(csPortal.status.withdrawn.label, { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: csPortal.withdraw.action })).toHaveCount(0);
  await expectNoAxeViolations(page, '/ucet (withdrawn)');
  // Recorded: after a reload the server still answers it withdrawn; the first request is untouched.
  await page.reload();
  await expect(page.getByRole('article', { name: csPortal.card.heading(otherDate) }).getByText(csPortal.status.withdrawn.label, { exact: true })).toBeVisible();
  await expect(page.getByRole('article', { name: csPortal.card.heading(weddingDate) }).getByText(csPortal.status.new.label, { exact: true })).toBeVisible();
  return withdrawnCode;
}
