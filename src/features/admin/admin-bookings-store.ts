import { useStore } from 'zustand';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { Booking, BookingStatus } from '../../../domain/booking/booking';
import { competingRequests, type CompetingDay } from '../../../domain/booking/competing-requests';
import type { ErrorCode } from '../../../domain/errors';
import type { BookingQuery, BookingRepository } from '../../../ports/booking-repository-port';
import type { MailLogPort, QueuedMail } from '../../../ports/mail-log-port';
import { ADMIN_BOOKINGS_STORE } from './admin-bookings-store-token';
import { failureCode } from './failure-code';
import { useService } from '../../shared/services/services-context';
import { listEveryBooking } from '../../../application/booking/list-every-booking';

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
  /** The bookings of the current page with a mail whose latest attempt failed (the list's marker). */
  failedDeliveries: string[];
  /** The delivery log of the booking open in the detail. */
  mailLog: MailLogState | null;
  /** The days of this page's rows wanted by two or more open requests (rivals on other pages count): the list's marker. */
  competing: ReadonlyMap<string, CompetingDay>;
  /** Resolves once the latest load's counts and hints (failed mails, competition) are in: loads resolve with the rows. */
  hintsLoaded(): Promise<void>;
  /** Loads the current page and the counts again; resolves when its rows are shown, before the counts and hints. */
  refresh(): Promise<void>;
  applyFilter(filter: BookingFilter): Promise<void>;
  nextPage(): Promise<void>;
  previousPage(): Promise<void>;
  /** Every booking matching the current filter (all pages), for the CSV export. */
  exportMatching(): Promise<Booking[]>;
  /** Every booking in the given statuses (all pages), for the calendar export. */
  listByStatus(statuses: readonly BookingStatus[]): Promise<Booking[]>;
  /** Loads (or reloads) the delivery log of one booking; a failure is kept in `mailLog`, never thrown. */
  loadMails(bookingId: string): Promise<void>;
  /** Sends a failed mail again (a new outbox mail), then reloads the log; rejects with the port's DomainError. */
  resendMail(mailId: string): Promise<QueuedMail>;
}

export interface MailLogState {
  bookingId: string;
  items: QueuedMail[];
  status: 'loading' | 'ready' | 'failed';
  failure: ErrorCode | null;
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



/**
 * The bookings desk: filter, cursor pages of 50 and counts per status over the BookingRepository port; the mails'
 * delivery (the list's marker, the detail's log, resends) over the MailLogPort.
 */
export function createAdminBookingsStore({ bookings, mailLog }: { bookings: BookingRepository; mailLog: MailLogPort }): AdminBookingsStore {
  return createStore<AdminBookingsState>()((set, get) => {
    /** The latest load: a slower earlier one's hints must not overwrite the markers of the page shown now. */
    let latest = 0;
    let hints: Promise<void> = Promise.resolve();
    async function load(pageCursors: Array<string | undefined>, filter = get().filter, recount = false): Promise<void> {
      const run = (latest += 1);
      set({ status: 'loading', failure: null });
      try {
        const cursor = pageCursors[pageCursors.length - 1];
        const page = await bookings.list({ ...queryFor(filter), limit: PAGE_SIZE, ...(cursor ? { cursor } : {}) });
        if (run !== latest) return;
        set({ filter, items: page.items, pageCursors, nextCursor: page.nextCursor, status: 'ready', failedDeliveries: [] });
      } catch (error) {
        if (run === latest) set({ status: 'failed', failure: failureCode(error) });
        return;
      }
      // What follows the rows, which are shown without waiting for it; failures stay quiet (the list still works). The
      // counts are over all bookings, not the filter (count queries on the server): read again on a refresh, not per
      // filter or page. The competition marker reads the open requests of this page's days only (rivals on other
      // pages included): one bounded read, not a walk through the season's requests.
      const items = get().items;
      hints = Promise.all([
        recount || !get().counts ? bookings.countByStatus().catch(() => get().counts) : get().counts,
        mailLog.failedDeliveries(items.map((b) => b.id)).catch(() => []),
        bookings.openRequestsOn(items.map((b) => b.weddingDate)).catch(() => []),
      ]).then(([counts, failedDeliveries, open]) => {
        if (run === latest) set({ counts, failedDeliveries, competing: competingRequests(open) });
      });
    }
    async function loadMails(bookingId: string): Promise<void> {
      const previous = get().mailLog;
      const items = previous?.bookingId === bookingId ? previous.items : [];
      set({ mailLog: { bookingId, items, status: 'loading', failure: null } });
      try {
        const loaded = await mailLog.mailsOf(bookingId);
        if (get().mailLog?.bookingId === bookingId) set({ mailLog: { bookingId, items: loaded, status: 'ready', failure: null } });
      } catch (error) {
        if (get().mailLog?.bookingId === bookingId) set({ mailLog: { bookingId, items, status: 'failed', failure: failureCode(error) } });
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
      failedDeliveries: [],
      mailLog: null,
      competing: new Map(),
      hintsLoaded: () => hints,
      refresh: () => load(get().pageCursors, get().filter, true),
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
        return listEveryBooking(bookings, queryFor(filter));
      },
      async listByStatus(statuses) {
        const lists = await Promise.all(statuses.map((status) => listEveryBooking(bookings, { status, orderBy: 'weddingDate', direction: 'asc' })));
        return lists.flat().sort((a, b) => (a.weddingDate < b.weddingDate ? -1 : a.weddingDate > b.weddingDate ? 1 : 0));
      },
      loadMails,
      async resendMail(mailId) {
        const queued = await mailLog.resend(mailId);
        if (queued.bookingId) await loadMails(queued.bookingId);
        return queued;
      },
    };
  });
}

export function useAdminBookings<T>(selector: (state: AdminBookingsState) => T): T {
  return useStore(useService(ADMIN_BOOKINGS_STORE), selector);
}
