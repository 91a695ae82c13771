import { describe, expect, it } from 'vitest';
import { lineBases, vatFromInclusive, vatRecap } from './vat';

describe('VAT computed from an amount that includes it (§ 37 odst. 2 zákona o DPH)', () => {
  it('splits 12 100 Kč at 21 % into 10 000 Kč base and 2 100 Kč tax exactly', () => {
    expect(vatFromInclusive(1_210_000, 21)).toEqual({ ratePercent: 21, baseHalere: 1_000_000, taxHalere: 210_000, totalHalere: 1_210_000 });
  });

  it('rounds the base half up to the haléř and leaves the rest as tax, so base + tax is the amount paid', () => {
    // 5 000 Kč / 1,21 = 4 132,2314… → base 4 132,23, tax 867,77.
    expect(vatFromInclusive(500_000, 21)).toMatchObject({ baseHalere: 413_223, taxHalere: 86_777 });
    // 1 Kč / 1,21 = 0,826… → 0,83 base, 0,17 tax.
    expect(vatFromInclusive(100, 21)).toMatchObject({ baseHalere: 83, taxHalere: 17 });
  });

  it('rounds an exact half haléř of the base up (60,5 haléře → 61)', () => {
    // At 100 % a base of exactly half a haléř arises: 1 haléř → base 0,5 → 1, tax 0.
    expect(vatFromInclusive(1, 100)).toMatchObject({ baseHalere: 1, taxHalere: 0 });
    // 3 haléře at 100 %: base 1,5 → 2, tax 1.
    expect(vatFromInclusive(3, 100)).toMatchObject({ baseHalere: 2, taxHalere: 1 });
  });

  it('matches the floating-point formula on many amounts, never off by a haléř', () => {
    for (let total = 1; total < 200_000; total += 97) {
      const exact = Math.round((total * 100) / 121 + 1e-9);
      expect(vatFromInclusive(total, 21).baseHalere).toBe(exact);
    }
  });

  it('mirrors a negative amount (a refund) exactly', () => {
    expect(vatFromInclusive(-500_000, 21)).toMatchObject({ baseHalere: -413_223, taxHalere: -86_777, totalHalere: -500_000 });
  });

  it('refuses fractions of a haléř and impossible rates', () => {
    expect(() => vatFromInclusive(10.5, 21)).toThrow(RangeError);
    expect(() => vatFromInclusive(100, -1)).toThrow(RangeError);
  });
});

describe('the recapitulation per rate', () => {
  it('computes the tax from the sum of a rate, not line by line (three 1 Kč lines: 2,48 base, 0,52 tax)', () => {
    const recap = vatRecap([100, 100, 100].map((totalHalere) => ({ totalHalere, ratePercent: 21 })));
    // Line by line it would be 3 × 0,83 = 2,49 base; from the sum 3 / 1,21 = 2,479 → 2,48.
    expect(recap).toEqual([{ ratePercent: 21, baseHalere: 248, taxHalere: 52, totalHalere: 300 }]);
  });

  it('keeps rates apart, ascending', () => {
    expect(vatRecap([{ totalHalere: 1_210_000, ratePercent: 21 }, { totalHalere: 112_000, ratePercent: 12 }]).map((split) => split.ratePercent)).toEqual([12, 21]);
  });

  it('divides the base over the lines so they add up to the recapitulation exactly', () => {
    const split = vatFromInclusive(300, 21);
    const bases = lineBases([100, 100, 100], split);
    expect(bases.reduce((sum, value) => sum + value, 0)).toBe(248);
    expect(bases).toEqual([83, 83, 82]);
    expect(lineBases([-100, -100, -100], vatFromInclusive(-300, 21))).toEqual([-83, -83, -82]);
  });
});
