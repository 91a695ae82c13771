import { describe, expect, it } from 'vitest';
import { matchesPaymentSearch } from './payment-search';

const payment = { amountHalere: 850_050, variableSymbol: '2707180042', counterAccount: '19-2000145399/0800', message: 'Záloha svatba Kateřina a Tomáš' };
const euros = { amountHalere: 40_000, variableSymbol: null, counterAccount: 'AT61 1904 3002 3457 3201', message: null };

describe('the desk\'s search over unassigned payments', () => {
  it('finds a payment by its amount as Czechs write it, exactly or by whole crowns', () => {
    for (const query of ['8 500,50 Kč', '8500,50', '8500.5', '8500', '8\u00A0500']) expect(matchesPaymentSearch(payment, query), query).toBe(true);
    expect(matchesPaymentSearch(payment, '8500,49')).toBe(false);
    expect(matchesPaymentSearch(payment, '850')).toBe(false);
  });

  it('finds it by a part of the variable symbol or of the payer\'s account, however the account is spaced', () => {
    expect(matchesPaymentSearch(payment, '0042')).toBe(true);
    expect(matchesPaymentSearch(payment, '2000145399')).toBe(true);
    expect(matchesPaymentSearch(payment, '192000145399/0800')).toBe(true);
    expect(matchesPaymentSearch(euros, 'AT611904')).toBe(true);
    expect(matchesPaymentSearch(payment, '9999')).toBe(false);
  });

  it('finds it by words of the message, case and diacritics ignored, every word needed', () => {
    expect(matchesPaymentSearch(payment, 'katerina')).toBe(true);
    expect(matchesPaymentSearch(payment, 'ZÁLOHA tomáš')).toBe(true);
    expect(matchesPaymentSearch(payment, 'záloha Pavla')).toBe(false);
    expect(matchesPaymentSearch(euros, 'katerina')).toBe(false);
  });

  it('keeps every payment for an empty search', () => {
    expect(matchesPaymentSearch(euros, '  ')).toBe(true);
  });
});
