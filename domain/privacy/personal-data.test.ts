import { describe, expect, it } from 'vitest';
import { aBooking } from '../../tests/support/booking-mother';
import { emailRateKeys } from '../booking/booking-policy';
import { accountExportOf, erasedLockChange, isBookingOf, keptOnErasure } from './personal-data';

describe('personal data rules', () => {
  it('exports only the allow-listed account fields, whatever else the accounts service adds', () => {
    expect(accountExportOf({ id: 1, email: 'a@b.cz', password: 'h', resetPasswordToken: 't', futureSecret: 's' })).toEqual({ id: 1, email: 'a@b.cz' });
    expect(accountExportOf(null)).toBeNull();
  });

  it('matches a booking to the account e-mail trimmed and case-insensitively', () => {
    expect(isBookingOf(aBooking({ contact: { coupleNames: 'J', email: ' Jana@Example.CZ', phone: '' } }), 'jana@example.cz')).toBe(true);
    expect(isBookingOf(aBooking(), 'jana@example.cz')).toBe(false);
  });

  it('keeps for the contract only a booking whose status takes its date; a request, holding its day or not, is erased', () => {
    expect(keptOnErasure(aBooking({ status: 'confirmed' }))).toBe(true);
    expect(keptOnErasure(aBooking({ status: 'deposit-paid' }))).toBe(true);
    expect(keptOnErasure(aBooking({ status: 'completed' }))).toBe(true);
    for (const status of ['new', 'declined', 'cancelled', 'withdrawn'] as const) expect(keptOnErasure(aBooking({ status }))).toBe(false);
  });

  it('frees a lock still naming an erased booking, and no other', () => {
    const b = aBooking({ id: 'b1' });
    expect(erasedLockChange({}, b, { date: '2027-06-12', reason: 'held', bookingId: 'b1' })).toEqual({ delete: '2027-06-12' });
    expect(erasedLockChange({}, b, { date: '2027-06-12', reason: 'blocked' })).toEqual({});
  });

  it('names every e-mail-keyed rate counter', () => {
    expect(emailRateKeys('jana@example.cz')).toEqual([
      'booking-email:jana@example.cz',
      'contact-email:jana@example.cz',
      'personal-data-email:jana@example.cz',
      'portal-email:jana@example.cz',
      'portal-message-email:jana@example.cz',
    ]);
  });
});
