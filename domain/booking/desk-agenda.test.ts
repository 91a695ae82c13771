import { describe, expect, it } from 'vitest';
import { aBooking } from '../../tests/support/booking-mother';
import type { Booking, BookingStatus } from './booking';
import { agendaIsClear, DESK_AGENDA_WINDOWS, deskAgenda, type DeskAgendaInput } from './desk-agenda';

// 10:00 in Prague on Monday 7 June 2027.
const now = new Date('2027-06-07T08:00:00.000Z');
const confirmedOn = (day: string, overrides: Partial<Booking> = {}) =>
  aBooking({
    status: 'confirmed',
    history: [
      { at: '2027-01-01T10:00:00.000Z', by: 'public', from: null, to: 'new' },
      { at: `${day}T10:00:00.000Z`, by: 'fotograf@example.cz', from: 'new', to: 'confirmed' },
    ],
    ...overrides,
  });
const agenda = (input: Partial<DeskAgendaInput>) =>
  deskAgenda({ now, active: [], locks: [], failedMailIds: [], depositDueDays: 14, ...input });

describe('the desk agenda (what needs the photographer today)', () => {
  it('lists new requests oldest first with the whole hours they have waited', () => {
    const late = aBooking({ createdAt: '2027-06-07T05:30:00.000Z' });
    const early = aBooking({ createdAt: '2027-06-04T08:00:00.000Z' });
    const answered = aBooking({ status: 'confirmed', createdAt: '2027-06-01T08:00:00.000Z' });
    const { newRequests } = agenda({ active: [late, answered, early] });
    expect(newRequests.map((r) => [r.booking.id, r.waitingHours])).toEqual([
      [early.id, 72],
      [late.id, 2],
    ]);
  });

  it('shows the oldest requests and the first deposits a card holds, and how many there are in all', () => {
    const requests = Array.from({ length: 14 }, (_, i) => aBooking({ createdAt: `2027-06-0${1 + (i % 5)}T0${i % 10}:00:00.000Z` }));
    const deposits = Array.from({ length: 12 }, (_, i) => confirmedOn(`2027-05-${String(10 + i).padStart(2, '0')}`));
    const result = agenda({ active: [...requests, ...deposits], openRequests: 4000 });
    expect(result.newRequests).toHaveLength(DESK_AGENDA_WINDOWS.itemsShown);
    const oldestFirst = [...requests].sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
    expect(result.newRequests.map((r) => r.booking.id)).toEqual(oldestFirst.slice(0, 10).map((b) => b.id));
    expect(result.newRequestsTotal).toBe(4000);
    expect(result.deposits.map((d) => d.booking.id)).toEqual(deposits.slice(0, 10).map((b) => b.id));
    expect(result.depositsTotal).toBe(12);
    // Without a count, the requests read are all there are.
    expect(agenda({ active: requests }).newRequestsTotal).toBe(14);
  });

  it('names competition only on the days whose requests were all read, when told which', () => {
    const day = (weddingDate: string) => aBooking({ weddingDate });
    const bookings = [day('2027-08-14'), day('2027-08-14'), day('2027-08-21'), day('2027-08-21')];
    expect(agenda({ active: bookings, competitionDays: ['2027-08-21'] }).competingDays.map((d) => d.date)).toEqual(['2027-08-21']);
  });

  it('names the days several open requests want', () => {
    const a = aBooking({ weddingDate: '2027-08-14' });
    const b = aBooking({ weddingDate: '2027-08-14' });
    const alone = aBooking({ weddingDate: '2027-08-21' });
    expect(agenda({ active: [a, b, alone] }).competingDays.map((d) => [d.date, d.count])).toEqual([['2027-08-14', 2]]);
  });

  it('lists holds that lapse within 48 hours, soonest first, never an expired one or a booked day', () => {
    const request = aBooking({ weddingDate: '2027-09-04' });
    const locks = [
      { date: '2027-09-11', reason: 'held' as const, bookingId: 'x', expiresAt: '2027-06-09T07:00:00.000Z' },
      { date: '2027-09-04', reason: 'held' as const, bookingId: request.id, expiresAt: '2027-06-08T08:00:00.000Z' },
      { date: '2027-09-18', reason: 'held' as const, bookingId: 'y', expiresAt: '2027-06-09T09:00:00.000Z' },
      { date: '2027-09-25', reason: 'held' as const, bookingId: 'z', expiresAt: '2027-06-07T07:59:00.000Z' },
      { date: '2027-10-02', reason: 'booked' as const, bookingId: 'w' },
    ];
    const holds = agenda({ active: [request], locks }).lapsingHolds;
    expect(holds.map((h) => h.lock.date)).toEqual(['2027-09-04', '2027-09-11']);
    expect(holds[0]!.booking?.id).toBe(request.id);
    expect(holds[1]!.booking).toBeUndefined();
  });

  it('lists deposits overdue or due within a week, overdue first, from the day the booking was confirmed', () => {
    const overdue = confirmedOn('2027-05-20'); // due 3 June: 4 days overdue
    const dueToday = confirmedOn('2027-05-24'); // due 7 June
    const inAWeek = confirmedOn('2027-05-31'); // due 14 June: 7 days left
    const later = confirmedOn('2027-06-01'); // due 15 June: not yet
    const paid = confirmedOn('2027-05-20', { status: 'deposit-paid' });
    const deposits = agenda({ active: [later, inAWeek, paid, dueToday, overdue] }).deposits;
    expect(deposits.map((d) => [d.booking.id, d.dueDate, d.daysLeft, d.overdue])).toEqual([
      [overdue.id, '2027-06-03', -4, true],
      [dueToday.id, '2027-06-07', 0, false],
      [inAWeek.id, '2027-06-14', 7, false],
    ]);
  });

  it('lists the weddings of the next 14 days by date, confirmed or paid only', () => {
    const at = (weddingDate: string, status: BookingStatus = 'confirmed') => aBooking({ weddingDate, status });
    const bookings = [at('2027-06-21'), at('2027-06-07', 'deposit-paid'), at('2027-06-22'), at('2027-06-06'), at('2027-06-12', 'new')];
    expect(agenda({ active: bookings }).weddingsSoon.map((b) => b.weddingDate)).toEqual(['2027-06-07', '2027-06-21']);
  });

  it('names the bookings with a failed mail, or says it does not know', () => {
    const a = aBooking();
    const b = aBooking();
    expect(agenda({ active: [a, b], failedMailIds: [b.id] }).failedMails?.map((x) => x.id)).toEqual([b.id]);
    expect(agenda({ active: [a, b], failedMailIds: null }).failedMails).toBeNull();
  });

  it('names the bookings whose couple wrote since she last read, longest waiting first', () => {
    const paid = { status: 'deposit-paid' as const, weddingDate: '2027-12-04' };
    const waitingLong = aBooking({ ...paid, coupleWroteAt: '2027-06-01T08:00:00.000Z' });
    const waitingShort = aBooking({ ...paid, coupleWroteAt: '2027-06-06T08:00:00.000Z', photographerReadAt: '2027-06-05T08:00:00.000Z' });
    const read = aBooking({ ...paid, coupleWroteAt: '2027-06-02T08:00:00.000Z', photographerReadAt: '2027-06-03T08:00:00.000Z' });
    const result = agenda({ active: [waitingShort, read, waitingLong] });
    expect(result.unreadMessages.map((b) => b.id)).toEqual([waitingLong.id, waitingShort.id]);
    expect(agendaIsClear(result)).toBe(false);
    expect(agendaIsClear(agenda({ active: [read] }))).toBe(true);
  });

  it('is clear only when every list is empty', () => {
    expect(agendaIsClear(agenda({ active: [aBooking({ status: 'deposit-paid', weddingDate: '2027-12-04' })] }))).toBe(true);
    expect(agendaIsClear(agenda({ active: [aBooking()] }))).toBe(false);
  });
});
