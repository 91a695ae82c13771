import { describe, expect, it } from 'vitest';
import { bookableWindow, DEFAULT_BOOKING_POLICY, nearestFreeDates, rateRules, readBookingPolicy, SUBMISSION_LIMITS, weddingDateError } from './booking-policy';

const now = new Date('2026-11-22T10:00:00Z');

describe('wedding date rule', () => {
  it('allows 14 days to 3 years ahead, inclusive', () => {
    expect(bookableWindow(now)).toEqual({ first: '2026-12-06', last: '2029-11-22' });
    expect(weddingDateError('2026-12-06', now)).toBeUndefined();
    expect(weddingDateError('2029-11-22', now)).toBeUndefined();
  });
  it('refuses dates too soon, too far, malformed or missing', () => {
    expect(weddingDateError('2026-12-05', now)).toBe('booking/date-too-soon');
    expect(weddingDateError('2029-11-23', now)).toBe('booking/date-too-far');
    expect(weddingDateError('2027-02-30', now)).toBe('date/invalid');
    expect(weddingDateError('', now)).toBe('field/required');
  });
  it('is configurable', () => {
    const policy = { minDaysAhead: 30, maxYearsAhead: 1, minFillMs: 0 };
    expect(weddingDateError('2026-12-21', now, policy)).toBe('booking/date-too-soon');
    expect(weddingDateError('2027-11-23', now, policy)).toBe('booking/date-too-far');
  });
});

describe('nearest free dates', () => {
  it('suggests the closest free days inside the window, later first on a tie', () => {
    const taken = new Set(['2027-06-12', '2027-06-13']);
    expect(nearestFreeDates('2027-06-12', taken, now)).toEqual(['2027-06-11', '2027-06-14', '2027-06-10']);
  });
  it('never suggests a day outside the window', () => {
    expect(nearestFreeDates('2026-12-06', new Set(['2026-12-06']), now, 2)).toEqual(['2026-12-07', '2026-12-08']);
  });
});

describe('readBookingPolicy (deployment configuration)', () => {
  it('keeps the defaults for missing values and reads whole numbers', () => {
    expect(readBookingPolicy({})).toEqual(DEFAULT_BOOKING_POLICY);
    expect(readBookingPolicy({ minDaysAhead: '', maxYearsAhead: undefined })).toEqual(DEFAULT_BOOKING_POLICY);
    expect(readBookingPolicy({ minDaysAhead: ' 30 ', maxYearsAhead: 2 })).toEqual({ ...DEFAULT_BOOKING_POLICY, minDaysAhead: 30, maxYearsAhead: 2 });
  });

  it('refuses nonsense loudly instead of opening or closing the calendar by accident', () => {
    for (const values of [{ minDaysAhead: 'dva' }, { minDaysAhead: -1 }, { minDaysAhead: 1.5 }, { maxYearsAhead: 0 }, { maxYearsAhead: 50 }]) {
      expect(() => readBookingPolicy(values), JSON.stringify(values)).toThrow(/whole number/);
    }
  });

  it('a configured window moves the date rule', () => {
    const policy = readBookingPolicy({ minDaysAhead: '30', maxYearsAhead: '1' });
    expect(weddingDateError('2026-12-15', now)).toBeUndefined();
    expect(weddingDateError('2026-12-15', now, policy)).toBe('booking/date-too-soon');
    expect(weddingDateError('2028-06-01', now)).toBeUndefined();
    expect(weddingDateError('2028-06-01', now, policy)).toBe('booking/date-too-far');
  });

  it('the portal counts every call per client, per verified account once known, and messages apart', () => {
    expect(rateRules.portal('1.2.3.4')).toEqual([{ key: 'portal-ip:1.2.3.4', limit: SUBMISSION_LIMITS.portalCallsPerIp, code: 'portal/rate-limited' }]);
    expect(rateRules.portal('1.2.3.4', { email: 'jana@example.cz' }).map((rule) => rule.key)).toEqual(['portal-ip:1.2.3.4', 'portal-email:jana@example.cz']);
    const message = rateRules.portal('1.2.3.4', { email: 'jana@example.cz', message: true });
    expect(message.at(-1)).toEqual({ key: 'portal-message-email:jana@example.cz', limit: SUBMISSION_LIMITS.portalMessagesPerAccount, code: 'portal/rate-limited' });
  });
});
