import type { Page, Route } from '@playwright/test';
import { bookableWindow } from '../../domain/booking/booking-policy';
import { addDays } from '../../domain/booking/calendar';
import { shiftDateByMonths } from '../../src/features/booking/calendar-month';
import { csBooking } from '../../src/texts/cs-booking';
import { csContent } from '../../src/texts/cs-content';
import { aBooking } from '../support/booking-mother';
import { expect, test } from './support/fixtures';
import { appReady } from './support/page-helpers';

/*
 * The form pages start their scripts after the page has loaded (like every prerendered page). A visitor may type
 * before that: here the app's entry chunk is held back until every field of the form is filled, then released, and
 * the form is sent once the page has hydrated. What was typed must arrive, and the focused field keep its caret.
 */

const f = csBooking.fields;
const freeDate = addDays(shiftDateByMonths(bookableWindow(new Date()).first, 2), 1);
const BOOKINGS_KEY = 'svatebni-fotograf.bookings.v1';

/**
 * Opens `path` with the entry chunk held: resolves once the page asked for it (its starter ran after `load`) and
 * answers a function that lets it through. The fixture's `page.goto` waits for the app, so the frame's own is used.
 */
async function openWithScriptsHeld(page: Page, path: string): Promise<() => Promise<void>> {
  let held: (route: Route) => void = () => undefined;
  const requested = new Promise<Route>((resolve) => (held = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, (route) => held(route));
  await page.mainFrame().goto(path);
  const route = await requested;
  await expect(page.locator('html[data-app]')).toHaveCount(0);
  return async () => {
    await route.continue();
    await appReady(page);
  };
}

async function storedBookings(page: Page): Promise<Array<Record<string, unknown>>> {
  const saved = await page.evaluate((key) => window.localStorage.getItem(key), BOOKINGS_KEY);
  return (JSON.parse(saved ?? '{"bookings":[]}') as { bookings: Array<Record<string, unknown>> }).bookings;
}

/** A request the lookup can find: code KMNP-QRST, e-mail jana.predem@example.cz, for Jana a Petr. */
async function storeBookingToLookUp(page: Page): Promise<void> {
  const booking = aBooking({ id: '4c1f7d2e-9a3b-4c5d-8e6f-7a8b9c0d1e2f', reservationCode: 'KMNP-QRST', contact: { coupleNames: 'Jana a Petr', email: 'jana.predem@example.cz', phone: '+420777123456' } });
  await page.addInitScript(({ key, saved }) => window.localStorage.setItem(key, saved), { key: BOOKINGS_KEY, saved: JSON.stringify({ bookings: [booking], blocked: [] }) });
}

test.beforeEach(async ({ page }) => {
  // A person takes a while to fill a form in; the fill-time spam signal must see that (fast-forwarded below).
  await page.clock.install();
});

test('/kontakt: every field typed before hydration is sent, and the focused field goes on from its caret', async ({ page }) => {
  const release = await openWithScriptsHeld(page, '/kontakt');
  const field = (label: string) => page.getByLabel(label, { exact: true });
  await field(csContent.contact.name).fill('Jana Veselá');
  await field(csContent.contact.email).fill('jana.predem@example.cz');
  await field(csContent.contact.phone).fill('777 123 456');
  await field(csContent.contact.weddingDate).fill(freeDate);
  await page.getByRole('checkbox', { name: csContent.contact.consent }).check();
  await field(csContent.contact.message).fill('Dobrý den, máte volno');
  await release();

  await expect(field(csContent.contact.message)).toBeFocused();
  await page.keyboard.type(' v červnu?');
  await expect(field(csContent.contact.message)).toHaveValue('Dobrý den, máte volno v červnu?');
  await expect(field(csContent.contact.name)).toHaveValue('Jana Veselá');
  await expect(field(csContent.contact.email)).toHaveValue('jana.predem@example.cz');
  await expect(field(csContent.contact.phone)).toHaveValue('777 123 456');
  await expect(field(csContent.contact.weddingDate)).toHaveValue(freeDate);
  await expect(page.getByRole('checkbox', { name: csContent.contact.consent })).toBeChecked();

  await page.clock.fastForward('00:30');
  await page.getByRole('button', { name: csContent.contact.submit }).click();
  // The name, e-mail, message and consent are required: the fake accepts the message only with them.
  await expect(page.getByText(csContent.contact.sent)).toBeVisible();
});

test('/simple-booking: every field typed and ticked before hydration reaches the stored request', async ({ page }) => {
  const release = await openWithScriptsHeld(page, '/simple-booking');
  await page.getByLabel(f.weddingDate).fill(freeDate);
  await page.getByLabel(f.partner1, { exact: true }).fill('Jana Nováková');
  await page.getByLabel(`${f.partner2} ${csBooking.optional}`).fill('Petr Novák');
  await page.getByLabel(f.email, { exact: true }).fill('jana.predem@example.cz');
  await page.getByLabel(f.phone, { exact: true }).fill('777 123 456');
  await page.getByRole('checkbox', { name: new RegExp(f.privacyConsent) }).check();
  await page.getByLabel(`${f.message} ${csBooking.optional}`).fill('Obřad v 11');
  await release();

  await page.keyboard.type(':30');
  await page.clock.fastForward('00:30');
  await page.getByRole('button', { name: csBooking.submit }).click();
  await expect(page.getByRole('heading', { name: csBooking.sent.heading })).toBeVisible();

  const [stored] = (await storedBookings(page)).filter((b) => JSON.stringify(b).includes('jana.predem@example.cz'));
  expect(stored).toMatchObject({ weddingDate: freeDate, message: 'Obřad v 11:30' });
  expect(JSON.stringify(stored)).toContain('Jana Nováková');
  expect(JSON.stringify(stored)).toContain('Petr Novák');
});

test('/booking: the date typed before hydration carries through the steps into the stored request', async ({ page }) => {
  const release = await openWithScriptsHeld(page, '/booking');
  await page.getByLabel(f.weddingDate).fill(freeDate);
  await release();

  await expect(page.getByLabel(f.weddingDate)).toHaveValue(freeDate);
  await page.getByRole('button', { name: csBooking.next }).click();
  await page.getByRole('radio', { name: /^Celý den –/ }).check();
  await page.getByRole('button', { name: csBooking.next }).click();
  await page.getByLabel(f.partner1).fill('Jana Nováková');
  await page.getByLabel(f.email).fill('jana.predem@example.cz');
  await page.getByLabel(f.phone).fill('777 123 456');
  await page.getByLabel(f.venue).fill('Zámek Hluboká');
  await page.getByLabel(f.town).fill('Hluboká nad Vltavou');
  await page.getByRole('button', { name: csBooking.next }).click();
  await page.getByLabel(new RegExp(f.privacyConsent)).check();
  await page.clock.fastForward('00:30');
  await page.getByRole('button', { name: csBooking.submit }).click();
  await expect(page.getByRole('heading', { name: csBooking.sent.heading })).toBeVisible();

  const [stored] = (await storedBookings(page)).filter((b) => JSON.stringify(b).includes('jana.predem@example.cz'));
  expect(stored).toMatchObject({ weddingDate: freeDate });
});

test('/rezervace: the code and e-mail typed before hydration find the request', async ({ page }) => {
  await storeBookingToLookUp(page);
  const release = await openWithScriptsHeld(page, '/rezervace');
  await page.getByLabel(csBooking.lookup.code).fill('KMNP-QRST');
  await page.getByLabel(csBooking.lookup.email).fill('jana.predem@example.cz');
  await release();

  await page.getByRole('button', { name: csBooking.lookup.submit }).click();
  await expect(page.getByText('Jana a Petr')).toBeVisible();
  await expect(page.getByText(csBooking.status.new, { exact: false })).toBeVisible();
});

/*
 * Sent before hydration: the starter holds the submit (no fields in the address) and the app sends it once it has
 * hydrated, as if the button had been pressed then. The visitor took a while to type (fast-forwarded while held):
 * the fill time counts from the page's start, or the server would drop the request as a bot's and still answer.
 */
test('/kontakt: sent before hydration, it is sent once the page has hydrated', async ({ page }) => {
  const release = await openWithScriptsHeld(page, '/kontakt');
  const field = (label: string) => page.getByLabel(label, { exact: true });
  await field(csContent.contact.name).fill('Jana Veselá');
  await field(csContent.contact.email).fill('jana.predem@example.cz');
  await field(csContent.contact.message).fill('Dobrý den, máte volno v červnu?');
  await page.getByRole('checkbox', { name: csContent.contact.consent }).check();
  await page.getByRole('button', { name: csContent.contact.submit }).click();
  await page.clock.fastForward('00:30');
  await release();

  await expect(page.getByText(csContent.contact.sent)).toBeVisible();
  await expect(page).toHaveURL(/\/kontakt$/);
});

test('/simple-booking: sent before hydration, the request is stored once and the page says it was sent', async ({ page }) => {
  const release = await openWithScriptsHeld(page, '/simple-booking');
  await page.getByLabel(f.weddingDate).fill(freeDate);
  await page.getByLabel(f.partner1, { exact: true }).fill('Jana Nováková');
  await page.getByLabel(f.email, { exact: true }).fill('jana.predem@example.cz');
  await page.getByLabel(f.phone, { exact: true }).fill('777 123 456');
  await page.getByRole('checkbox', { name: new RegExp(f.privacyConsent) }).check();
  await page.getByRole('button', { name: csBooking.submit }).click();
  await page.clock.fastForward('00:30');
  await release();

  await expect(page.getByRole('heading', { name: csBooking.sent.heading })).toBeVisible();
  await expect(page).toHaveURL(/\/simple-booking$/);
  const stored = (await storedBookings(page)).filter((b) => JSON.stringify(b).includes('jana.predem@example.cz'));
  expect(stored).toHaveLength(1);
  expect(stored[0]).toMatchObject({ weddingDate: freeDate });
});

test('/booking: "Pokračovat" pressed before hydration moves on to the package step with the date kept', async ({ page }) => {
  const release = await openWithScriptsHeld(page, '/booking');
  await page.getByLabel(f.weddingDate).fill(freeDate);
  await page.getByRole('button', { name: csBooking.next }).click();
  await release();

  await expect(page.getByRole('radio', { name: /^Celý den –/ })).toBeVisible();
  await page.getByRole('button', { name: csBooking.back }).click();
  await expect(page.getByLabel(f.weddingDate)).toHaveValue(freeDate);
  await expect(page).toHaveURL(/\/booking$/);
});

test('/rezervace: the lookup sent before hydration finds the request once the page has hydrated', async ({ page }) => {
  await storeBookingToLookUp(page);
  const release = await openWithScriptsHeld(page, '/rezervace');
  await page.getByLabel(csBooking.lookup.code).fill('KMNP-QRST');
  await page.getByLabel(csBooking.lookup.email).fill('jana.predem@example.cz');
  await page.getByRole('button', { name: csBooking.lookup.submit }).click();
  await release();

  await expect(page.getByText('Jana a Petr')).toBeVisible();
  await expect(page).toHaveURL(/\/rezervace$/);
});
