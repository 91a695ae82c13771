import { describe, expect, it } from 'vitest';
import { amountDue } from './amount-due';

describe('what is left of an amount asked (amountDue)', () => {
  it('leaves the rest to pay while the payments fall short, nothing and no overpayment when they match', () => {
    expect(amountDue(500_000, 200_050)).toEqual({ remainingHalere: 299_950, overpaidHalere: 0 });
    expect(amountDue(500_000, 0)).toEqual({ remainingHalere: 500_000, overpaidHalere: 0 });
    expect(amountDue(500_000, 500_000)).toEqual({ remainingHalere: 0, overpaidHalere: 0 });
  });

  it('never asks a negative amount: what came beyond it is the overpayment', () => {
    expect(amountDue(3_500_000, 3_600_001)).toEqual({ remainingHalere: 0, overpaidHalere: 100_001 });
  });

  it('refuses amounts that are not whole haléře or are negative', () => {
    expect(() => amountDue(1.5, 0)).toThrow(RangeError);
    expect(() => amountDue(100, -1)).toThrow(RangeError);
  });
});
