import { describe, expect, it } from 'vitest';
import type { BankTransaction } from './bank-transaction';
import { bookingStatuses } from '../booking/booking';
import { assignedBooking, matchPayment, takesPayments, type SymbolOwner } from './payment-match';

const aTransaction = (overrides: Partial<BankTransaction> = {}): BankTransaction => ({
  bankId: '26543210987',
  date: '2026-11-20',
  amountHalere: 500_000,
  currency: 'CZK',
  variableSymbol: '2606200421',
  counterAccount: '19-2000145399/0800',
  message: 'Záloha svatba',
  reversal: false,
  ...overrides,
});
const confirmed = (receivedHalere = 0, expectedHalere: number | null = 500_000): SymbolOwner => ({
  kind: 'booking',
  booking: { id: 'b-1', status: 'confirmed' },
  expectedHalere,
  receivedHalere,
});

describe('matchPayment (a bank transaction against the deposit its variable symbol was given for)', () => {
  it('exactly the deposit settles a confirmed booking', () => {
    expect(matchPayment(aTransaction(), false, confirmed())).toEqual({ kind: 'paid', bookingId: 'b-1', receivedHalere: 500_000, settles: true });
  });

  it('less than the deposit is partial and says what is left; no settling', () => {
    expect(matchPayment(aTransaction({ amountHalere: 200_050 }), false, confirmed())).toEqual({
      kind: 'partial',
      bookingId: 'b-1',
      receivedHalere: 200_050,
      remainingHalere: 299_950,
    });
  });

  it('a second part that completes the deposit settles it (everything the symbol brought counts)', () => {
    expect(matchPayment(aTransaction({ amountHalere: 299_950 }), false, confirmed(200_050))).toMatchObject({ kind: 'paid', settles: true, receivedHalere: 500_000 });
  });

  it('more than the deposit settles it and reports the surplus as overpaid', () => {
    expect(matchPayment(aTransaction({ amountHalere: 600_000 }), false, confirmed())).toEqual({
      kind: 'overpaid',
      bookingId: 'b-1',
      receivedHalere: 600_000,
      overpaidHalere: 100_000,
      settles: true,
    });
  });

  it('a payment for a booking already deposit-paid is overpaid without a second settling', () => {
    const owner: SymbolOwner = { kind: 'booking', booking: { id: 'b-1', status: 'deposit-paid' }, expectedHalere: 500_000, receivedHalere: 500_000 };
    expect(matchPayment(aTransaction({ amountHalere: 1_000 }), false, owner)).toMatchObject({ kind: 'overpaid', overpaidHalere: 1_000, settles: false });
  });

  it('a payment for a cancelled booking, or one asking no deposit, is assigned but settles nothing', () => {
    const cancelled: SymbolOwner = { kind: 'booking', booking: { id: 'b-1', status: 'cancelled' }, expectedHalere: 500_000, receivedHalere: 0 };
    expect(matchPayment(aTransaction(), false, cancelled)).toEqual({ kind: 'received', bookingId: 'b-1', receivedHalere: 500_000 });
    expect(matchPayment(aTransaction(), false, confirmed(0, null))).toEqual({ kind: 'received', bookingId: 'b-1', receivedHalere: 500_000 });
  });

  it('an unknown symbol, a missing one and the symbol of an erased booking are unassigned, each with its reason', () => {
    expect(matchPayment(aTransaction(), false, { kind: 'none' })).toEqual({ kind: 'unassigned', reason: 'unknown-symbol' });
    expect(matchPayment(aTransaction({ variableSymbol: null }), false, confirmed())).toEqual({ kind: 'unassigned', reason: 'no-symbol' });
    expect(matchPayment(aTransaction(), false, { kind: 'erased' })).toEqual({ kind: 'unassigned', reason: 'erased-booking' });
  });

  it('a payment in another currency is left to the photographer', () => {
    expect(matchPayment(aTransaction({ currency: 'EUR' }), false, confirmed())).toEqual({ kind: 'unassigned', reason: 'foreign-currency' });
  });

  it('a transaction already recorded (the same bank id imported again) changes nothing', () => {
    expect(matchPayment(aTransaction(), true, confirmed())).toEqual({ kind: 'duplicate' });
  });

  it('money out and a reversal of an outgoing payment are no payments', () => {
    expect(matchPayment(aTransaction({ amountHalere: -500_000 }), false, confirmed())).toEqual({ kind: 'not-incoming' });
    expect(matchPayment(aTransaction({ reversal: true }), false, confirmed())).toEqual({ kind: 'not-incoming' });
  });

  it('assignedBooking names the booking only of assigned matches', () => {
    expect(assignedBooking(matchPayment(aTransaction(), false, confirmed()))).toBe('b-1');
    expect(assignedBooking(matchPayment(aTransaction(), false, { kind: 'none' }))).toBeNull();
  });
});

describe('takesPayments (which bookings a payment may be assigned to by hand)', () => {
  it('only those that owe money: confirmed, deposit paid, or after the wedding; never a request or a closed one', () => {
    expect(bookingStatuses.filter(takesPayments)).toEqual(['confirmed', 'deposit-paid', 'completed']);
  });
});
