import { describe, expect, it } from 'vitest';
import { addDays, addYears, isIsoDate, monthRange, pragueDate } from './calendar';

describe('Prague calendar', () => {
  it('uses the Prague day, not the UTC day, around midnight', () => {
    expect(pragueDate(new Date('2027-06-11T22:30:00Z'))).toBe('2027-06-12'); // 00:30 CEST
    expect(pragueDate(new Date('2027-01-11T22:30:00Z'))).toBe('2027-01-11'); // 23:30 CET
  });
  it('validates real calendar days', () => {
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2027-02-29')).toBe(false);
    expect(isIsoDate('2027-13-01')).toBe(false);
    expect(isIsoDate('12.6.2027')).toBe(false);
    expect(isIsoDate(20270612)).toBe(false);
  });
  it('adds days and years across month ends and leap days', () => {
    expect(addDays('2027-12-25', 14)).toBe('2028-01-08');
    expect(addDays('2027-03-01', -1)).toBe('2027-02-28');
    expect(addYears('2028-02-29', 3)).toBe('2031-02-28');
  });
  it('gives a month range', () => {
    expect(monthRange(2028, 1)).toEqual({ from: '2028-02-01', to: '2028-02-29' });
  });
});
