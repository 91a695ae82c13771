import { describe, expect, it } from 'vitest';
import { formatGuestPin, guestPinError, normaliseGuestPin } from './guest-pin';

describe('guest PIN: no case or space traps', () => {
  it.each([
    ['123456', '123456'],
    [' 123 456 ', '123456'],
    ['123-456', '123456'],
    ['123\u2013456', '123456'],
    ['123\u00A0456', '123456'],
    ['１２３４５６', '123456'],
    ['１２３　４５６', '123456'],
    ['12.34.56', '123456'],
  ])('%j is read as %s', (typed, pin) => {
    expect(normaliseGuestPin(typed)).toBe(pin);
    expect(guestPinError(typed)).toBeUndefined();
  });

  it.each([['12345'], ['1234567'], ['12a456'], ['abcdef'], ['12345６7']])('%j is not a PIN', (typed) => {
    expect(guestPinError(typed)).toBe('gallery/pin-format');
  });

  it('nothing typed is required; a non-string is nothing', () => {
    expect(guestPinError('  ')).toBe('field/required');
    expect(guestPinError(123456)).toBe('field/required');
  });

  it('the desk shows it as two triples, which normalising reads back', () => {
    expect(formatGuestPin('482913')).toBe('482 913');
    expect(normaliseGuestPin(formatGuestPin('482913'))).toBe('482913');
  });
});
