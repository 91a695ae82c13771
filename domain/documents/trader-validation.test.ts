import { describe, expect, it } from 'vitest';
import { aTrader, PAYER_VAT } from '../../tests/support/document-mother';
import { isDomainError } from '../errors';
import { isValidIco, requireTraderCanIssue, traderProblems } from './trader-validation';

describe('whether a trader identity can issue documents', () => {
  it('accepts a complete non-payer and a complete payer', () => {
    expect(traderProblems(aTrader())).toEqual({});
    expect(traderProblems(aTrader({ vat: PAYER_VAT }))).toEqual({});
  });

  it('checks the IČO check digit (mod 11)', () => {
    expect(isValidIco('27074358')).toBe(true);
    expect(isValidIco('27074359')).toBe(false);
    expect(isValidIco('2707435')).toBe(false);
    // Remainder 0 gives check digit 1, remainder 1 gives 0.
    expect(isValidIco('00000001')).toBe(true);
    expect(isValidIco('00000000')).toBe(false);
    expect(isValidIco('00000060')).toBe(true);
    expect(isValidIco('00000061')).toBe(false);
    expect(traderProblems(aTrader({ ico: '27074359' }))).toEqual({ ico: 'document/trader-ico-invalid' });
    expect(traderProblems(aTrader({ ico: ' ' }))).toEqual({ ico: 'document/trader-ico-missing' });
  });

  it('asks a VAT payer for a DIČ and a rate, a non-payer for neither', () => {
    expect(traderProblems(aTrader({ vat: { payer: true, dic: '', ratePercent: 21 } }))).toEqual({ dic: 'document/trader-dic-missing' });
    expect(traderProblems(aTrader({ vat: { payer: true, dic: '27074358', ratePercent: 21 } }))).toEqual({ dic: 'document/trader-dic-invalid' });
    expect(traderProblems(aTrader({ vat: { payer: true, dic: 'CZ27074358', ratePercent: 0 } }))).toEqual({ ratePercent: 'document/trader-vat-rate-invalid' });
  });

  it('asks for the name, the seat, the register entry (§ 435 OZ) and a valid IBAN', () => {
    const problems = traderProblems(aTrader({ name: '', address: { street: '', city: 'Praha', postalCode: '12000', country: 'CZ' }, registerEntry: '', iban: 'CZ6508000000192000145398' }));
    expect(problems).toEqual({
      name: 'document/trader-name-missing',
      address: 'document/trader-address-missing',
      registerEntry: 'document/trader-register-missing',
      iban: 'document/trader-iban-invalid',
    });
  });

  it('throws the first problem as a typed error with every field listed', () => {
    let caught: unknown;
    try {
      requireTraderCanIssue(aTrader({ ico: '', registerEntry: '' }));
    } catch (error) {
      caught = error;
    }
    expect(isDomainError(caught) && caught.code).toBe('document/trader-ico-missing');
    expect(isDomainError(caught) && caught.details?.fields).toEqual({ ico: 'document/trader-ico-missing', registerEntry: 'document/trader-register-missing' });
  });
});
