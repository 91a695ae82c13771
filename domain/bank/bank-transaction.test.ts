import { describe, expect, it } from 'vitest';
import { halereOf, isIncoming, normaliseVariableSymbol, variableSymbolInText } from './bank-transaction';

describe('bank transaction values', () => {
  it('a variable symbol loses its leading zeros and must be 1–10 digits', () => {
    expect(normaliseVariableSymbol('0002606200421')).toBe('2606200421');
    expect(normaliseVariableSymbol(' 123 ')).toBe('123');
    expect(normaliseVariableSymbol('0000000000')).toBeNull();
    expect(normaliseVariableSymbol('12A')).toBeNull();
    expect(normaliseVariableSymbol('12345678901')).toBeNull();
    expect(normaliseVariableSymbol(undefined)).toBeNull();
  });

  it('finds "VS:", "VS " and "/VS/" in a free-text message, not digits elsewhere', () => {
    expect(variableSymbolInText('Záloha VS:2606200421 Nováková')).toBe('2606200421');
    expect(variableSymbolInText('/VS/0012345/SS/77')).toBe('12345');
    expect(variableSymbolInText('vs 42')).toBe('42');
    expect(variableSymbolInText('ZALOHA 2606200421')).toBeNull();
    expect(variableSymbolInText('NEWS 123')).toBeNull();
  });

  it('reads crown amounts into whole haléře without floating point', () => {
    expect(halereOf('1234.50')).toBe(123_450);
    expect(halereOf('0,1')).toBe(10);
    expect(halereOf('-12')).toBe(-1_200);
    expect(halereOf('4999.99')).toBe(499_999);
    expect(halereOf('1.234')).toBeNull();
    expect(halereOf('abc')).toBeNull();
  });

  it('only a positive movement that is no reversal is incoming', () => {
    expect(isIncoming({ amountHalere: 1, reversal: false })).toBe(true);
    expect(isIncoming({ amountHalere: 1, reversal: true })).toBe(false);
    expect(isIncoming({ amountHalere: -1, reversal: false })).toBe(false);
  });
});
