// @vitest-environment node
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { isValidIban } from '../../domain/payment/iban';

// The CMS repeats the IBAN check (its own package cannot import domain/): both must answer the same.
const cms = createRequire(import.meta.url)('../../cms/lib/iban.js') as { isValidIban(value: unknown): boolean };

const IBANS = [
  'CZ65 0800 0000 1920 0014 5399',
  'CZ5855000000001265098001',
  'cz6508000000192000145399',
  'SK3112000000198742637541',
  'DE89370400440532013000',
  'AT611904300234573201',
  'GB29NWBK60161331926819',
  'PL61109010140000071219812874',
  'CZ66 0800 0000 1920 0014 5399',
  'CZ65 0800 0000 1920 0014 5393',
  'CZ65 0800 0000 1920 0014 539',
  'CZ65080000001920001453990',
  'SK31 1200 0000 1987 4263 7542',
  'DE89370400440532013001',
  '19-2000145399/0800',
  'CZ',
  '',
];

describe('the CMS and the domain agree on IBANs', () => {
  it.each(IBANS)('%s', (iban) => {
    expect(cms.isValidIban(iban)).toBe(isValidIban(iban));
  });
  it('the list holds valid and invalid ones', () => {
    expect(new Set(IBANS.map(isValidIban))).toEqual(new Set([true, false]));
  });
});
