import { describe, expect, it } from 'vitest';
import type { Booking, BookingStatus, DateLock } from '../../domain/booking/booking';
import { addDays } from '../../domain/booking/calendar';
import { DESK_AGENDA_WINDOWS } from '../../domain/booking/desk-agenda';
import type { BookingRepository } from '../../ports/booking-repository-port';
import type { MailLogPort } from '../../ports/mail-log-port';
import { aBooking } from '../../tests/support/booking-mother';
import { recordedBookings } from '../../tests/support/recorded-bookings';
import { loadDeskAgenda, loadDeskAgendaInRounds } from './load-desk-agenda';

// 10:00 in Prague on Monday 7 June 2027.
const now = new Date('2027-06-07T08:00:00.000Z');
const today = '2027-06-07';
const minutesAgo = (m: number) => new Date(now.getTime() - m * 60_000).toISOString();
const confirmed = (confirmedAt: string, overrides: Partial<Booking> = {}): Booking =>
  aBooking({
    status: 'confirmed',
    weddingDate: '2027-09-18',
    history: [
      { at: '2027-01-01T10:00:00.000Z', by: 'public', from: null, to: 'new' },
      { at: confirmedAt, by: 'fotograf@example.cz', from: 'new', to: 'confirmed' },
    ],
    ...overrides,
  });

const recorded = (bookings: Booking[], dateLocks: DateLock[] = []) => recordedBookings(bookings, { dateLocks, now });

const mailLog = (failed: () => Promise<string[]>) => ({ bookingsWithFailedMail: failed }) as Partial<MailLogPort> as MailLogPort;
const load = (bookings: BookingRepository, failed: () => Promise<string[]> = async () => []) =>
  loadDeskAgenda({ bookings, mailLog: mailLog(failed) }, { now, depositDueDays: 14 });

/** A busy season: 600 open requests (several per day) and 400 paid weddings over the coming year. */
function season(): Booking[] {
  const statuses: Array<[BookingStatus, number]> = [['new', 600], ['deposit-paid', 400]];
  return statuses.flatMap(([status, count]) =>
    Array.from({ length: count }, (_, i) => aBooking({ status, createdAt: minutesAgo(10_000 + i), weddingDate: addDays(today, 20 + (i % 300)) })),
  );
}

