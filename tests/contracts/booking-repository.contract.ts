import { describe, expect, it } from 'vitest';
import type { Booking } from '../../domain/booking/booking';
import { addDays } from '../../domain/booking/calendar';
import type { BookingRepository } from '../../ports/booking-repository-port';
import { aBooking } from '../support/booking-mother';
import { storeBooking } from '../support/stored-booking';

export interface BookingRepositoryHarness {
  bookings: BookingRepository;
  /** Stores a booking whole, as the functions write it (the thread's markers included, which no desk client may). */
  seed(booking: Booking): Promise<void>;
}

/** Storage behaviour every BookingRepository adapter must show (ports/booking-repository-port.ts). */
export function bookingRepositoryContract(name: string, setup: () => Promise<BookingRepositoryHarness>) {
  describe(`BookingRepository contract: ${name}`, () => {
    it('creates and reads a booking; unknown ids read as null', async () => {
      const { bookings } = await setup();
      const booking = aBooking();
      await expect(bookings.create(booking)).resolves.toEqual(booking);
      await expect(bookings.get(booking.id)).resolves.toEqual(booking);
      await expect(bookings.get('nikdy-nevytvorena')).resolves.toBeNull();
    });

    it('reads a booking\'s thread: empty for a booking nobody wrote about, and for an unknown id', async () => {
      const { bookings } = await setup();
      const booking = await bookings.create(aBooking());
      await expect(bookings.thread(booking.id)).resolves.toEqual([]);
      await expect(bookings.thread('nikdy-nevytvorena')).resolves.toEqual([]);
    });

    it('creates only new bookings: another status or history rejects booking/invalid-transition and stores nothing', async () => {
      const { bookings } = await setup();
      const confirmed = aBooking({ status: 'confirmed', weddingDate: '2027-08-07' });
      const forgedHistory = aBooking({ history: [{ at: '2026-11-01T10:00:00.000Z', by: 'admin', from: 'confirmed', to: 'new' }] });
      for (const booking of [confirmed, forgedHistory, aBooking({ status: 'completed', weddingDate: '2027-08-07' })]) {
        await expect(bookings.create(booking)).rejects.toMatchObject({ code: 'booking/invalid-transition' });
        await expect(bookings.get(booking.id)).resolves.toBeNull();
      }
      await expect(bookings.listDateLocks('2027-08-07', '2027-08-07')).resolves.toEqual([]);
      // The legal way there: created new, then confirmed, which takes the date.
      const stored = await storeBooking(bookings, 'completed', { weddingDate: '2027-08-07' });
      expect(stored.history.map((h) => h.to)).toEqual(['new', 'confirmed', 'deposit-paid', 'completed']);
      await expect(bookings.listDateLocks('2027-08-07', '2027-08-07')).resolves.toEqual([
        { date: '2027-08-07', reason: 'booked', bookingId: stored.id },
      ]);
    });

    it('is idempotent on the id: a replay returns the stored booking and changes nothing', async () => {
      const { bookings } = await setup();
      const original = aBooking({ message: 'první odeslání' });
      await bookings.create(original);
      const replay = await bookings.create({ ...original, message: 'druhé odeslání' });
      expect(replay.message).toBe('první odeslání');
      const page = await bookings.list({ orderBy: 'createdAt', direction: 'asc', limit: 100 });
      expect(page.items.filter((b) => b.id === original.id)).toHaveLength(1);
    });

    it('pages through a sorted list without overlaps or gaps', async () => {
      const { bookings } = await setup();
      const created = [];
      for (let i = 0; i < 7; i += 1) {
        // Two bookings share each date, so the id tie-break matters.
        created.push(await bookings.create(aBooking({ weddingDate: `2027-0${Math.floor(i / 2) + 5}-10` })));
      }
      const seen: string[] = [];
      let cursor: string | undefined;
      let pages = 0;
      do {
        const page = await bookings.list({ orderBy: 'weddingDate', direction: 'asc', limit: 3, ...(cursor ? { cursor } : {}) });
        seen.push(...page.items.map((b) => b.id));
        cursor = page.nextCursor;
        pages += 1;
      } while (cursor && pages < 10);
      const expected = [...created]
        .sort((a, b) => (a.weddingDate === b.weddingDate ? (a.id < b.id ? -1 : 1) : a.weddingDate < b.weddingDate ? -1 : 1))
        .map((b) => b.id);
      expect(seen).toEqual(expected);
      expect(pages).toBe(3);
    });

    it('sorts descending and filters by status and date range (AND)', async () => {
      const { bookings } = await setup();
      await bookings.create(aBooking({ weddingDate: '2027-05-01', status: 'new' }));
      const match = await storeBooking(bookings, 'confirmed', { weddingDate: '2027-06-01' });
      await storeBooking(bookings, 'confirmed', { weddingDate: '2027-07-01' });
      await bookings.create(aBooking({ weddingDate: '2027-06-15', status: 'new' }));
      const page = await bookings.list({
        status: 'confirmed',
        from: '2027-05-15',
        to: '2027-06-30',
        orderBy: 'weddingDate',
        direction: 'desc',
        limit: 50,
      });
      expect(page.items.map((b) => b.id)).toEqual([match.id]);
      expect(page.nextCursor).toBeUndefined();
      const all = await bookings.list({ orderBy: 'weddingDate', direction: 'desc', limit: 50 });
      expect(all.items.map((b) => b.weddingDate)).toEqual(['2027-07-01', '2027-06-15', '2027-06-01', '2027-05-01']);
    });

    it('searches names and e-mail by word beginnings across all pages, with the other filters', async () => {
      const { bookings } = await setup();
      const contact = (coupleNames: string, email: string) => ({ coupleNames, email, phone: '+420777123456' });
      const sarka = await bookings.create(aBooking({ weddingDate: '2027-08-21', contact: contact('Šárka Nováková a Jiří Dvořák', 'sarka.n@seznam.cz') }));
      const jana = await bookings.create(aBooking({ weddingDate: '2027-05-08', contact: contact('Jana Nováková a Petr Malý', 'jana@example.cz') }));
      await bookings.create(aBooking({ weddingDate: '2027-06-12', contact: contact('Eva Dvořáková a Tomáš Král', 'eva@example.cz') }));
      const ids = async (search: string, extra: { status?: 'new' | 'confirmed'; limit?: number } = {}) => {
        const seen: string[] = [];
        let cursor: string | undefined;
        do {
          const page = await bookings.list({ search, orderBy: 'weddingDate', direction: 'asc', limit: extra.limit ?? 50, ...(extra.status ? { status: extra.status } : {}), ...(cursor ? { cursor } : {}) });
          expect(page.items.length).toBeLessThanOrEqual(extra.limit ?? 50);
          seen.push(...page.items.map((b) => b.id));
          cursor = page.nextCursor;
        } while (cursor);
        return seen;
      };
      expect(await ids('NOVÁK')).toEqual([jana.id, sarka.id]);
      expect(await ids('novakova jiri')).toEqual([sarka.id]);
      expect(await ids('seznam')).toEqual([sarka.id]);
      expect(await ids('sarka.n@seznam.cz')).toEqual([sarka.id]);
      expect(await ids('kova')).toEqual([]);
      // Pages of one still find the second match behind the first.
      expect(await ids('novakova', { limit: 1 })).toEqual([jana.id, sarka.id]);
      expect(await ids('novakova', { status: 'confirmed' })).toEqual([]);
      expect(await ids('  ')).toHaveLength(3);
    });

    it('counts bookings per status, every status present', async () => {
      const { bookings } = await setup();
      await bookings.create(aBooking({ status: 'new', weddingDate: '2027-05-01' }));
      await bookings.create(aBooking({ status: 'new', weddingDate: '2027-05-02' }));
      await storeBooking(bookings, 'declined', { weddingDate: '2027-05-03' });
      await expect(bookings.countByStatus()).resolves.toEqual({
        new: 2,
        confirmed: 0,
        'deposit-paid': 0,
        completed: 0,
        declined: 1,
        cancelled: 0,
        withdrawn: 0,
      });
      await expect(bookings.countWithStatus('new')).resolves.toBe(2);
      await expect(bookings.countWithStatus('declined')).resolves.toBe(1);
      await expect(bookings.countWithStatus('confirmed')).resolves.toBe(0);
    });

    it('reads every open request on the given days, and nothing else, in one call however many days', async () => {
      const { bookings } = await setup();
      // 32 days: more than one Firestore `in` filter holds (30), so the days are read in more than one query.
      const days = Array.from({ length: 32 }, (_, i) => addDays('2027-05-01', i));
      const wanted = await Promise.all(days.map((weddingDate) => bookings.create(aBooking({ weddingDate }))));
      const second = await bookings.create(aBooking({ weddingDate: days[31]! }));
      await storeBooking(bookings, 'declined', { weddingDate: days[0]! });
      await storeBooking(bookings, 'confirmed', { weddingDate: days[1]! });
      await bookings.create(aBooking({ weddingDate: addDays(days[31]!, 1) }));
      const ids = async (dates: readonly string[]) => (await bookings.openRequestsOn(dates)).map((b) => b.id).sort();
      expect(await ids(days)).toEqual([...wanted, second].map((b) => b.id).sort());
      // A day named twice (two rows of one day) reads its requests once.
      expect(await ids([days[31]!, days[31]!])).toEqual([wanted[31]!.id, second.id].sort());
      expect(await ids([days[0]!])).toEqual([wanted[0]!.id]);
      await expect(bookings.openRequestsOn([])).resolves.toEqual([]);
      expect((await bookings.openRequestsOn([days[5]!]))[0]).toEqual(wanted[5]);
    });

    it('reads the bookings whose couple wrote last, latest first, at most the limit, none nobody wrote about', async () => {
      const { bookings, seed } = await setup();
      const wrote = (day: number, read?: number) =>
        aBooking({
          status: 'confirmed',
          coupleWroteAt: `2027-03-${String(day).padStart(2, '0')}T09:00:00.000Z`,
          ...(read ? { photographerReadAt: `2027-03-${String(read).padStart(2, '0')}T10:00:00.000Z` } : {}),
        });
      const [early, answered, latest] = [wrote(2), wrote(5, 5), wrote(9)];
      for (const booking of [answered, latest, early, aBooking(), aBooking({ photographerWroteAt: '2027-03-10T09:00:00.000Z' })]) await seed(booking);
      const ids = async (limit: number) => (await bookings.lastWrittenByCouple(limit)).map((b) => b.id);
      expect(await ids(10)).toEqual([latest.id, answered.id, early.id]);
      expect(await ids(2)).toEqual([latest.id, answered.id]);
      // The markers come back as they were written: the home tells the unanswered one from the answered by them.
      expect((await bookings.lastWrittenByCouple(1))[0]).toEqual(latest);
      expect((await bookings.lastWrittenByCouple(3))[1]).toMatchObject({ photographerReadAt: answered.photographerReadAt });
    });

    it('updates status and history; unknown ids reject booking/not-found', async () => {
      const { bookings } = await setup();
      const booking = await bookings.create(aBooking());
      const history = [...booking.history, { at: '2026-11-02T09:00:00.000Z', by: 'admin', from: 'new' as const, to: 'confirmed' as const }];
      const updated = await bookings.update(booking.id, { status: 'confirmed', history, updatedAt: '2026-11-02T09:00:00.000Z' });
      expect(updated).toMatchObject({ status: 'confirmed', createdAt: booking.createdAt, contact: booking.contact });
      expect(updated.history).toHaveLength(2);
      await expect(bookings.update('neexistuje', { status: 'confirmed' })).rejects.toMatchObject({ code: 'booking/not-found' });
    });

    it('derives date locks from confirmed bookings and frees them on delete (idempotent)', async () => {
      const { bookings } = await setup();
      const confirmed = await storeBooking(bookings, 'confirmed', { weddingDate: '2027-08-14' });
      await bookings.create(aBooking({ weddingDate: '2027-08-21', status: 'new' }));
      await expect(bookings.listDateLocks('2027-08-01', '2027-08-31')).resolves.toEqual([
        { date: '2027-08-14', reason: 'booked', bookingId: confirmed.id },
      ]);
      await expect(bookings.listDateLocks('2027-09-01', '2027-09-30')).resolves.toEqual([]);
      await bookings.delete(confirmed.id);
      await bookings.delete(confirmed.id);
      await expect(bookings.get(confirmed.id)).resolves.toBeNull();
      await expect(bookings.listDateLocks('2027-08-01', '2027-08-31')).resolves.toEqual([]);
    });
  });
}
