import { createStore, type StoreApi } from 'zustand/vanilla';
import type { DateLock } from '../../../domain/booking/booking';
import { isDomainError, type ErrorCode } from '../../../domain/errors';
import type { AvailabilityPort } from '../../../ports/availability-port';
import { monthKey, rangeOf, type MonthRef } from './calendar-month';

export type MonthAvailability =
  | { status: 'loading' }
  | { status: 'ready'; locks: ReadonlyMap<string, DateLock> }
  | { status: 'failed'; failure: ErrorCode };

export interface AvailabilityState {
  /** By month key (YYYY-MM). A month is asked for once: `dateLocks` are public and cheap, but never per day. */
  months: Readonly<Record<string, MonthAvailability>>;
  loadMonth(month: MonthRef): Promise<void>;
  /** Asks again for a month already known (someone took a day meanwhile). */
  refreshMonth(month: MonthRef): Promise<void>;
}

export type AvailabilityStore = StoreApi<AvailabilityState>;

export function createAvailabilityStore({ availability }: { availability: AvailabilityPort }): AvailabilityStore {
  return createStore<AvailabilityState>()((set, get) => {
    async function fetchMonth(month: MonthRef): Promise<void> {
      const key = monthKey(month);
      // A refresh keeps showing what is known until the answer comes.
      if (get().months[key]?.status !== 'ready') set({ months: { ...get().months, [key]: { status: 'loading' } } });
      const { from, to } = rangeOf(month);
      try {
        const locks = await availability.listDateLocks(from, to);
        set({ months: { ...get().months, [key]: { status: 'ready', locks: new Map(locks.map((l) => [l.date, l])) } } });
      } catch (error) {
        const failure = isDomainError(error) ? error.code : 'network/unavailable';
        set({ months: { ...get().months, [key]: { status: 'failed', failure } } });
      }
    }
    return {
      months: {},
      async loadMonth(month) {
        const known = get().months[monthKey(month)];
        if (known && known.status !== 'failed') return;
        await fetchMonth(month);
      },
      refreshMonth: (month) => fetchMonth(month),
    };
  });
}

/** Every date known to be taken or blocked, from the months loaded so far. */
export function knownLockedDates(months: AvailabilityState['months']): Set<string> {
  const dates = new Set<string>();
  for (const month of Object.values(months)) {
    if (month.status === 'ready') for (const date of month.locks.keys()) dates.add(date);
  }
  return dates;
}