describe('loading the desk agenda over the ports', () => {
  it('reads a fixed number of bounded queries however large the season, never a second page', async () => {
    const many = recorded(season());
    const agenda = await load(many.port);
    const few = recorded(season().slice(0, 30));
    await load(few.port);
    expect(many.calls.filter((c) => c === 'list')).toHaveLength(few.calls.filter((c) => c === 'list').length);
    expect(many.calls.filter((c) => c.startsWith('openRequestsOn'))).toHaveLength(1);
    // One count aggregation, of the open requests: the other statuses' counts are the list's.
    expect(many.calls.filter((c) => c.startsWith('count'))).toEqual(['countWithStatus:new']);
    expect(many.queries.every((q) => q.limit <= 100 && q.cursor === undefined)).toBe(true);
    // The open requests: only as many as the card shows, the rest counted.
    expect(many.queries.filter((q) => q.status === 'new').map((q) => q.limit)).toEqual([DESK_AGENDA_WINDOWS.itemsShown]);
    expect(agenda.newRequests).toHaveLength(DESK_AGENDA_WINDOWS.itemsShown);
    expect(agenda.newRequestsTotal).toBe(600);
    // Oldest first: the ones created longest ago.
    expect(agenda.newRequests[0]!.booking.createdAt).toBe(minutesAgo(10_599));
  });

  it('names the competition on the shown requests\' days and finds a lapsing hold\'s request among the newer ones', async () => {
    const oldest = Array.from({ length: DESK_AGENDA_WINDOWS.itemsShown }, (_, i) => aBooking({ createdAt: minutesAgo(5_000 - i), weddingDate: addDays(today, 40 + i) }));
    const rival = aBooking({ createdAt: minutesAgo(60), weddingDate: oldest[3]!.weddingDate });
    const holding = aBooking({ createdAt: minutesAgo(30), weddingDate: '2027-10-02' });
    const elsewhere = [aBooking({ createdAt: minutesAgo(20), weddingDate: '2027-11-06' }), aBooking({ createdAt: minutesAgo(10), weddingDate: '2027-11-06' })];
    const hold: DateLock = { date: '2027-10-02', reason: 'held', bookingId: holding.id, expiresAt: '2027-06-08T08:00:00.000Z' };
    const { port, calls } = recorded([...oldest, rival, holding, ...elsewhere], [hold]);
    const agenda = await load(port);
    expect(agenda.newRequests.map((r) => r.booking.id)).toEqual(oldest.map((b) => b.id));
    expect(agenda.newRequestsTotal).toBe(14);
    expect(agenda.competingDays.map((d) => [d.date, d.bookingIds])).toEqual([[oldest[3]!.weddingDate, [oldest[3]!.id, rival.id]]]);
    expect(agenda.lapsingHolds.map((h) => h.booking?.id)).toEqual([holding.id]);
    expect(calls.filter((c) => c.startsWith('openRequestsOn'))).toEqual([`openRequestsOn:${[...oldest.map((b) => b.weddingDate), '2027-10-02'].sort().join(',')}`]);
  });

  it('hands over the first round\'s agenda while the competition is still being read, then the whole one', async () => {
    const request = aBooking({ createdAt: minutesAgo(600), weddingDate: '2027-09-18' });
    const rival = aBooking({ createdAt: minutesAgo(60), weddingDate: '2027-09-18' });
    const bounced = aBooking({ status: 'deposit-paid', weddingDate: '2028-06-03' });
    const { port } = recorded([request, rival, bounced]);
    // The second round's reads are held: the first agenda must come without them.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const slow = Object.assign(Object.create(port) as BookingRepository, {
      openRequestsOn: async (dates: readonly string[]) => (await held, port.openRequestsOn(dates)),
      get: async (id: string) => (await held, port.get(id)),
    });
    const { first, complete } = await loadDeskAgendaInRounds({ bookings: slow, mailLog: mailLog(async () => [bounced.id]) }, { now, depositDueDays: 14 });
    expect(first.newRequests.map((r) => r.booking.id)).toEqual([request.id, rival.id]);
    // No day named competing from the shown requests alone, no failed mail on a booking not read yet.
    expect(first.competingDays).toEqual([]);
    expect(first.failedMails).toEqual([]);
    release();
    const whole = await complete;
    expect(whole.competingDays.map((d) => d.date)).toEqual(['2027-09-18']);
    expect(whole.failedMails?.map((b) => b.id)).toEqual([bounced.id]);
  });

  it('lists deposits due from the bookings awaiting one, the first ten of all that are due', async () => {
    const due = Array.from({ length: 12 }, (_, i) => confirmed(`2027-05-${String(10 + i).padStart(2, '0')}T10:00:00.000Z`));
    const notYet = confirmed('2027-06-05T10:00:00.000Z');
    const agenda = await load(recorded([...due, notYet]).port);
    expect(agenda.deposits.map((d) => d.booking.id)).toEqual(due.slice(0, 10).map((b) => b.id));
    expect(agenda.depositsTotal).toBe(12);
  });

  it('shows the weddings of the window, an unanswered message and a failed mail on a booking far ahead, and only those in play', async () => {
    const soon = aBooking({ status: 'deposit-paid', weddingDate: '2027-06-12' });
    const past = aBooking({ status: 'deposit-paid', weddingDate: '2027-06-05' });
    const asked = aBooking({ status: 'deposit-paid', weddingDate: '2028-05-20', coupleWroteAt: '2027-06-06T18:00:00.000Z' });
    const answered = aBooking({ status: 'deposit-paid', weddingDate: '2028-05-27', coupleWroteAt: '2027-06-06T17:00:00.000Z', photographerReadAt: '2027-06-06T19:00:00.000Z' });
    const bounced = aBooking({ status: 'deposit-paid', weddingDate: '2028-06-03' });
    const declined = aBooking({ status: 'declined', weddingDate: '2028-06-10' });
    const { port, calls } = recorded([soon, past, asked, answered, bounced, declined]);
    const agenda = await load(port, async () => [bounced.id, declined.id, soon.id]);
    expect(agenda.weddingsSoon.map((b) => b.id)).toEqual([soon.id]);
    expect(agenda.unreadMessages.map((b) => b.id)).toEqual([asked.id]);
    expect(agenda.failedMails?.map((b) => b.id).sort()).toEqual([bounced.id, soon.id].sort());
    // Only the failed mails' bookings not read already are looked up, one by one.
    expect(calls.filter((c) => c.startsWith('get:')).sort()).toEqual([`get:${bounced.id}`, `get:${declined.id}`].sort());
  });

  it('still comes when the counts, locks, messages or delivery log cannot be read, saying the mails are unknown', async () => {
    const request = aBooking();
    const { port } = recorded([request]);
    const offline = () => Promise.reject(new Error('offline'));
    const failing = Object.assign(Object.create(port) as BookingRepository, { listDateLocks: offline, countWithStatus: offline, lastWrittenByCouple: offline });
    const agenda = await load(failing, offline);
    expect(agenda.newRequests.map((r) => r.booking.id)).toEqual([request.id]);
    expect(agenda.newRequestsTotal).toBe(1);
    expect(agenda.lapsingHolds).toEqual([]);
    expect(agenda.failedMails).toBeNull();
  });
});
