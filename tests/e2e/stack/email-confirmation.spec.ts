import type { Page } from '@playwright/test';
import { bookableWindow } from '../../../domain/booking/booking-policy';
import { shiftDateByMonths } from '../../../src/features/booking/calendar-month';
import { csBooking } from '../../../src/texts/cs-booking';
import { errorMessage } from '../../../src/texts/cs-errors';
import { verifyLinkIn } from '../../support/verify-link';
import { expect, test } from '../support/fixtures';
import { waitForMail } from '../support/maildev';
import { freeCalendarDay, openPage, sendBookingForm, showCalendarMonth } from '../support/page-helpers';
import { E2E_MAILDEV, STACK_SITE_URL } from '../support/stack-site';

/*
 * The photographer holds days for requests (the stack's Strapi seeds the `hold` policy, 7 days), but only for couples
 * who proved their address: a request sent through the quick form holds nothing, its receipt mail reaches MailDev
 * with a confirmation link, fetching and even opening that link (a mail scanner does both, some run the page's
 * script) holds nothing, and only the page's button — a POST to verifyBookingEmail — holds the day, which the public
 * calendar then shows as "předběžně obsazeno".
 */

const run = Date.now().toString(36);
const email = `potvrzeni.${run}@example.cz`;

test.setTimeout(120_000);

/** The public calendar's state of `date` (free, held…), once Firestore's availability has arrived. */
async function calendarState(page: Page, date: string): Promise<string | null> {
  await openPage(page, '/rezervace', csBooking.reservationTitle);
  const grid = await showCalendarMonth(page, date.slice(0, 7));
  await expect(grid.locator(`button[data-date^="${date.slice(0, 7)}"][data-state="free"]`).first()).toBeVisible();
  return grid.locator(`button[data-date="${date}"]`).getAttribute('data-state');
}

test('a request holds its day only when the couple presses the button on the page their receipt mail links to', async ({ page, browser, request }) => {
  // Seven months ahead, a month the other specs leave alone; a day free in the public calendar.
  const month = shiftDateByMonths(bookableWindow(new Date()).first, 7).slice(0, 7);
  await openPage(page, '/rezervace', csBooking.reservationTitle);
  const { date: weddingDate } = await freeCalendarDay(page, month, Math.floor(Date.now() / 1000) % 15);

  await page.clock.install();
  await openPage(page, `/simple-booking?datum=${weddingDate}`, csBooking.simpleTitle);
  await page.getByLabel(csBooking.fields.partner1).fill(`Marie ${run}`);
  await page.getByLabel(csBooking.fields.email).fill(email);
  await page.getByLabel(csBooking.fields.phone).fill('+420 777 123 456');
  await sendBookingForm(page);
  await expect(page.getByText(`${csBooking.sent.confirmEmail} ${csBooking.sent.holdAfterConfirmation(7)}`)).toBeVisible();

  const receipt = await waitForMail(E2E_MAILDEV.url, email, /^Poptávka svatebního focení přijata/);
  const link = new URL(verifyLinkIn(receipt.text));
  const onStack = `${STACK_SITE_URL}${link.pathname}${link.hash}`;
  const visitor = await (await browser.newContext({ locale: 'cs-CZ', timezoneId: 'Europe/Prague' })).newPage();
  expect(await calendarState(visitor, weddingDate)).toBe('free');

  // A scanner's GET of the link gets the page and nothing else; a browser opening it runs the page, which waits.
  const fetched = await request.get(onStack);
  expect(fetched.status()).toBe(200);
  const couple = await (await browser.newContext({ locale: 'cs-CZ', timezoneId: 'Europe/Prague' })).newPage();
  await openPage(couple, `${link.pathname}${link.hash}`, csBooking.verify.title);
  const button = couple.getByRole('button', { name: csBooking.verify.confirm });
  await expect(button).toBeVisible();
  expect(await calendarState(visitor, weddingDate)).toBe('free');

  // The first call of verifyBookingEmail starts its worker in the functions emulator; on a loaded CI machine that can
  // take longer than the page's 10 s deadline, and the page then says "not sent, try again" — as it would to a couple
  // on a bad connection. The couple presses again (the call is idempotent); any other failure fails the test.
  const done = couple.getByRole('heading', { name: csBooking.verify.done });
  const noAnswer = couple.locator('#potvrzeni-stav code', { hasText: 'network/unavailable' });
  await button.click();
  await expect(done.or(noAnswer)).toBeVisible({ timeout: 30_000 });
  if (await noAnswer.isVisible()) {
    await expect(couple.locator('#potvrzeni-stav')).toContainText(errorMessage('network/unavailable'));
    await button.click();
  }
  await expect(done).toBeFocused({ timeout: 30_000 });
  await expect(couple.getByText(/^Termín pro vás předběžně držím do /)).toBeVisible();
  expect(await calendarState(visitor, weddingDate)).toBe('held');
});
