import { describe, expect, it } from 'vitest';
import { bankPaymentNote } from './bank-actors';

describe('bankPaymentNote', () => {
  it("names the bank's reference, and says when the photographer assigned the payment by hand", () => {
    expect(bankPaymentNote('2098765432')).toBe('Platba z banky 2098765432');
    expect(bankPaymentNote('2098765432', true)).toBe('Platba z banky 2098765432 přiřazena ručně');
  });
});
