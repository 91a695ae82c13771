import type { Browser } from '@playwright/test';
import { bookableWindow } from '../../../domain/booking/booking-policy';
import { formatDate } from '../../../domain/formatting/czech';
import { dayLabel, shiftDateByMonths } from '../../../src/features/booking/calendar-month';
import { csAdmin } from '../../../src/texts/cs-admin';
import { csBooking } from '../../../src/texts/cs-booking';
import { expect, test } from '../support/fixtures';
import { chooseMoreAction } from '../support/booking-page';
import { csAdminBooking } from '../../../src/texts/cs-admin-booking';
import { typeDate } from '../support/date-field';
import { attachment, waitForMail } from '../support/maildev';
import { openPage } from '../support/page-helpers';
import { signInThroughForm } from '../support/sign-in';
import { E2E_MAILDEV, STACK_ADMIN } from '../support/stack-site';

/*
 * Issue 13, bookings by hand on the local stack: the admin enters a phone booking through `createBookingByHand` and
 * moves it through `moveBooking` (Firestore emulator, its rules, the functions); a visitor's public calendar, read
 * from the date locks, follows each change, and the couple gets the move notice in MailDev.
 */

const t = csAdmin.byHand;
const f = csBooking.fields;
const run = Date.now().toString(36);
const partner1 = `Radka ${run}`;
const couple = partner1;
const email = `radka.${run}@example.cz`;

type DayState = 'free' | 'taken';

/** A visitor, not signed in, on the public calendar (/rezervace) showing `month`, its day states read fresh. */
async function publicMonth(browser: Browser, month: string) {
  const page = await (await browser.newContext({ locale: 'cs-CZ', timezoneId: 'Europe/Prague' })).newPage();
  await openPage(page, '/rezervace', csBooking.reservationTitle);
  const grid = page.getByRole('grid');
  await expect(grid.locator('button[data-state]').first()).toBeVisible();
  for (let i = 0; i < 40 && (await grid.locator(`button[data-date^="${month}"]`).count()) === 0; i += 1) {
    await page.getByRole('button', { name: csBooking.calendar.nextMonth }).click();
  }
  // Availability arrives from Firestore after the grid renders: wait until the month's states are known.
  await expect(grid.locator(`button[data-date^="${month}"][data-state="free"]`).first()).toBeVisible();
  return { page, grid, close: () => page.context().close() };
}

/** Each day's state as the visitor sees it, by its accessible name (the same words a screen reader says). */
async function publicStates(browser: Browser, days: [string, string]): Promise<DayState[]> {
  const { grid, close } = await publicMonth(browser, days[0].slice(0, 7));
  const states: DayState[] = [];
  for (const day of days) {
    const taken = await grid.getByRole('button', { name: dayLabel(day, 'taken') }).count();
    const free = await grid.getByRole('button', { name: dayLabel(day, 'free') }).count();
    states.push(taken === 1 && free === 0 ? 'taken' : free === 1 && taken === 0 ? 'free' : (`unclear ${taken}/${free}` as DayState));
  }
  await close();
  return states;
}

test.setTimeout(180_000);

test('the admin enters a phone booking for a free day and moves it to another; the public calendar follows', async ({ page, browser }) => {
  // Seven months ahead: clear of the seeded bookings and of the booking journey's month (five months ahead).
  const month = shiftDateByMonths(bookableWindow(new Date()).first, 7).slice(0, 7);
  const visitor = await publicMonth(browser, month);
  const free = visitor.grid.locator(`button[data-date^="${month}"][data-state="free"]`);
  await expect(free.nth(1)).toBeVisible();
  const [first, second] = [(await free.nth(0).getAttribute('data-date'))!, (await free.nth(1).getAttribute('data-date'))!];
  await visitor.close();

  await page.goto('/admin/bookings');
  await signInThroughForm(page, STACK_ADMIN);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(csAdmin.bookingsTitle);
  await page.getByRole('button', { name: t.open }).click();
  const form = page.getByRole('form', { name: t.title });
  await form.getByLabel(t.channelLabel).selectOption('telefon');
  await form.getByLabel(t.statusLabel).selectOption('confirmed');
  await typeDate(form.getByRole('group', { name: f.weddingDate, exact: true }), first);
  await form.getByLabel(t.partner1, { exact: true }).fill(partner1);
  await form.getByLabel(f.email, { exact: true }).fill(email);
  await form.getByLabel(f.phone, { exact: true }).fill('777 222 333');
  await form.getByLabel(t.consent).check();
  await form.getByRole('button', { name: t.create }).click();
  const opened = form.getByRole('link', { name: t.openCreated });
  await expect(opened).toBeVisible({ timeout: 30_000 });
  expect(await publicStates(browser, [first, second])).toEqual(['taken', 'free']);

  await opened.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(csAdmin.detail.title(couple));
  await chooseMoreAction(page, csAdminBooking.moreMove);
  const move = page.getByRole('region', { name: t.moveTitle });
  await typeDate(move.getByRole('group', { name: t.moveLabel }), second);
  await move.getByRole('button', { name: t.move }).click();
  await expect(move.getByRole('status')).toHaveText(t.moved(formatDate(second)), { timeout: 30_000 });
  const history = page.getByRole('region', { name: csAdmin.detail.historyTitle });
  await expect(history.getByText(t.history.changeLine('Datum svatby', formatDate(first), formatDate(second)))).toBeVisible();
  expect(await publicStates(browser, [first, second])).toEqual(['free', 'taken']);

  // The couple is told through the outbox relay, with the wedding on its new day for their calendar.
  const notice = await waitForMail(E2E_MAILDEV.url, email, new RegExp(`^Termín svatebního focení změněn na ${formatDate(second)} \\(`));
  expect(notice.text).toContain(`přesunula z ${formatDate(first)} na ${formatDate(second)}`);
  expect(await attachment(E2E_MAILDEV.url, notice, `svatba-${second}.ics`)).toContain(`DTSTART;VALUE=DATE:${second.replaceAll('-', '')}`);
});
