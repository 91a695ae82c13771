import { describe, expect, it } from 'vitest';
import { lockChange } from './date-lock';

describe('lockChange', () => {
  const b = (status: 'new' | 'confirmed' | 'cancelled', id = 'b1') => ({ id, status, weddingDate: '2027-06-12' });
  const booked = { date: '2027-06-12', reason: 'booked' as const, bookingId: 'b1' };

  it('takes the date when a booking enters a date-taking status', () => {
    expect(lockChange(b('new'), b('confirmed'), null)).toEqual({ set: booked });
  });

  it('refuses a date another booking or a blocked day holds', () => {
    expect(() => lockChange(b('new', 'b2'), b('confirmed', 'b2'), booked)).toThrow(expect.objectContaining({ code: 'booking/date-taken' }));
    expect(() => lockChange(null, b('confirmed'), { date: '2027-06-12', reason: 'blocked' })).toThrow(
      expect.objectContaining({ code: 'booking/date-blocked' }),
    );
  });

  it('frees only its own lock when cancelled or deleted', () => {
    expect(lockChange(b('confirmed'), b('cancelled'), booked)).toEqual({ delete: '2027-06-12' });
    expect(lockChange(b('confirmed'), null, booked)).toEqual({ delete: '2027-06-12' });
    expect(lockChange(b('confirmed', 'b2'), null, booked)).toEqual({});
    expect(lockChange(b('confirmed'), b('confirmed'), booked)).toEqual({});
  });
});
