import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aBooking } from '../../../tests/support/booking-mother';
import { asAdmin } from '../../../tests/support/admin-session';
import { csAdmin } from '../../texts/cs-admin';
import { csPayment } from '../../texts/cs-payment';
import type { RecordedBankTransaction } from '../../../ports/units/bank-import-port';

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

describe('admin booking detail: what the bank brought', () => {
  const partial = (bookingId: string, receivedHalere: number, remainingHalere: number): RecordedBankTransaction => ({
    bankId: `bank-${bookingId}`,
    date: '2027-01-20',
    amountHalere: receivedHalere,
    currency: 'CZK',
    variableSymbol: '2708141094',
    counterAccount: null,
    message: null,
    reversal: false,
    source: 'camt053',
    importedAt: '2027-01-20T09:00:00.000Z',
    match: { kind: 'partial', bookingId, receivedHalere, remainingHalere },
  });
  const pricing = { package: { slug: 'cely-den', name: 'Celý den', priceCzk: 39000 }, extras: [] };

  it('shows a partial deposit as received with what is left, to the haléř, as the couple sees it', async () => {
    const booking = aBooking({ id: 'b-partial', status: 'confirmed', history: confirmedHistory, pricing });
    await asAdmin('/admin/bookings/b-partial', [booking], { bankPayments: [partial('b-partial', 500_050, 669_950)] });
    const section = await screen.findByRole('region', { name: t.heading });
    expect(await within(section).findByText(`5 000,50 Kč · ${t.remaining} 6 699,50 Kč`, { normalizer: (s) => s.replace(/\s+/g, ' ') })).toBeInTheDocument();
    expect(within(section).getByText(t.received)).toBeInTheDocument();
  });
});
