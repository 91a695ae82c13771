import { describe, expect, it } from 'vitest';
import type { BookingPricing } from '../booking/booking';
import { depositAmount, readDepositSettings } from './deposit';

const withPackage = (priceCzk: number): BookingPricing => ({ package: { slug: 'cely-den', name: 'Celý den', priceCzk }, extras: [] });
const IBAN = 'CZ65 0800 0000 1920 0014 5399';

describe('deposit amount', () => {
  it('asks the fixed amount whatever the package', () => {
    expect(depositAmount(withPackage(45_000), { kind: 'fixed', amountCzk: 5000 })).toBe(5000);
    expect(depositAmount(undefined, { kind: 'fixed', amountCzk: 5000 })).toBe(5000);
  });
  it('takes the percentage of the agreed package price, not of the extras', () => {
    expect(depositAmount({ ...withPackage(45_000), extras: [{ slug: 'album', name: 'Album', priceCzk: 10_000 }] }, { kind: 'percent', percent: 30 })).toBe(13_500);
  });
  it.each([
    [12_345, 30, 3704], // 3703.5 rounds half up
    [12_343, 30, 3703], // 3702.9
    [10_001, 50, 5001], // 5000.5 rounds up
    [9_999, 10, 1000], // 999.9
    [1, 1, null], // 0.01 crowns is no deposit
    [29_990, 33, 9897], // 9896.7 (float arithmetic would give 9896.699999…)
  ])('rounds %i Kč × %i %% half up to whole crowns: %s', (price, percent, expected) => {
    expect(depositAmount(withPackage(price), { kind: 'percent', percent })).toBe(expected);
  });
  it('asks no percentage deposit without a package or a known price (never NaN)', () => {
    expect(depositAmount({ extras: [] }, { kind: 'percent', percent: 30 })).toBeNull();
    expect(depositAmount(undefined, { kind: 'percent', percent: 30 })).toBeNull();
  });
});

describe('deposit settings from the CMS fields', () => {
  it('reads a percentage rule with an IBAN in any spacing', () => {
    expect(readDepositSettings({ bankIban: IBAN.toLowerCase(), depositKind: 'percent', depositPercent: 30, depositDueDays: 10 }, 14)).toEqual({
      iban: 'CZ6508000000192000145399',
      rule: { kind: 'percent', percent: 30 },
      dueDays: 10,
    });
  });
  it('reads a fixed rule; due days fall back to the deployment setting', () => {
    expect(readDepositSettings({ bankIban: IBAN, depositKind: 'fixed', depositAmountCzk: 5000 }, 14)).toEqual({
      iban: 'CZ6508000000192000145399',
      rule: { kind: 'fixed', amountCzk: 5000 },
      dueDays: 14,
    });
  });
  it.each([
    ['no fields', {}],
    ['no IBAN', { depositKind: 'fixed', depositAmountCzk: 5000 }],
    ['a bad check digit', { bankIban: 'CZ66 0800 0000 1920 0014 5399', depositKind: 'fixed', depositAmountCzk: 5000 }],
    ['no kind', { bankIban: IBAN, depositAmountCzk: 5000 }],
    ['an unknown kind', { bankIban: IBAN, depositKind: 'both', depositAmountCzk: 5000 }],
    ['a fixed rule without amount', { bankIban: IBAN, depositKind: 'fixed', depositPercent: 30 }],
    ['a zero amount', { bankIban: IBAN, depositKind: 'fixed', depositAmountCzk: 0 }],
    ['a fractional amount', { bankIban: IBAN, depositKind: 'fixed', depositAmountCzk: 99.5 }],
    ['a percentage over 100', { bankIban: IBAN, depositKind: 'percent', depositPercent: 101 }],
  ])('means no deposit configured for %s', (_, fields) => {
    expect(readDepositSettings(fields, 14)).toBeNull();
  });
  it('means no deposit configured when the CMS answered nothing', () => expect(readDepositSettings(null, 14)).toBeNull());
  it('ignores invalid due days', () => {
    expect(readDepositSettings({ bankIban: IBAN, depositKind: 'fixed', depositAmountCzk: 5000, depositDueDays: -3 }, 14)?.dueDays).toBe(14);
  });
});
