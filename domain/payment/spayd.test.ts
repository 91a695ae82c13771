import { describe, expect, it } from 'vitest';
import { spaydAmount, spaydString, spaydValue } from './spayd';

const IBAN = 'CZ6508000000192000145399';
/** The fields of a SPAYD string, split on unescaped `*` (an escaped one is %2A, so a plain split is exact). */
const fields = (spayd: string) => Object.fromEntries(spayd.split('*').slice(2).map((field) => [field.slice(0, field.indexOf(':')), field.slice(field.indexOf(':') + 1)]));

describe('SPAYD 1.0 (QR Platba)', () => {
  it('writes the header, account, amount, currency, due date, variable symbol and message', () => {
    expect(spaydString({ iban: IBAN, amountCzk: 5000, variableSymbol: '2706121234', dueDate: '2027-03-15', message: 'Záloha svatba' })).toBe(
      'SPD*1.0*ACC:CZ6508000000192000145399*AM:5000.00*CC:CZK*DT:20270315*X-VS:2706121234*MSG:Záloha svatba',
    );
  });
  it('leaves out what is not given', () => {
    expect(spaydString({ iban: IBAN, amountCzk: 1 })).toBe('SPD*1.0*ACC:CZ6508000000192000145399*AM:1.00*CC:CZK');
  });
  it('normalises a grouped IBAN', () => {
    expect(fields(spaydString({ iban: 'cz65 0800 0000 1920 0014 5399', amountCzk: 1 })).ACC).toBe(IBAN);
  });

  it('escapes * as %2A (and % as %25) inside values, so no field ends early', () => {
    const spayd = spaydString({ iban: IBAN, amountCzk: 100, message: 'Jana*Petr 100%', recipientName: '*Foto*' });
    expect(spayd).toContain('*MSG:Jana%2APetr 100%25');
    expect(spayd).toContain('*RN:%2AFoto%2A');
    expect(spayd.split('*')).toHaveLength(2 + 5);
  });
  it('keeps diacritics as UTF-8 and folds line breaks', () => {
    expect(fields(spaydString({ iban: IBAN, amountCzk: 100, message: 'Záloha\nŽluťoučký kůň' })).MSG).toBe('Záloha Žluťoučký kůň');
  });

  it.each([
    [5000, '5000.00'],
    [3703.5, '3703.50'],
    [0.1, '0.10'],
    [9_999_999.99, '9999999.99'],
  ])('writes the amount %d with a dot and two decimals: %s', (amount, text) => expect(spaydAmount(amount)).toBe(text));
  it.each([0, -5, Number.NaN, Number.POSITIVE_INFINITY, 10_000_000])('refuses the amount %d (positive, at most 10 characters)', (amount) => {
    expect(() => spaydAmount(amount)).toThrow(RangeError);
  });

  it('cuts the message to 60 characters, escapes counted, never inside an escape', () => {
    expect(spaydValue('a'.repeat(70), 60)).toHaveLength(60);
    expect(spaydValue(`${'ř'.repeat(59)}*`, 60)).toBe('ř'.repeat(59));
    expect(spaydValue(`${'a'.repeat(57)}*b`, 60)).toBe(`${'a'.repeat(57)}%2A`);
    expect(fields(spaydString({ iban: IBAN, amountCzk: 1, message: 'x'.repeat(100) })).MSG).toHaveLength(60);
  });
  it('cuts the payee name to 35 characters', () => {
    expect(fields(spaydString({ iban: IBAN, amountCzk: 1, recipientName: 'y'.repeat(50) })).RN).toHaveLength(35);
  });
  it('refuses a variable symbol that is not 1–10 digits, a malformed date and a non-IBAN', () => {
    expect(() => spaydString({ iban: IBAN, amountCzk: 1, variableSymbol: '12345678901' })).toThrow(RangeError);
    expect(() => spaydString({ iban: IBAN, amountCzk: 1, variableSymbol: '12a' })).toThrow(RangeError);
    expect(() => spaydString({ iban: IBAN, amountCzk: 1, dueDate: '15.3.2027' })).toThrow(RangeError);
    expect(() => spaydString({ iban: '19-2000145399/0800', amountCzk: 1 })).toThrow(RangeError);
  });
});
