import { describe, expect, it } from 'vitest';
import { DATE_HOLD_DAYS, dateHoldPolicyOf, holdExpiry, holdsDate } from './date-hold';

describe('the date-hold policy from the CMS site settings', () => {
  it('reads each policy; hold takes its days', () => {
    expect(dateHoldPolicyOf({ dateHoldPolicy: 'none', dateHoldDays: 7 })).toEqual({ kind: 'none' });
    expect(dateHoldPolicyOf({ dateHoldPolicy: 'hold', dateHoldDays: 10 })).toEqual({ kind: 'hold', days: 10 });
    expect(dateHoldPolicyOf({ dateHoldPolicy: 'hold-until-confirmed', dateHoldDays: 10 })).toEqual({ kind: 'hold-until-confirmed' });
  });

  it('anything unknown or missing is none, so a broken setting never holds a day', () => {
    for (const fields of [null, undefined, {}, { dateHoldPolicy: 'HOLD' }, { dateHoldPolicy: 1 }, { dateHoldPolicy: 'forever' }]) {
      expect(dateHoldPolicyOf(fields)).toEqual({ kind: 'none' });
    }
  });

  it('hold days: the default when missing or not a number, clamped to the CMS bounds, whole days', () => {
    expect(dateHoldPolicyOf({ dateHoldPolicy: 'hold' })).toEqual({ kind: 'hold', days: DATE_HOLD_DAYS.default });
    expect(dateHoldPolicyOf({ dateHoldPolicy: 'hold', dateHoldDays: 'x' })).toEqual({ kind: 'hold', days: 7 });
    expect(dateHoldPolicyOf({ dateHoldPolicy: 'hold', dateHoldDays: '3' })).toEqual({ kind: 'hold', days: 3 });
    expect(dateHoldPolicyOf({ dateHoldPolicy: 'hold', dateHoldDays: 0 })).toEqual({ kind: 'hold', days: 1 });
    expect(dateHoldPolicyOf({ dateHoldPolicy: 'hold', dateHoldDays: 365 })).toEqual({ kind: 'hold', days: 60 });
    expect(dateHoldPolicyOf({ dateHoldPolicy: 'hold', dateHoldDays: 2.9 })).toEqual({ kind: 'hold', days: 2 });
  });

  it('a hold under `hold` ends days later; the other policies set no end', () => {
    const now = new Date('2027-03-01T10:00:00.000Z');
    expect(holdExpiry({ kind: 'hold', days: 7 }, now)).toBe('2027-03-08T10:00:00.000Z');
    expect(holdExpiry({ kind: 'hold-until-confirmed' }, now)).toBeUndefined();
    expect(holdExpiry({ kind: 'none' }, now)).toBeUndefined();
  });

  it('only an unanswered request holds its day', () => {
    expect(holdsDate('new')).toBe(true);
    for (const status of ['confirmed', 'deposit-paid', 'completed', 'declined', 'cancelled'] as const) expect(holdsDate(status)).toBe(false);
  });
});
