import { describe, expect, it } from 'vitest';
import { aBooking } from '../../tests/support/booking-mother';
import { appendCoupleMessage, MESSAGE_MAX_LENGTH, validateBookingMessage } from './booking-message';

describe('a couple\'s message about their booking', () => {
  it('is required (blank after trimming is nothing) and at most MESSAGE_MAX_LENGTH characters', () => {
    expect(validateBookingMessage('  Obřad se posouvá na 15:00. ')).toBeUndefined();
    expect(validateBookingMessage('   ')).toBe('field/required');
    expect(validateBookingMessage(undefined)).toBe('field/required');
    expect(validateBookingMessage(42)).toBe('field/required');
    expect(validateBookingMessage('a'.repeat(MESSAGE_MAX_LENGTH))).toBeUndefined();
    expect(validateBookingMessage(` ${'a'.repeat(MESSAGE_MAX_LENGTH)} `)).toBeUndefined();
    expect(validateBookingMessage('a'.repeat(MESSAGE_MAX_LENGTH + 1))).toBe('field/too-long');
  });

  it('is appended trimmed under a deterministic id, with a history entry that keeps the status and not the text', () => {
    const booking = aBooking({ id: 'b7', status: 'confirmed' });
    const { booking: after, message, n } = appendCoupleMessage(booking, { text: ' Obřad ve 14:00 ', by: 'jana@example.cz', at: '2027-01-02T10:00:00.000Z' });
    expect(n).toBe(1);
    expect(message).toEqual({ id: 'b7-m1', at: '2027-01-02T10:00:00.000Z', author: 'couple', text: 'Obřad ve 14:00' });
    expect(after.messages).toEqual([message]);
    expect(after.status).toBe('confirmed');
    expect(after.updatedAt).toBe('2027-01-02T10:00:00.000Z');
    expect(after.history.at(-1)).toEqual({ at: '2027-01-02T10:00:00.000Z', by: 'jana@example.cz', from: 'confirmed', to: 'confirmed', event: 'message' });
    expect(appendCoupleMessage(after, { text: 'Druhá', by: 'x@example.cz', at: 'y' }).message.id).toBe('b7-m2');
  });

  it('refuses a bad text as a field error on `text`, changing nothing', () => {
    const booking = aBooking();
    expect(() => appendCoupleMessage(booking, { text: ' ', by: 'x@example.cz', at: 'y' })).toThrow(
      expect.objectContaining({ code: 'field/required', details: { fields: { text: 'field/required' } } }),
    );
    expect(booking.messages).toBeUndefined();
  });
});

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
