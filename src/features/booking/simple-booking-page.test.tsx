import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { bookableWindow, readBookingPolicy } from '../../../domain/booking/booking-policy';
import { addDays } from '../../../domain/booking/calendar';
import { TOKENS } from '../../../ports/tokens';
import { aBooking } from '../../../tests/support/booking-mother';
import { storeBooking } from '../../../tests/support/stored-booking';
import { renderApp } from '../../../tests/support/render-app';
import { csErrors } from '../../texts/cs-errors';
import { csBooking } from '../../texts/cs-booking';
import { knownLockedDates } from './availability-store';
import { BOOKING_STORES } from './booking-stores';

const date = addDays(bookableWindow(new Date()).first, 45);
const f = csBooking.fields;

async function openQuickForm(options: Parameters<typeof renderApp>[1] = {}, shownMsAgo = 60_000) {
  const view = renderApp(`/simple-booking?datum=${date}`, options);
  await screen.findByRole('heading', { level: 1, name: csBooking.simpleTitle });
  view.services.get(BOOKING_STORES).simple.setState({ shownAt: Date.now() - shownMsAgo });
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(f.partner1), 'Jana Nováková');
  await user.type(screen.getByLabelText(f.email), 'jana@example.cz');
  await user.type(screen.getByLabelText(f.phone), '+420 777 123 456');
  return { ...view, user };
}

const storedBookings = async (services: ReturnType<typeof renderApp>['services']) =>
  (await services.get(TOKENS.Bookings).list({ orderBy: 'createdAt', direction: 'asc', limit: 10 })).items;

