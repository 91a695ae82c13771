import { lazy } from '../formatting/lazy';
/** Calendar days as ISO `YYYY-MM-DD` strings in the photographer's time zone (Europe/Prague). */
export const PRAGUE_TIME_ZONE = 'Europe/Prague';
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

// Made on first use (lazy.ts): importing the calendar's rules must not load ICU's time-zone data.
const pragueDay = lazy(() => new Intl.DateTimeFormat('en-CA', {
  timeZone: PRAGUE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
}));

/** Today's date in Prague for an instant (midnight in Prague is not midnight UTC). */
export function pragueDate(instant: Date): string {
  return pragueDay().format(instant);
}

export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

function toUtc(iso: string): Date {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d));
}

function fromUtc(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function addDays(iso: string, days: number): string {
  const date = toUtc(iso);
  date.setUTCDate(date.getUTCDate() + days);
  return fromUtc(date);
}

/** Calendar days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((toUtc(to).getTime() - toUtc(from).getTime()) / 86_400_000);
}

/** Adds calendar years; 29 February becomes 28 February in a common year. */
export function addYears(iso: string, years: number): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const lastDay = new Date(Date.UTC(y + years, m, 0)).getUTCDate();
  return fromUtc(new Date(Date.UTC(y + years, m - 1, Math.min(d, lastDay))));
}

/** First and last day of a month (monthIndex 0–11). */
export function monthRange(year: number, monthIndex: number): { from: string; to: string } {
  return {
    from: fromUtc(new Date(Date.UTC(year, monthIndex, 1))),
    to: fromUtc(new Date(Date.UTC(year, monthIndex + 1, 0))),
  };
}

/** 0 = Monday … 6 = Sunday: Czech weeks start on Monday. */
export function weekdayIndex(iso: string): number {
  return (toUtc(iso).getUTCDay() + 6) % 7;
}

/** `YYYY-MM` of a month; `monthIndex` may run over (-1 is December of the year before, 12 January after). */
export function monthKey(year: number, monthIndex: number): string {
  return fromUtc(new Date(Date.UTC(year, monthIndex, 1))).slice(0, 7);
}

/** A month as Monday-first weeks of seven cells; `null` pads the days of the neighbouring months. */
export function monthWeeks(year: number, monthIndex: number): Array<Array<string | null>> {
  const { from, to } = monthRange(year, monthIndex);
  const cells: Array<string | null> = Array.from({ length: weekdayIndex(from) }, () => null);
  for (let day = from; day <= to; day = addDays(day, 1)) cells.push(day);
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, i) => cells.slice(i * 7, i * 7 + 7));
}
