import type { Page } from '@playwright/test';
import { bookableWindow } from '../../domain/booking/booking-policy';
import { addDays } from '../../domain/booking/calendar';
import { dayLabel, shiftDateByMonths } from '../../src/features/booking/calendar-month';
import { csErrors } from '../../src/texts/cs-errors';
import { csBooking } from '../../src/texts/cs-booking';
import { aBooking } from '../support/booking-mother';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { openPage } from './support/page-helpers';

const f = csBooking.fields;
const bookable = bookableWindow(new Date());

/** The demo's booking store (localStorage) with a confirmed wedding on `date`, as the admin would leave it. */
async function seedTakenDate(page: Page, date: string): Promise<void> {
  const booking = aBooking({ id: '0b7a6c1e-2f3d-4e5f-8a9b-0c1d2e3f4a5b', status: 'confirmed', kind: 'simple', weddingDate: date });
  await page.addInitScript((saved) => {
    window.localStorage.setItem('svatebni-fotograf.bookings.v1', saved);
  }, JSON.stringify({ bookings: [booking], blocked: [] }));
}

const next = (page: Page) => page.getByRole('button', { name: csBooking.next });

test('a couple picks a free date with the keyboard, sends the full form, gets the code and looks it up', async ({ page }) => {
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(worker.url()));
  await page.clock.install();
  await openPage(page, '/rezervace', csBooking.reservationTitle);
  const grid = page.getByRole('grid');
  await grid.getByRole('button', { name: dayLabel(bookable.first, 'free') }).focus();
  await page.keyboard.press('PageDown');
  await page.keyboard.press('PageDown');
  await page.keyboard.press('ArrowRight');
  const chosen = addDays(shiftDateByMonths(bookable.first, 2), 1);
  await expect(grid.getByRole('button', { name: dayLabel(chosen, 'free') })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(grid.getByRole('button', { name: dayLabel(chosen, 'free', true) })).toBeVisible();
  await page.getByRole('link', { name: csBooking.fullForm }).click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(csBooking.bookingTitle);
  await expect(page.getByLabel(f.weddingDate)).toHaveValue(chosen);
  await expectNoAxeViolations(page, '/booking, step 1');
  await next(page).click();
  await page.getByRole('radio', { name: /^Celý den –/ }).check();
  await expectNoAxeViolations(page, '/booking, step 2');
  await next(page).click();
  await page.getByLabel(f.partner1).fill('Jana Nováková');
  await page.getByLabel(`${f.partner2} ${csBooking.optional}`).fill('Petr Novák');
  await page.getByLabel(f.email).fill('jana.e2e@example.cz');
  await page.getByLabel(f.phone).fill('777 123 456');
  await page.getByLabel(f.venue).fill('Zámek Hluboká');
  await page.getByLabel(f.town).fill('Hluboká nad Vltavou');
  await expectNoAxeViolations(page, '/booking, step 3');
  await next(page).click();
  await page.getByLabel(new RegExp(f.privacyConsent)).check();
  await expectNoAxeViolations(page, '/booking, step 4');
  // A person takes a while to fill the form in; the fill-time spam signal must see that.
  await page.clock.fastForward('00:30');
  // The bot barrier: the ALTCHA widget sits in the form, invisible, and solved in a same-origin Web Worker.
  await expect(page.locator('form altcha-widget')).toHaveCount(1);
  await expect(page.locator('[data-bot-barrier]')).toBeHidden();
  await page.getByRole('button', { name: csBooking.submit }).click();

  await expect(page.getByRole('heading', { name: csBooking.sent.heading })).toBeFocused();
  await expect(page.getByText(csBooking.sent.notConfirmed)).toBeVisible();
  await expectNoAxeViolations(page, '/booking, confirmation');
  const code = (await page.locator('.reservation-code').textContent())!.trim();
  expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);
  expect(workers.filter((url) => new URL(url).pathname.startsWith('/assets/pbkdf2'))).not.toEqual([]);

  await page.getByRole('link', { name: csBooking.sent.lookup }).click();
  await page.getByLabel(csBooking.lookup.code).fill(code);
  await page.getByLabel(csBooking.lookup.email).fill('jana.e2e@example.cz');
  await page.getByRole('button', { name: csBooking.lookup.submit }).click();
  await expect(page.getByText(csBooking.status.new, { exact: false })).toBeVisible();
  await expect(page.getByText('Jana Nováková a Petr Novák')).toBeVisible();
});

test('a second request for a date already taken is refused, with the nearest free dates offered', async ({ page }) => {
  const taken = addDays(bookable.first, 40);
  await seedTakenDate(page, taken);
  await page.clock.install();
  await openPage(page, `/simple-booking?datum=${taken}`, csBooking.simpleTitle);
  await page.getByLabel(f.partner1).fill('Karolína Malá');
  await page.getByLabel(f.email).fill('karolina@example.cz');
  await page.getByLabel(f.phone).fill('+420 602 111 222');
  await page.getByLabel(new RegExp(f.privacyConsent)).check();
  await page.clock.fastForward('00:30');
  // The bot barrier: the ALTCHA widget sits in the form, invisible, and solved in a same-origin Web Worker.
  await expect(page.locator('form altcha-widget')).toHaveCount(1);
  await expect(page.locator('[data-bot-barrier]')).toBeHidden();
  await page.getByRole('button', { name: csBooking.submit }).click();
  await expect(page.getByText(csErrors.messages['booking/date-taken']).first()).toBeVisible();
  await expect(page.getByText(csBooking.nearestFree)).toBeVisible();
  await expect(page.getByText('booking/date-taken').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: csBooking.sent.heading })).toHaveCount(0);

  // The public calendar shows the day as taken before anyone fills anything in.
  await openPage(page, '/rezervace', csBooking.reservationTitle);
  const month = taken.slice(0, 7);
  while ((await page.locator(`button[data-date^="${month}"]`).count()) === 0) {
    await page.getByRole('button', { name: csBooking.calendar.nextMonth }).click();
  }
  await expect(page.getByRole('grid').getByRole('button', { name: dayLabel(taken, 'taken') })).toBeVisible();
});

test.describe('booking pages have no WCAG 2.1 AA violations', () => {
  test('/rezervace', async ({ page }) => {
    await openPage(page, '/rezervace', csBooking.reservationTitle);
    await expect(page.getByRole('grid').locator('[data-state="free"]').first()).toBeVisible();
    await expectNoAxeViolations(page, '/rezervace');
  });

  test('/simple-booking, with errors shown', async ({ page }) => {
    await openPage(page, '/simple-booking', csBooking.simpleTitle);
    await expectNoAxeViolations(page, '/simple-booking');
    await page.getByRole('button', { name: csBooking.submit }).click();
    await expect(page.getByText(csBooking.fixErrors)).toBeVisible();
    await expectNoAxeViolations(page, '/simple-booking with errors');
  });
});
