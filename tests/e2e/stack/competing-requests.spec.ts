import type { Browser, Page } from '@playwright/test';
import type { CallableName, CallableRequest, CallableResponse } from '../../../ports/wire/callable-api';
import { bookableWindow } from '../../../domain/booking/booking-policy';
import { addDays } from '../../../domain/booking/calendar';
import { formatDate } from '../../../domain/formatting/czech';
import { dayLabel } from '../../../src/features/booking/calendar-month';
import { csAdmin } from '../../../src/texts/cs-admin';
import { csBooking } from '../../../src/texts/cs-booking';
import { cheapSignals, EMULATOR_ALTCHA_KEY } from '../../support/bot-challenge-solver';
import { aBookingInput } from '../../support/booking-mother';
import { emulatorHttp } from '../../support/emulator-support';
import { expect, test } from '../support/fixtures';
import { waitForMail } from '../support/maildev';
import { openPage } from '../support/page-helpers';
import { signInThroughForm } from '../support/sign-in';
import { E2E_MAILDEV, STACK_ADMIN } from '../support/stack-site';

/*
 * A popular Saturday on the local stack: five couples ask for one day through `submitBooking` (as the public form
 * sends it, bot challenge solved), the desk shows them competing, the photographer confirms one and declines the
 * other four in one step (`changeBookingStatus` with `declineOthers`), the outbox relay delivers the four Czech decline
 * e-mails to MailDev, and the public calendar follows.
 */

const t = csAdmin.competing;
const run = Date.now().toString(36);
// A day no other spec or earlier run uses: well past the booking journey's months, spread by the run.
const weddingDate = addDays(bookableWindow(new Date()).first, 220 + (Math.floor(Date.now() / 1000) % 300));
const names = ['Alena', 'Bára', 'Cecílie', 'Dana', 'Ema'].map((first) => `${first} a Tomáš ${run}`);
const couples: Array<{ names: string; email: string; code: string }> = [];

test.describe.configure({ mode: 'serial' });
test.setTimeout(180_000);

/** The callables on the stack's Functions emulator, as the public pages call them (plain HTTP). */
const http = emulatorHttp();

/** The public calendar's month of `weddingDate`, once Firestore's availability has arrived. */
async function publicDay(browser: Browser): Promise<{ page: Page; state: () => Promise<string | null> }> {
  const page = await (await browser.newContext({ locale: 'cs-CZ', timezoneId: 'Europe/Prague' })).newPage();
  await openPage(page, '/rezervace', csBooking.reservationTitle);
  const grid = page.getByRole('grid');
  const month = weddingDate.slice(0, 7);
  await expect(grid.locator('button[data-state]').first()).toBeVisible();
  for (let i = 0; i < 40 && (await grid.locator(`button[data-date^="${month}"]`).count()) === 0; i += 1) {
    await page.getByRole('button', { name: csBooking.calendar.nextMonth }).click();
  }
  const day = grid.locator(`button[data-date="${weddingDate}"]`);
  return { page, state: () => day.getAttribute('data-state') };
}

/** A callable over the wire protocol; a refusal fails the setup with what the server answered. */
async function call<N extends CallableName>(name: N, data: CallableRequest<N>): Promise<CallableResponse<N>> {
  const response = await fetch(http.callableUrl(name), { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ data }) });
  const text = await response.text();
  if (!response.ok) throw new Error(`${name} answered ${response.status}: ${text.slice(0, 500)}`);
  return (JSON.parse(text) as { result: CallableResponse<N> }).result;
}

/** Whether `probe` answers without throwing and with a status that is not an error. */
const answers = (url: string, init?: RequestInit) =>
  fetch(url, { ...init, signal: AbortSignal.timeout(2000) }).then((r) => r.ok, () => false);

/**
 * Playwright may start this file while the emulator launcher is still loading the functions and seeding (the booking
 * journey's first steps take long enough not to notice): wait as the launcher does, for the functions, the seeded
 * admin account and MailDev.
 */
