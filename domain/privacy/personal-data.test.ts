import { describe, expect, it } from 'vitest';
import { aBooking } from '../../tests/support/booking-mother';
import { emailRateKeys } from '../booking/booking-policy';
import { accountExportOf, erasedLockChange, holdsDate, isBookingOf } from './personal-data';

const NOW = new Date('2027-01-10T09:00:00.000Z');

describe('personal data rules', () => {
  it('exports only the allow-listed account fields, whatever else the accounts service adds', () => {
    expect(accountExportOf({ id: 1, email: 'a@b.cz', password: 'h', resetPasswordToken: 't', futureSecret: 's' })).toEqual({ id: 1, email: 'a@b.cz' });
    expect(accountExportOf(null)).toBeNull();
  });

  it('matches a booking to the account e-mail trimmed and case-insensitively', () => {
    expect(isBookingOf(aBooking({ contact: { coupleNames: 'J', email: ' Jana@Example.CZ', phone: '' } }), 'jana@example.cz')).toBe(true);
    expect(isBookingOf(aBooking(), 'jana@example.cz')).toBe(false);
  });

  it('counts a date-taking status and a live lock naming the booking as holding its date, an expired hold not', () => {
    const fresh = aBooking({ id: 'b1', status: 'new' });
    expect(holdsDate(aBooking({ status: 'confirmed' }), null, NOW)).toBe(true);
    expect(holdsDate(fresh, null, NOW)).toBe(false);
    expect(holdsDate(fresh, { date: fresh.weddingDate, reason: 'held', bookingId: 'b1', expiresAt: '2027-01-11T00:00:00.000Z' }, NOW)).toBe(true);
    expect(holdsDate(fresh, { date: fresh.weddingDate, reason: 'held', bookingId: 'b1', expiresAt: '2027-01-09T00:00:00.000Z' }, NOW)).toBe(false);
    expect(holdsDate(fresh, { date: fresh.weddingDate, reason: 'booked', bookingId: 'other' }, NOW)).toBe(false);
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
