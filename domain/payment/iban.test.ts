import { describe, expect, it } from 'vitest';
import { formatIban } from './iban-format';
import { czechNationalAccount, isValidIban, normaliseIban } from './iban';

describe('IBAN validation (ibantools: country length, BBAN shape, mod-97 check digits)', () => {
  it.each(['CZ65 0800 0000 1920 0014 5399', 'cz6508000000192000145399', 'CZ5855000000001265098001', 'SK3112000000198742637541', 'DE89 3704 0044 0532 0130 00'])(
    'accepts %s',
    (iban) => expect(isValidIban(iban)).toBe(true),
  );
  it.each([
    ['a wrong check digit', 'CZ66 0800 0000 1920 0014 5399'],
    ['a swapped digit', 'CZ65 0800 0000 1920 0014 5393'],
    ['too short', 'CZ65 0800 0000 1920 0014 539'],
    ['an unknown country', 'XX65 0800 0000 1920 0014 5399'],
    ['a national number', '19-2000145399/0800'],
    ['nothing', ''],
  ])('refuses %s', (_, iban) => expect(isValidIban(iban)).toBe(false));

  it('keeps the electronic format and prints the grouped one', () => {
    expect(normaliseIban(' cz65 0800 0000 1920 0014 5399 ')).toBe('CZ6508000000192000145399');
    expect(formatIban('CZ6508000000192000145399')).toBe('CZ65 0800 0000 1920 0014 5399');
    expect(formatIban('AT611904300234573201')).toBe('AT61 1904 3002 3457 3201');
  });
});

describe('Czech national account form', () => {
  it('is prefix-number/bankcode with leading zeros dropped', () => {
    expect(czechNationalAccount('CZ65 0800 0000 1920 0014 5399')).toBe('19-2000145399/0800');
  });
  it('omits a zero prefix', () => {
    expect(czechNationalAccount('CZ5855000000001265098001')).toBe('1265098001/5500');
  });
  it('is null for foreign and invalid IBANs', () => {
    expect(czechNationalAccount('SK3112000000198742637541')).toBeNull();
    expect(czechNationalAccount('CZ66 0800 0000 1920 0014 5399')).toBeNull();
  });
});
