import { describe, it, expect, vi, afterEach } from 'vitest';
import { formatCount, formatCzk, formatHalere, formatDate, formatDateTime, formatDateWithWeekday, formatMonthYear, pluralCs } from './czech';

const NBSP = '\u00A0';
const photos = { one: 'fotografie', few: 'fotografie', other: 'fotografií' };
const days = { one: 'den', few: 'dny', other: 'dní' };

describe('formatHalere (bank amounts)', () => {
  it('keeps the haléře of a bank payment instead of rounding them away, and whole crowns without decimals', () => {
    expect(formatHalere(1_250_050)).toBe(`12${NBSP}500,50${NBSP}Kč`);
    expect(formatHalere(4_500_000)).toBe(`45${NBSP}000${NBSP}Kč`);
    expect(formatHalere(99)).toBe(`0,99${NBSP}Kč`);
    expect(formatHalere(40_000, 'EUR')).toBe(`400,00${NBSP}€`);
  });
});

describe('formatCzk', () => {
  it('groups thousands and separates the currency with non-breaking spaces', () => {
    expect(formatCzk(45000)).toBe(`45${NBSP}000${NBSP}Kč`);
  });

  it('shows no fraction digits, rounding to whole crowns', () => {
    expect(formatCzk(999)).toBe(`999${NBSP}Kč`);
    expect(formatCzk(1200.6)).toBe(`1${NBSP}201${NBSP}Kč`);
  });

  it('contains no ordinary spaces that could break the amount across lines', () => {
    expect(formatCzk(1_250_000)).not.toContain(' ');
  });
});

describe('formatDate', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('uses the genitive month in a full date', () => {
    expect(formatDate('2027-06-12')).toBe('12. června 2027');
  });

  it('does not shift the first or last day of a year by a time zone', () => {
    expect(formatDate('2027-01-01')).toBe('1. ledna 2027');
    expect(formatDate('2026-12-31')).toBe('31. prosince 2026');
  });

  it('keeps the calendar date when the process runs far from UTC', () => {
    // Date objects built from local midnight would move a day in these zones; ours are built with Date.UTC.
    vi.stubEnv('TZ', 'Pacific/Kiritimati');
    expect(formatDate('2027-03-01')).toBe('1. března 2027');
    vi.stubEnv('TZ', 'Pacific/Pago_Pago');
    expect(formatDate('2027-03-01')).toBe('1. března 2027');
  });

  it('rejects anything that is not an existing YYYY-MM-DD date', () => {
    expect(() => formatDate('2027-02-30')).toThrow(RangeError);
    expect(() => formatDate('12.6.2027')).toThrow(RangeError);
    expect(() => formatDate('2027-06-12T23:30:00Z')).toThrow(RangeError);
  });
});

describe('formatDateWithWeekday', () => {
  it('names the day of the week before the genitive date, without shifting it by a time zone', () => {
    expect(formatDateWithWeekday('2027-06-12')).toBe('sobota 12. června 2027');
    expect(formatDateWithWeekday('2027-01-01')).toBe('pátek 1. ledna 2027');
  });

  it('rejects a day that does not exist, as formatDate does', () => {
    expect(() => formatDateWithWeekday('2027-02-30')).toThrow(RangeError);
  });
});

describe('formatDateTime', () => {
  it('shows an instant in Prague summer time (UTC+2)', () => {
    expect(formatDateTime('2027-06-12T13:05:00Z')).toBe('12. června 2027 v 15:05');
  });

  it('moves to the next Prague day when the UTC instant is late in the evening', () => {
    expect(formatDateTime('2027-06-12T22:30:00Z')).toBe('13. června 2027 v 0:30');
  });

  it('uses winter time (UTC+1) in December', () => {
    expect(formatDateTime('2026-12-31T23:15:00Z')).toBe('1. ledna 2027 v 0:15');
  });

  it('rejects an unparsable instant', () => {
    expect(() => formatDateTime('not a date')).toThrow(RangeError);
  });
});

describe('formatMonthYear', () => {
  it('uses the nominative month as a calendar heading', () => {
    expect(formatMonthYear(2027, 5)).toBe('červen 2027');
    expect(formatMonthYear(2027, 0)).toBe('leden 2027');
    expect(formatMonthYear(2027, 11)).toBe('prosinec 2027');
  });

  it('rejects a month index outside 0–11', () => {
    expect(() => formatMonthYear(2027, 12)).toThrow(RangeError);
    expect(() => formatMonthYear(2027, -1)).toThrow(RangeError);
  });
});

describe('pluralCs', () => {
  it.each([
    [1, 'den'],
    [2, 'dny'],
    [4, 'dny'],
    [5, 'dní'],
    [0, 'dní'],
    [22, 'dní'],
    [25, 'dní'],
    [1200, 'dní'],
  ])('%i → %s', (count, expected) => {
    expect(pluralCs(count, days)).toBe(expected);
  });

  it('uses the "other" form for decimals (CLDR "many")', () => {
    expect(pluralCs(1.5, days)).toBe('dní');
  });
});

describe('formatCount', () => {
  it.each([
    [1, `1${NBSP}fotografie`],
    [2, `2${NBSP}fotografie`],
    [4, `4${NBSP}fotografie`],
    [5, `5${NBSP}fotografií`],
    [0, `0${NBSP}fotografií`],
    [22, `22${NBSP}fotografií`],
    [25, `25${NBSP}fotografií`],
    [1200, `1${NBSP}200${NBSP}fotografií`],
  ])('%i → %s', (count, expected) => {
    expect(formatCount(count, photos)).toBe(expected);
  });

  it('formats a decimal count with a Czech decimal comma', () => {
    expect(formatCount(1.5, days)).toBe(`1,5${NBSP}dní`);
  });
});
