import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MEMORY_TOKENS } from '../../../adapters/memory/memory-tokens';
import { aBooking } from '../../../tests/support/booking-mother';
import { renderApp } from '../../../tests/support/render-app';
import { csBooking } from '../../texts/cs-booking';
import { csPayment } from '../../texts/cs-payment';

const contact = { coupleNames: 'Anna a David', email: 'anna@example.cz', phone: '+420601234567' };
const pricing = { package: { slug: 'cely-den', name: 'Celý den', priceCzk: 39000 }, extras: [] };

async function lookUp(code: string) {
  const user = userEvent.setup();
  await screen.findByRole('heading', { level: 1, name: csBooking.reservationTitle });
  await user.type(screen.getByLabelText(csBooking.lookup.code), code);
  await user.type(screen.getByLabelText(csBooking.lookup.email), contact.email);
  await user.click(screen.getByRole('button', { name: csBooking.lookup.submit }));
}

describe('Moje rezervace: the deposit', () => {
  it('shows a confirmed booking how to pay the deposit, with the QR Platba', async () => {
    const booking = aBooking({
      reservationCode: 'K7PM-4XQ3',
      status: 'confirmed',
      weddingDate: '2027-09-18',
      contact,
      pricing,
      history: [{ at: '2027-01-12T09:00:00.000Z', by: 'fotograf@example.cz', from: 'new', to: 'confirmed' }],
    });
    renderApp('/rezervace', { bookings: [booking] });
    await lookUp('K7PM-4XQ3');
    const deposit = await screen.findByRole('region', { name: csPayment.heading });
    expect(deposit).toHaveTextContent('Částka11 700 Kč');
    expect(deposit).toHaveTextContent('Splatnost26. ledna 2027');
    expect(await within(deposit).findByRole('img', { name: /^QR Platba/ })).toHaveAttribute('src', expect.stringMatching(/^data:image\/svg\+xml/));
  });

  it('shows no payment details for a request not confirmed yet', async () => {
    renderApp('/rezervace', { bookings: [aBooking({ reservationCode: 'K7PM-4XQ4', contact, pricing })] });
    await lookUp('K7PM-4XQ4');
    expect(await screen.findByText(csBooking.status.new, { exact: false })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: csPayment.heading })).toBeNull();
  });
});

describe('Moje rezervace: a request holding its day', () => {
  const now = new Date('2027-01-12T09:00:00Z');

  it('says until when the request holds the day (as "Moje svatba" does); after the hold ends it says nothing of it', async () => {
    const request = aBooking({ id: 'b-held', reservationCode: 'K7PM-4XQ5', weddingDate: '2027-09-18', contact });
    const clock = { now };
    const { services } = renderApp('/rezervace', { bookings: [request], now: () => clock.now });
    await services.get(MEMORY_TOKENS.BookingStore).hold({ date: '2027-09-18', reason: 'held', bookingId: 'b-held', expiresAt: '2027-01-19T13:00:00.000Z' });
    await lookUp('K7PM-4XQ5');
    expect(await screen.findByText(csBooking.lookup.hold('2027-01-19T13:00:00.000Z'))).toHaveTextContent('do 19. ledna 2027 v 14:00');

    clock.now = new Date('2027-01-19T13:00:00Z');
    await userEvent.setup().click(screen.getByRole('button', { name: csBooking.lookup.submit }));
    expect(await screen.findByText(csBooking.status.new, { exact: false })).toBeInTheDocument();
    expect(screen.queryByText(/předběžně držím/)).toBeNull();
  });
});
