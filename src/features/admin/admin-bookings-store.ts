import { useStore } from 'zustand';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { Booking, BookingStatus } from '../../../domain/booking/booking';
import { isDomainError, isErrorCode, type ErrorCode } from '../../../domain/errors';
import type { BookingQuery, BookingRepository } from '../../../ports/booking-repository';
import { ADMIN_BOOKINGS_STORE } from './admin-bookings-store-token';
import { useService } from '../../shared/services/services-context';

export const PAGE_SIZE = 50;
export const sortOptions = ['weddingDate-asc', 'weddingDate-desc', 'createdAt-desc', 'createdAt-asc'] as const;
export type SortOption = (typeof sortOptions)[number];

export interface BookingFilter {
  status: BookingStatus | '';
  from: string;
  to: string;
  search: string;
  sort: SortOption;
}

export const emptyFilter: BookingFilter = { status: '', from: '', to: '', search: '', sort: 'weddingDate-asc' };

export interface AdminBookingsState {
  filter: BookingFilter;
  items: Booking[];
  /** The cursor each loaded page started from; the last one is the current page. */
  pageCursors: Array<string | undefined>;
  nextCursor: string | undefined;
  counts: Record<BookingStatus, number> | null;
  status: 'idle' | 'loading' | 'ready' | 'failed';
  failure: ErrorCode | null;
  refresh(): Promise<void>;
  applyFilter(filter: BookingFilter): Promise<void>;
  nextPage(): Promise<void>;
  previousPage(): Promise<void>;
  /** Every booking matching the current filter (all pages), for the CSV export. */
  exportMatching(): Promise<Booking[]>;
  /** Every booking in the given statuses (all pages), for the calendar export. */
  listByStatus(statuses: readonly BookingStatus[]): Promise<Booking[]>;
}

export type AdminBookingsStore = StoreApi<AdminBookingsState>;
export { ADMIN_BOOKINGS_STORE };

function queryFor(filter: BookingFilter): Omit<BookingQuery, 'limit' | 'cursor'> {
  const [orderBy, direction] = filter.sort.split('-') as [BookingQuery['orderBy'], BookingQuery['direction']];
  return {
    orderBy,
    direction,
    ...(filter.status ? { status: filter.status } : {}),
    ...(filter.from ? { from: filter.from } : {}),
    ...(filter.to ? { to: filter.to } : {}),
    ...(filter.search.trim() ? { search: filter.search.trim() } : {}),
  };
}

async function everyPage(bookings: BookingRepository, query: Omit<BookingQuery, 'limit' | 'cursor'>): Promise<Booking[]> {
  const all: Booking[] = [];
  let cursor: string | undefined;
  do {
    const page = await bookings.list({ ...query, limit: 100, ...(cursor ? { cursor } : {}) });
    all.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return all;
}

const failureCode = (error: unknown): ErrorCode => (isDomainError(error) && isErrorCode(error.code) ? error.code : 'network/unavailable');

/** The bookings desk: filter, cursor pages of 50 and counts per status, over the BookingRepository port. */
export function createAdminBookingsStore({ bookings }: { bookings: BookingRepository }): AdminBookingsStore {
  return createStore<AdminBookingsState>()((set, get) => {
    async function load(pageCursors: Array<string | undefined>, filter = get().filter): Promise<void> {
      set({ status: 'loading', failure: null });
      try {
        const cursor = pageCursors[pageCursors.length - 1];
        const [page, counts] = await Promise.all([
          bookings.list({ ...queryFor(filter), limit: PAGE_SIZE, ...(cursor ? { cursor } : {}) }),
          // Counts are over all bookings, not the filter (count queries on the server, no documents read).
          bookings.countByStatus(),
        ]);
        set({ filter, items: page.items, pageCursors, nextCursor: page.nextCursor, counts, status: 'ready' });
      } catch (error) {
        set({ status: 'failed', failure: failureCode(error) });
      }
    }
    return {
      filter: emptyFilter,
      items: [],
      pageCursors: [undefined],
      nextCursor: undefined,
      counts: null,
      status: 'idle',
      failure: null,
      refresh: () => load(get().pageCursors),
      applyFilter: (filter) => load([undefined], filter),
      async nextPage() {
        const { nextCursor, pageCursors } = get();
        if (nextCursor) await load([...pageCursors, nextCursor]);
      },
      async previousPage() {
        const { pageCursors } = get();
        if (pageCursors.length > 1) await load(pageCursors.slice(0, -1));
      },
      async exportMatching() {
        const { filter } = get();
        return everyPage(bookings, queryFor(filter));
      },
      async listByStatus(statuses) {
        const lists = await Promise.all(statuses.map((status) => everyPage(bookings, { status, orderBy: 'weddingDate', direction: 'asc' })));
        return lists.flat().sort((a, b) => (a.weddingDate < b.weddingDate ? -1 : a.weddingDate > b.weddingDate ? 1 : 0));
      },
    };
  });
}

export function useAdminBookings<T>(selector: (state: AdminBookingsState) => T): T {
  return useStore(useService(ADMIN_BOOKINGS_STORE), selector);
}
