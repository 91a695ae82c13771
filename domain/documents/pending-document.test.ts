import { describe, expect, it } from 'vitest';
import { aBooking } from '../../tests/support/booking-mother';
import type { DepositInstructions } from '../payment/deposit-instructions';
import { deskMarkedPayment, documentsDue } from './pending-document';

const NOW = new Date('2027-03-01T09:00:00Z');
const DEPOSIT = { amountCzk: 5_000, variableSymbol: '2708140001', dueDate: '2027-03-15' } as DepositInstructions;

describe('the payment the desk records by marking a deposit paid (deskMarkedPayment)', () => {
  it('is the whole deposit when the bank brought nothing, the rest when it brought part, nothing when nothing is left', () => {
    const booking = aBooking({ status: 'deposit-paid' });
    expect(deskMarkedPayment(booking, DEPOSIT, NOW)).toMatchObject({ amountHalere: 500_000, receivedOn: '2027-03-01' });
    expect(deskMarkedPayment(booking, DEPOSIT, NOW, 200_050)).toMatchObject({ amountHalere: 299_950 });
    expect(deskMarkedPayment(booking, DEPOSIT, NOW, 500_000)).toBeNull();
    expect(deskMarkedPayment(booking, DEPOSIT, NOW, 650_000)).toBeNull();
    expect(deskMarkedPayment(booking, null, NOW)).toBeNull();
  });
});

describe('what a cancellation owes (documentsDue)', () => {
  const cancelled = aBooking({ status: 'cancelled', variableSymbol: '2708140001' });
  const due = (before: 'confirmed' | 'deposit-paid', receivedHalere: number) =>
    documentsDue(before, cancelled, { deposit: DEPOSIT, payment: null, mail: null, now: NOW, receivedHalere }).map((document) => document.kind);

  it('a paid booking, or a confirmed one the bank already brought money for, owes the correction of its receipts', () => {
    expect(due('deposit-paid', 0)).toEqual(['cancellation']);
    expect(due('confirmed', 150_000)).toEqual(['cancellation']);
  });

  it('a confirmed booking nothing came for owes nothing', () => {
    expect(due('confirmed', 0)).toEqual([]);
  });
});
