import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { InMemoryBookingRepository } from '../../../adapters/memory/in-memory-booking-repository';
import { addDays } from '../../../domain/booking/calendar';
import type { BookingRepository } from '../../../ports/booking-repository-port';
import type { MailLogPort } from '../../../ports/mail-log-port';
import { aBooking } from '../../../tests/support/booking-mother';
import { createAdminBookingsStore, emptyFilter, PAGE_SIZE } from './admin-bookings-store';

/** The memory repository, with each read the desk makes recorded (what a round trip to Firestore would be). */
function recorded(bookings: BookingRepository) {
  const reads: string[] = [];
  const openDays: string[][] = [];
  const port: BookingRepository = Object.assign(Object.create(bookings) as BookingRepository, {
    list: (query: Parameters<BookingRepository['list']>[0]) => (reads.push(`list:${query.status ?? 'all'}`), bookings.list(query)),
    openRequestsOn: (dates: readonly string[]) => (reads.push('openRequestsOn'), openDays.push([...dates]), bookings.openRequestsOn(dates)),
    countByStatus: () => (reads.push('countByStatus'), bookings.countByStatus()),
  });
  return { port, reads, openDays };
}

const noFailedMail = { failedDeliveries: async () => [], mailsOf: async () => [], resend: async () => Promise.reject(new Error('unused')) } as unknown as MailLogPort;

describe('the bookings desk store', () => {
  it('marks the competing days of the page it shows with one bounded read, rivals on later pages included', async () => {
    // A season of 230 open requests on 230 days (more than two pages of the old walk through every request), and one
    // contested day: its newest request on the first page, its oldest on the last.
    const season = Array.from({ length: 230 }, (_, i) =>
      aBooking({ id: `season-${i}`, weddingDate: addDays('2028-01-01', i), createdAt: `2026-0${1 + (i % 9)}-10T10:00:00.000Z` }),
    );
    const newest = aBooking({ id: 'newest', weddingDate: '2027-06-12', createdAt: '2026-11-20T10:00:00.000Z' });
    const oldest = aBooking({ id: 'oldest', weddingDate: '2027-06-12', createdAt: '2025-12-01T10:00:00.000Z' });
    const { port, reads, openDays } = recorded(new InMemoryBookingRepository({ bookings: [...season, newest, oldest] }));
    const store = createAdminBookingsStore({ bookings: port, mailLog: noFailedMail });

    await store.getState().applyFilter({ ...emptyFilter, sort: 'createdAt-desc' });
    await store.getState().hintsLoaded();

    const { items, competing } = store.getState();
    expect(items).toHaveLength(PAGE_SIZE);
    expect(items[0]!.id).toBe('newest');
    expect(items.some((b) => b.id === 'oldest')).toBe(false);
    expect(competing.get('2027-06-12')).toEqual({ date: '2027-06-12', bookingIds: ['oldest', 'newest'], count: 2 });
    // One page, one read of its days' open requests: no round trip per hundred requests of the season.
    expect(reads).toEqual(['list:all', 'countByStatus', 'openRequestsOn']);
    expect(new Set(openDays[0])).toEqual(new Set(items.map((b) => b.weddingDate)));
    expect(store.getState().counts?.new).toBe(232);
    // The counts are over all bookings: another filter or page does not count again, a refresh does.
    reads.length = 0;
    await store.getState().applyFilter({ ...emptyFilter, status: 'new' });
    await store.getState().nextPage();
    await store.getState().hintsLoaded();
    expect(reads.filter((r) => r === 'countByStatus')).toEqual([]);
    await store.getState().refresh();
    await store.getState().hintsLoaded();
    expect(reads.filter((r) => r === 'countByStatus')).toEqual(['countByStatus']);
  });

  it('keeps the list when the competition hint cannot be read', async () => {
    const bookings = new InMemoryBookingRepository({ bookings: [aBooking({ weddingDate: '2027-06-12' }), aBooking({ weddingDate: '2027-06-12' })] });
    const failing = Object.assign(Object.create(bookings) as BookingRepository, { openRequestsOn: () => Promise.reject(new Error('offline')) });
    const store = createAdminBookingsStore({ bookings: failing, mailLog: noFailedMail });
    await store.getState().refresh();
    await store.getState().hintsLoaded();
    expect(store.getState()).toMatchObject({ status: 'ready', failure: null });
    expect(store.getState().items).toHaveLength(2);
    expect(store.getState().competing.size).toBe(0);
  });

  it('shows the rows without waiting for the hints, and an earlier load\'s late hints never mark the page shown now', async () => {
    const day = '2027-06-12';
    const bookings = new InMemoryBookingRepository({ bookings: [aBooking({ weddingDate: day }), aBooking({ weddingDate: day }), aBooking({ weddingDate: '2027-07-03', status: 'declined' })] });
    const pending: Array<() => void> = [];
    const slow = Object.assign(Object.create(bookings) as BookingRepository, {
      openRequestsOn: (dates: readonly string[]) => new Promise((resolve) => pending.push(() => resolve(bookings.openRequestsOn(dates)))),
    });
    const store = createAdminBookingsStore({ bookings: slow, mailLog: noFailedMail });
    await store.getState().refresh();
    const firstHints = store.getState().hintsLoaded();
    expect(store.getState()).toMatchObject({ status: 'ready' });
    expect(store.getState().items).toHaveLength(3);
    expect(store.getState().competing.size).toBe(0);
    // A filter applied meanwhile (only the declined booking): the first load's hint arrives after it and is dropped.
    await store.getState().applyFilter({ ...emptyFilter, status: 'declined' });
    pending[0]!();
    await firstHints;
    expect(store.getState().competing.size).toBe(0);
    pending[1]!();
    await store.getState().hintsLoaded();
    expect(store.getState().items.map((b) => b.status)).toEqual(['declined']);
    expect(store.getState().competing.size).toBe(0);
    await store.getState().refresh();
    await store.getState().applyFilter(emptyFilter);
    for (const resolve of pending.slice(2)) resolve();
    await store.getState().hintsLoaded();
    expect([...store.getState().competing.keys()]).toEqual([day]);
  });
});
