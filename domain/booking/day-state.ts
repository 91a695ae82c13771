import type { DateLock } from './booking';
import { holdExpired } from './date-lock';

/** How a day of the photographer's calendar stands, from free to a wedding behind her. */
export const DAY_STATES = ['free', 'blocked', 'held', 'competing', 'booked', 'completed'] as const;
export type DayState = (typeof DAY_STATES)[number];

/**
 * One day's state for the desk's calendars, from its date lock (no personal data: the calendars read locks only) and
 * how many open requests want it. A booked day before today is `completed`: the wedding is behind her. A taken or
 * blocked day stays what it is whoever else asks for it; a free or held day that two or more requests want is
 * `competing` (she must choose). An expired hold frees the day, as everywhere (date-lock.ts).
 */
export function dayState(date: string, input: { lock: DateLock | undefined; openRequests: number; today: string; now: Date }): DayState {
  const lock = input.lock && !holdExpired(input.lock, input.now) ? input.lock : undefined;
  if (lock?.reason === 'booked') return date < input.today ? 'completed' : 'booked';
  if (lock?.reason === 'blocked') return 'blocked';
  if (input.openRequests >= 2) return 'competing';
  return lock?.reason === 'held' ? 'held' : 'free';
}
