import { describe, expect, it } from 'vitest';
import type { DateLock } from './booking';
import { dayState } from './day-state';

const now = new Date('2027-06-07T08:00:00.000Z');
const today = '2027-06-07';
const state = (date: string, lock?: DateLock, openRequests = 0) => dayState(date, { lock, openRequests, today, now });

describe('a calendar day’s state', () => {
  it('is free without a lock or with one request', () => {
    expect(state('2027-06-12')).toBe('free');
    expect(state('2027-06-12', undefined, 1)).toBe('free');
  });
  it('is booked ahead and completed once the day is behind her', () => {
    const lock = (date: string): DateLock => ({ date, reason: 'booked', bookingId: 'b' });
    expect(state('2027-06-12', lock('2027-06-12'))).toBe('booked');
    expect(state('2027-06-07', lock('2027-06-07'))).toBe('booked');
    expect(state('2027-06-05', lock('2027-06-05'))).toBe('completed');
  });
  it('stays booked or blocked however many ask for it, and is competing when a free or held day is wanted twice', () => {
    expect(state('2027-06-12', { date: '2027-06-12', reason: 'booked', bookingId: 'b' }, 3)).toBe('booked');
    expect(state('2027-06-12', { date: '2027-06-12', reason: 'blocked' }, 2)).toBe('blocked');
    expect(state('2027-06-12', undefined, 2)).toBe('competing');
    expect(state('2027-06-12', { date: '2027-06-12', reason: 'held', bookingId: 'b', expiresAt: '2027-06-10T00:00:00.000Z' }, 2)).toBe('competing');
  });
  it('is held while the hold lasts, and free once it has lapsed', () => {
    const held = (expiresAt: string): DateLock => ({ date: '2027-06-12', reason: 'held', bookingId: 'b', expiresAt });
    expect(state('2027-06-12', held('2027-06-08T08:00:00.000Z'))).toBe('held');
    expect(state('2027-06-12', held('2027-06-07T07:59:00.000Z'))).toBe('free');
  });
});
