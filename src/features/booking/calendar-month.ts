import type { DateLock } from '../../../domain/booking/booking';
import { monthKey as domainMonthKey, monthRange, monthWeeks as domainMonthWeeks, weekdayIndex } from '../../../domain/booking/calendar';
import { formatDate } from '../../../domain/formatting/czech';
import { csBooking } from '../../texts/cs-booking';

/** A month shown in the calendar (monthIndex 0–11). */
export interface MonthRef {
  year: number;
  monthIndex: number;
}

export type DayState = 'free' | 'taken' | 'held' | 'blocked' | 'outside' | 'loading';

export function monthOf(iso: string): MonthRef {
  return { year: Number(iso.slice(0, 4)), monthIndex: Number(iso.slice(5, 7)) - 1 };
}

export function monthKey({ year, monthIndex }: MonthRef): string {
  return domainMonthKey(year, monthIndex);
}

export function shiftMonth({ year, monthIndex }: MonthRef, by: number): MonthRef {
  const index = year * 12 + monthIndex + by;
  return { year: Math.floor(index / 12), monthIndex: index % 12 };
}

/** The same day of the month `by` months away, clamped to the target month's length (31 Jan → 28/29 Feb). */
export function shiftDateByMonths(iso: string, by: number): string {
  const target = monthRange(...monthArgs(shiftMonth(monthOf(iso), by)));
  const day = Math.min(Number(iso.slice(8, 10)), Number(target.to.slice(8, 10)));
  return `${target.from.slice(0, 8)}${String(day).padStart(2, '0')}`;
}

function monthArgs(month: MonthRef): [number, number] {
  return [month.year, month.monthIndex];
}

export function rangeOf(month: MonthRef): { from: string; to: string } {
  return monthRange(month.year, month.monthIndex);
}

/** The month as weeks of seven cells, Monday first; `null` pads the days of neighbouring months. */
export function monthWeeks(month: MonthRef): Array<Array<string | null>> {
  return domainMonthWeeks(month.year, month.monthIndex);
}

export function dayState(
  iso: string,
  window: { first: string; last: string },
  locks: ReadonlyMap<string, DateLock> | undefined,
): DayState {
  if (iso < window.first || iso > window.last) return 'outside';
  if (!locks) return 'loading';
  const lock = locks.get(iso);
  if (!lock) return 'free';
  return lock.reason === 'blocked' ? 'blocked' : lock.reason === 'held' ? 'held' : 'taken';
}

/** "sobota 12. června 2027" */
export function longCzechDate(iso: string): string {
  return `${csBooking.calendar.weekdays[weekdayIndex(iso)]!.long} ${formatDate(iso)}`;
}

/** What a screen reader hears for a day: "sobota 12. června 2027, volné". */
export function dayLabel(iso: string, state: DayState, selected = false): string {
  const parts = [longCzechDate(iso), csBooking.calendar.state[state]];
  if (selected) parts.push(csBooking.calendar.selected);
  return parts.join(', ');
}