describe('quick booking form', () => {
  it('takes the date from ?datum, requires consent, and sends one request', async () => {
    const { user, services } = await openQuickForm();
    expect(screen.getByLabelText(f.weddingDate)).toHaveValue(date);
    await user.click(screen.getByRole('button', { name: csBooking.submit }));
    // The submit handler awaits the store, so focus moves a render later (slower on a loaded machine).
    await waitFor(() => expect(screen.getByLabelText(new RegExp(f.privacyConsent))).toHaveFocus());
    await user.click(screen.getByLabelText(new RegExp(f.privacyConsent)));
    await user.click(screen.getByRole('button', { name: csBooking.submit }));
    await screen.findByRole('heading', { name: csBooking.sent.heading });
    expect(await storedBookings(services)).toEqual([expect.objectContaining({ kind: 'simple', weddingDate: date })]);
  });

  it('the thank-you asks to confirm the e-mail and, under the hold policy, says what that will hold; nothing is held yet', async () => {
    const sendWith = async (options: Parameters<typeof renderApp>[1]) => {
      const { user, unmount, services } = await openQuickForm(options);
      await user.click(screen.getByLabelText(new RegExp(f.privacyConsent)));
      await user.click(screen.getByRole('button', { name: csBooking.submit }));
      const thanks = (await screen.findByRole('heading', { name: csBooking.sent.heading })).closest('section')!;
      const text = thanks.textContent;
      const [lock] = await services.get(TOKENS.Bookings).listDateLocks(date, date);
      unmount();
      return { text, lock };
    };
    const held = await sendWith({ dateHoldPolicy: { kind: 'hold', days: 5 } });
    expect(held.lock).toBeUndefined();
    expect(held.text).toContain(`${csBooking.sent.confirmEmail} ${csBooking.sent.holdAfterConfirmation(5)}`);
    expect(held.text).toContain('na 5\u00A0dní');
    expect((await sendWith({ dateHoldPolicy: { kind: 'hold-until-confirmed' } })).text).toContain(csBooking.sent.holdAfterConfirmation(undefined));
    const none = await sendWith({});
    expect(none.text).toContain(csBooking.sent.confirmEmail);
    expect(none.text).not.toMatch(/podržím|předběžně držím/);
  });

  it("follows the deployment's booking window (VITE_BOOKING_MIN_DAYS_AHEAD)", async () => {
    const policy = readBookingPolicy({ minDaysAhead: 60 });
    const { user, services } = await openQuickForm({ config: { bookingPolicy: policy } });
    await user.click(screen.getByLabelText(new RegExp(f.privacyConsent)));
    await user.click(screen.getByRole('button', { name: csBooking.submit }));
    // 45 days ahead is fine by default, too soon for this photographer: refused in the browser and never sent.
    expect(await screen.findAllByText(csErrors.messages['booking/date-too-soon'])).not.toHaveLength(0);
    expect(await storedBookings(services)).toEqual([]);
  });

  it('says a typed date is taken before anything is sent (the quick form has no calendar)', async () => {
    await openQuickForm({ bookings: [aBooking({ status: 'confirmed', weddingDate: date })] });
    expect(await screen.findByText(csBooking.dateTaken)).toHaveAttribute('role', 'status');
    expect(await screen.findByText(csBooking.nearestFree)).toBeInTheDocument();
  });

  it('a day taken after the page loaded: the refusal also updates what the calendar knows', async () => {
    const { user, services } = await openQuickForm();
    const stores = services.get(BOOKING_STORES);
    await waitFor(() => expect(stores.availability.getState().months[date.slice(0, 7)]?.status).toBe('ready'));
    expect(knownLockedDates(stores.availability.getState().months).has(date)).toBe(false);
    // Another couple's request is confirmed meanwhile.
    await storeBooking(services.get(TOKENS.Bookings), 'confirmed', { weddingDate: date });
    await user.click(screen.getByLabelText(new RegExp(f.privacyConsent)));
    await user.click(screen.getByRole('button', { name: csBooking.submit }));
    expect(await screen.findAllByText(csErrors.messages['booking/date-taken'])).not.toHaveLength(0);
    await waitFor(() => expect(knownLockedDates(stores.availability.getState().months).has(date)).toBe(true));
  });

  it('a date taken meanwhile is refused by the server: the message, the nearest free dates, the input kept', async () => {
    const { user } = await openQuickForm({ bookings: [aBooking({ status: 'confirmed', weddingDate: date })] });
    await user.click(screen.getByLabelText(new RegExp(f.privacyConsent)));
    await user.click(screen.getByRole('button', { name: csBooking.submit }));
    expect(await screen.findAllByText(csErrors.messages['booking/date-taken'])).not.toHaveLength(0);
    expect(await screen.findByText(csBooking.nearestFree)).toBeInTheDocument();
    expect(screen.getByLabelText(f.email)).toHaveValue('jana@example.cz');
  });

  it('the honeypot is hidden from people and assistive technology and out of the tab order', async () => {
    await openQuickForm();
    const honeypot = document.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('a form sent faster than a person can fill it gets a neutral answer and nothing is stored', async () => {
    const { user, services } = await openQuickForm({}, 0);
    services.get(BOOKING_STORES).simple.setState({ shownAt: Date.now() });
    await user.click(screen.getByLabelText(new RegExp(f.privacyConsent)));
    await user.click(screen.getByRole('button', { name: csBooking.submit }));
    await screen.findByRole('heading', { name: csBooking.sent.heading });
    expect(await storedBookings(services)).toHaveLength(0);
  });
});

describe('Moje rezervace', () => {
  const booking = aBooking({ reservationCode: 'K7PM-4XQ2', weddingDate: date, contact: { coupleNames: 'Anna a David', email: 'anna@example.cz', phone: '+420601234567' } });

  it('shows the status in Czech when code and e-mail match, and "not found" otherwise', async () => {
    const user = userEvent.setup();
    renderApp('/rezervace', { bookings: [booking] });
    await screen.findByRole('heading', { level: 1, name: csBooking.reservationTitle });
    await user.type(screen.getByLabelText(csBooking.lookup.code), 'k7pm-4xq2');
    await user.type(screen.getByLabelText(csBooking.lookup.email), 'anna@example.cz');
    await user.click(screen.getByRole('button', { name: csBooking.lookup.submit }));
    expect(await screen.findByText(csBooking.status.new, { exact: false })).toBeInTheDocument();
    expect(screen.getByText('Anna a David')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(csBooking.lookup.email));
    await user.type(screen.getByLabelText(csBooking.lookup.email), 'jiny@example.cz');
    await user.click(screen.getByRole('button', { name: csBooking.lookup.submit }));
    expect(await screen.findByText(csBooking.lookup.notFound)).toBeInTheDocument();
  });
});
