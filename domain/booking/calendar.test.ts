import { describe, expect, it } from 'vitest';
import { addDays, addYears, daysBetween, isIsoDate, monthKey, monthRange, monthWeeks, pragueDate, weekdayIndex } from './calendar';

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
  it('counts calendar days between two days, across the change to summer time', () => {
    expect(daysBetween('2027-03-27', '2027-03-29')).toBe(2);
    expect(daysBetween('2027-06-07', '2027-06-03')).toBe(-4);
    expect(daysBetween('2027-12-31', '2028-03-01')).toBe(61);
  });
  it('gives a month range', () => {
    expect(monthRange(2028, 1)).toEqual({ from: '2028-02-01', to: '2028-02-29' });
  });

  it('lays a month out in Monday-first weeks', () => {
    expect(weekdayIndex('2027-06-12')).toBe(5); // Saturday
    const weeks = monthWeeks(2027, 5); // June 2027 starts on a Tuesday
    expect(weeks[0]).toEqual([null, '2027-06-01', '2027-06-02', '2027-06-03', '2027-06-04', '2027-06-05', '2027-06-06']);
    expect(weeks.at(-1)).toEqual(['2027-06-28', '2027-06-29', '2027-06-30', null, null, null, null]);
    expect(weeks.every((w) => w.length === 7)).toBe(true);
  });
  it('names months, also across year ends', () => {
    expect([monthKey(2027, 5), monthKey(2027, -1), monthKey(2027, 12)]).toEqual(['2027-06', '2026-12', '2028-01']);
  });
});