async function stackReady(): Promise<void> {
  await expect
    .poll(
      async () =>
        (await answers(http.callableUrl('submitBooking'), { method: 'OPTIONS', headers: { Origin: 'http://127.0.0.1' } })) &&
        (await answers(`http://127.0.0.1:9099/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ email: STACK_ADMIN.email, password: STACK_ADMIN.password, returnSecureToken: true }),
        })) &&
        (await answers(`${E2E_MAILDEV.url}/api/email`)),
      { timeout: 170_000, intervals: [500] },
    )
    .toBe(true);
}

test.beforeAll(async () => {
  test.setTimeout(240_000);
  await stackReady();
  for (const [i, coupleNames] of names.entries()) {
    const [partner1, partner2] = coupleNames.split(' a ') as [string, string];
    const email = `souper${i + 1}.${run}@example.cz`;
    const signals = await cheapSignals(EMULATOR_ALTCHA_KEY);
    const receipt = await call('submitBooking', { input: aBookingInput({ weddingDate, partner1, partner2, email }), signals });
    couples.push({ names: coupleNames, email, code: receipt.reservationCode });
  }
});

test('five requests for one day show as competing in the list and the calendar; the public calendar still shows it free', async ({ page, browser }) => {
  const visitor = await publicDay(browser);
  await expect.poll(visitor.state).toBe('free');
  await visitor.page.context().close();

  await page.goto('/admin/bookings');
  await signInThroughForm(page, STACK_ADMIN);
  await page.getByLabel(csAdmin.list.search).fill(run);
  await page.getByRole('button', { name: csAdmin.list.apply }).click();
  await expect(page.getByRole('link', { name: t.marker(5) })).toHaveCount(5);

  await page.goto(`/admin/kalendar?mesic=${weddingDate.slice(0, 7)}`);
  const day = formatDate(weddingDate);
  await expect(page.getByRole('grid').getByRole('button', { name: csAdmin.calendar.dayLabel(day, t.calendarState(csAdmin.calendar.state.free, 5)) })).toBeVisible();
  await page.getByRole('link', { name: t.markerLabel(5, day) }).click();
  await expect(page.getByRole('heading', { level: 2, name: t.dayTitle(day) })).toBeVisible();
  for (const couple of names) await expect(page.getByRole('link', { name: csAdmin.list.open(couple) })).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(6);
});

test('the admin confirms one and declines the other four in one step; four decline e-mails go out; the day is taken', async ({ page, browser }) => {
  const [chosen, ...rivals] = couples as [(typeof couples)[number], ...typeof couples];
  await page.goto(`/admin/bookings?den=${weddingDate}`);
  await signInThroughForm(page, STACK_ADMIN);
  await page.getByRole('link', { name: csAdmin.list.open(chosen.names) }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(csAdmin.detail.title(chosen.names));
  const warning = page.getByRole('region', { name: t.warning(4) });
  for (const rival of rivals) await expect(warning.getByRole('link', { name: t.competitor(rival.names, rival.code) })).toBeVisible();

  const actions = page.getByRole('region', { name: csAdmin.detail.actionsTitle });
  await actions.getByRole('button', { name: csAdmin.detail.actions.confirmed }).click();
  const question = page.getByRole('alertdialog');
  const choice = question.getByRole('group', { name: t.declineLegend });
  for (const rival of rivals) await expect(choice.getByRole('checkbox', { name: t.competitor(rival.names, rival.code) })).toBeChecked();
  await question.getByRole('button', { name: csAdmin.detail.confirmYes }).click();
  await expect(actions.getByRole('status')).toContainText(csAdmin.detail.changed(csAdmin.status.confirmed));
  await expect(actions.getByRole('status')).toContainText(t.declinedToo(4).replace(/\u00A0/g, ' '));
  await expect(page.getByRole('region', { name: t.warning(4) })).toHaveCount(0);

  // Each declined couple gets the Czech decline e-mail through the outbox relay; the chosen one the confirmation.
  const declines = await Promise.all(
    rivals.map((rival) => waitForMail(E2E_MAILDEV.url, rival.email, `Svatební focení na ${formatDate(weddingDate)} bohužel nemohu přijmout (${rival.code})`)),
  );
  for (const mail of declines) expect(mail.text).toContain('Volné termíny');
  await waitForMail(E2E_MAILDEV.url, chosen.email, `Termín svatebního focení je potvrzený (${chosen.code})`);

  // The side-by-side view has no open request left for the day, and the public calendar shows it taken.
  await page.goto(`/admin/bookings?den=${weddingDate}`);
  await expect(page.getByText(csAdmin.list.noMatch)).toBeVisible();
  const visitor = await publicDay(browser);
  await expect(visitor.page.getByRole('grid').getByRole('button', { name: dayLabel(weddingDate, 'taken') })).toBeVisible();
  await visitor.page.context().close();
});
