import { describe, expect, it } from 'vitest';
import { MESSAGE_MAX_LENGTH, validateBookingMessage } from './booking-message';

describe('validateBookingMessage', () => {
  it('refuses an empty or blank message as required', () => {
    expect(validateBookingMessage('')).toBe('field/required');
    expect(validateBookingMessage('  \n ')).toBe('field/required');
  });

  it('accepts a message up to the limit and refuses one character more', () => {
    expect(validateBookingMessage('Obřad posouváme na 14:30.')).toBeUndefined();
    expect(validateBookingMessage('a'.repeat(MESSAGE_MAX_LENGTH))).toBeUndefined();
    expect(validateBookingMessage('a'.repeat(MESSAGE_MAX_LENGTH + 1))).toBe('field/too-long');
  });

  it('does not count surrounding whitespace against the limit', () => {
    expect(validateBookingMessage(`  ${'a'.repeat(MESSAGE_MAX_LENGTH)}\n`)).toBeUndefined();
  });
});
