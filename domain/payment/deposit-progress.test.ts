import { describe, expect, it } from 'vitest';
import { aBooking } from '../../tests/support/booking-mother';
import type { Booking } from '../booking/booking';
import { depositInstructions } from './deposit-instructions';
import { withPayments } from './deposit-progress';

const settings = { iban: 'CZ6508000000192000145399', rule: { kind: 'fixed', amountCzk: 10_000 }, dueDays: 14 } as const;
const instructionsOf = (status: Booking['status']) =>
  depositInstructions(
    aBooking({
      status,
      reservationCode: 'ABCD-EFGH',
      variableSymbol: '2706121234',
      pricing: { package: { slug: 'cely-den', name: 'Celý den', priceCzk: 39_000 }, extras: [] },
      history: [{ at: '2026-11-01T10:00:00.000Z', by: 'admin', from: 'new', to: 'confirmed' }],
    }),
    settings,
  )!;

describe('deposit progress', () => {
  it('leaves the instructions as they are while nothing came', () => {
    const instructions = instructionsOf('confirmed');
    expect(withPayments(instructions, 0)).toEqual(instructions);
  });

  it('gives a partial deposit what came, what is left to the haléř, and a QR Platba for just the rest with the same symbol and due date', () => {
    const instructions = instructionsOf('confirmed');
    const { progress } = withPayments(instructions, 400_050);
    expect(progress).toMatchObject({ receivedHalere: 400_050, remainingHalere: 599_950, overpaidHalere: 0 });
    expect(progress!.restSpayd).toContain('*AM:5999.50*');
    expect(progress!.restSpayd).toContain('*X-VS:2706121234');
    expect(progress!.restSpayd).toContain(`*DT:${instructions.dueDate.replace(/-/g, '')}`);
    expect(instructions.spayd).toContain('*AM:10000.00*');
  });

  it('shows an overpaid deposit with the surplus and offers no QR to pay more', () => {
    const { progress } = withPayments(instructionsOf('deposit-paid'), 1_200_000);
    expect(progress).toEqual({ receivedHalere: 1_200_000, remainingHalere: 0, overpaidHalere: 200_000 });
  });

  it('offers no QR for the rest once the deposit is marked paid, even when the bank brought less (a payment by hand)', () => {
    expect(withPayments(instructionsOf('deposit-paid'), 500_000).progress).toEqual({ receivedHalere: 500_000, remainingHalere: 500_000, overpaidHalere: 0 });
  });
});
