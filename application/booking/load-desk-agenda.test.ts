import { describe, expect, it } from 'vitest';
import type { Booking, DateLock } from '../../domain/booking/booking';
import type { BookingQuery, BookingRepository } from '../../ports/booking-repository-port';
import type { MailLogPort } from '../../ports/mail-log-port';
import { aBooking } from '../../tests/support/booking-mother';
import { loadDeskAgenda } from './load-desk-agenda';

const now = new Date('2027-06-07T08:00:00.000Z');

/** A repository over an array that honours status, range and pages of `limit`, as the contract says. */
function repository(all: Booking[], locks: () => Promise<DateLock[]>): BookingRepository {
  return {
    async list(query: BookingQuery) {
      const matching = all
        .filter((b) => (!query.status || b.status === query.status) && (!query.from || b.weddingDate >= query.from) && (!query.to || b.weddingDate <= query.to))
        .sort((a, b) => (a[query.orderBy] < b[query.orderBy] ? -1 : 1));
      const start = Number(query.cursor ?? 0);
      const items = matching.slice(start, start + query.limit);
      return { items, ...(start + query.limit < matching.length ? { nextCursor: String(start + query.limit) } : {}) };
    },
    listDateLocks: locks,
  } as Partial<BookingRepository> as BookingRepository;
}

const mailLog = (failed: () => Promise<string[]>) => ({ failedDeliveries: failed }) as Partial<MailLogPort> as MailLogPort;

describe('loading the desk agenda over the ports', () => {
  it('reads every page of open requests, and only weddings to come among the paid ones', async () => {
    const requests = Array.from({ length: 130 }, (_, i) => aBooking({ createdAt: new Date(now.getTime() - (i + 1) * 60_000).toISOString() }));
    const pastPaid = aBooking({ status: 'deposit-paid', weddingDate: '2027-06-05' });
    const nextPaid = aBooking({ status: 'deposit-paid', weddingDate: '2027-06-12' });
    const agenda = await loadDeskAgenda(
      { bookings: repository([...requests, pastPaid, nextPaid], async () => []), mailLog: mailLog(async () => [pastPaid.id, nextPaid.id]) },
      { now, depositDueDays: 14 },
    );
    expect(agenda.newRequests).toHaveLength(130);
    expect(agenda.weddingsSoon.map((b) => b.id)).toEqual([nextPaid.id]);
    // The past wedding was never read, so its failed mail is not hers to chase from the home.
    expect(agenda.failedMails?.map((b) => b.id)).toEqual([nextPaid.id]);
  });

  it('still comes when the locks or the delivery log cannot be read, saying the mails are unknown', async () => {
    const request = aBooking();
    const agenda = await loadDeskAgenda(
      { bookings: repository([request], () => Promise.reject(new Error('offline'))), mailLog: mailLog(() => Promise.reject(new Error('offline'))) },
      { now, depositDueDays: 14 },
    );
    expect(agenda.newRequests.map((r) => r.booking.id)).toEqual([request.id]);
    expect(agenda.lapsingHolds).toEqual([]);
    expect(agenda.failedMails).toBeNull();
  });
});
