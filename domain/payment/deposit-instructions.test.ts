import { describe, expect, it } from 'vitest';
import { variableSymbol } from './variable-symbol';
import { aBooking } from '../../tests/support/booking-mother';
import type { Booking } from '../booking/booking';
import type { DepositSettings } from './deposit';
import { depositInstructions, depositMessage } from './deposit-instructions';

const settings: DepositSettings = { iban: 'CZ6508000000192000145399', rule: { kind: 'percent', percent: 30 }, dueDays: 14 };
const confirmed = (overrides: Partial<Booking> = {}) =>
  aBooking({
    status: 'confirmed',
    reservationCode: 'ABCD-EFGH',
    pricing: { package: { slug: 'cely-den', name: 'Celý den', priceCzk: 39_000 }, extras: [] },
    history: [
      { at: '2026-11-01T10:00:00.000Z', by: 'public', from: null, to: 'new' },
      // 23:30 UTC on 30 Nov is already 1 December in Prague: the due date counts from the Prague day.
      { at: '2026-11-30T23:30:00.000Z', by: 'admin', from: 'new', to: 'confirmed' },
    ],
    ...overrides,
  });

describe('deposit instructions', () => {
  it('use the variable symbol stored with the booking, even after the wedding moved to another day', () => {
    expect(depositInstructions(confirmed({ weddingDate: '2027-06-19', variableSymbol: '2706121234' }), settings)!.variableSymbol).toBe('2706121234');
  });

  it('derive the variable symbol of an older booking stored without one, as before', () => {
    const booking = confirmed();
    expect(booking.variableSymbol).toBeUndefined();
    expect(depositInstructions(booking, settings)!.variableSymbol).toBe(variableSymbol(booking));
  });

  it('give amount, account, variable symbol, due date and the QR Platba payload of a confirmed booking', () => {
    const instructions = depositInstructions(confirmed(), settings)!;
    expect(instructions).toMatchObject({
      amountCzk: 11_700,
      iban: 'CZ6508000000192000145399',
      nationalAccount: '19-2000145399/0800',
      dueDate: '2026-12-15',
      message: 'Záloha svatba ABCD-EFGH Jana a Petr',
      paid: false,
    });
    expect(instructions.variableSymbol).toMatch(/^270612\d{4}$/);
    expect(instructions.spayd).toBe(
      `SPD*1.0*ACC:CZ6508000000192000145399*AM:11700.00*CC:CZK*DT:20261215*X-VS:${instructions.variableSymbol}*MSG:Záloha svatba ABCD-EFGH Jana a Petr`,
    );
  });

  it('use the price stored with the booking, whatever the price list says now', () => {
    expect(depositInstructions(confirmed({ pricing: { package: { slug: 'cely-den', name: 'Celý den', priceCzk: 30_000 }, extras: [] } }), settings)?.amountCzk).toBe(9000);
  });

  it('are marked paid once the photographer marked the deposit paid', () => {
    expect(depositInstructions(confirmed({ status: 'deposit-paid' }), settings)?.paid).toBe(true);
  });

  it.each(['new', 'declined', 'cancelled'] as const)('are null for a booking that does not hold its date (%s)', (status) => {
    expect(depositInstructions(confirmed({ status }), settings)).toBeNull();
  });
  it('are null without deposit settings', () => expect(depositInstructions(confirmed(), null)).toBeNull());
  it('are null for a percentage rule and a booking without stored prices ("price unknown"), never NaN', () => {
    const { pricing: _, ...unknown } = confirmed();
    expect(depositInstructions(unknown, settings)).toBeNull();
  });
  it('ask the fixed amount of a booking without a package', () => {
    expect(depositInstructions(confirmed({ pricing: { extras: [] } }), { ...settings, rule: { kind: 'fixed', amountCzk: 5000 } })?.amountCzk).toBe(5000);
  });
  it('count from the day it was created when the history lacks the confirmation', () => {
    const manual = confirmed({ createdAt: '2026-11-03T09:00:00.000Z', history: [{ at: '2026-11-03T09:00:00.000Z', by: 'admin', from: null, to: 'new' }] });
    expect(depositInstructions(manual, settings)?.dueDate).toBe('2026-11-17');
  });
  it('keep the message within SPAYD 60 characters', () => {
    expect([...depositMessage({ reservationCode: 'ABCD-EFGH', contact: { coupleNames: 'Ž'.repeat(80), email: '', phone: '' } })]).toHaveLength(60);
  });
});
