import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aBooking } from '../../../tests/support/booking-mother';
import { asAdmin } from '../../../tests/support/admin-session';
import { csAdmin } from '../../texts/cs-admin';
import { csPayment } from '../../texts/cs-payment';

const t = csPayment.admin;
const confirmedHistory = [
  { at: '2027-01-10T09:00:00.000Z', by: 'public', from: null, to: 'new' as const },
  { at: '2027-01-12T09:00:00.000Z', by: 'fotograf@example.cz', from: 'new' as const, to: 'confirmed' as const },
];

describe('admin booking detail: agreed prices and the expected deposit', () => {
  it('shows the stored prices and the deposit with its due date (the demo settings: 30 %, 14 days)', async () => {
    const booking = aBooking({
      id: 'b-deposit',
      status: 'confirmed',
      history: confirmedHistory,
      pricing: { package: { slug: 'cely-den', name: 'Celý den', priceCzk: 39000 }, extras: [{ slug: 'album', name: 'Album', priceCzk: 6900 }] },
    });
    await asAdmin('/admin/bookings/b-deposit', [booking]);
    const section = await screen.findByRole('region', { name: t.heading });
    expect(within(section).getByText('Celý den (balíček): 39 000 Kč', { normalizer: (s) => s.replace(/\s+/g, ' ') })).toBeInTheDocument();
    expect(section).toHaveTextContent('Celkem: 45 900 Kč');
    expect(await within(section).findByText(`11 700 Kč · ${t.dueDate} 26. ledna 2027`, { normalizer: (s) => s.replace(/\s+/g, ' ') })).toBeInTheDocument();
    expect(section).toHaveTextContent(t.hint(csAdmin.status['deposit-paid']));
  });

  it('reads a booking stored without prices as "cena neznámá" and asks no percentage deposit of it', async () => {
    await asAdmin('/admin/bookings/b-old', [aBooking({ id: 'b-old', status: 'confirmed', history: confirmedHistory })]);
    const section = await screen.findByRole('region', { name: t.heading });
    expect(within(section).getByText(t.priceUnknown)).toBeInTheDocument();
    expect(await within(section).findByText(t.noDeposit)).toBeInTheDocument();
    expect(section).not.toHaveTextContent('NaN');
  });
});
