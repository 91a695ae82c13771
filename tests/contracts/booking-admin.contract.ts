import { describe, expect, it } from 'vitest';
import type { Booking } from '../../domain/booking/booking';
import { bookingMailId } from '../../domain/booking/booking-mail';
import { nextVariableSymbol, variableSymbol } from '../../domain/payment/variable-symbol';
import type { BookingAdminPort } from '../../ports/booking-admin-port';
import type { BookingRepository } from '../../ports/booking-repository-port';
import { aBooking } from '../support/booking-mother';
import { aManualBookingInput } from '../support/manual-booking-mother';

export interface BookingAdminHarness {
  /** Signed in with the admin claim. */
  admin: BookingAdminPort;
  /** A second admin session (another browser), for the race. */
  otherAdmin: BookingAdminPort;
  /** Signed in without the admin claim. */
  visitor: BookingAdminPort;
  /** Read access as the admin, and a way to seed bookings. */
  bookings: BookingRepository;
  /** The ids of the status mails queued for a booking. */
  statusMails(bookingId: string): Promise<Array<{ id: string; to: string }>>;
  /** The date-move notices queued for a booking, with their subjects. */
  movedMails(bookingId: string): Promise<Array<{ id: string; to: string; subject: string }>>;
  adminEmail: string;
}

const lockOn = async (bookings: BookingRepository, date: string) => bookings.listDateLocks(date, date);

/** What every BookingAdminPort adapter must do (ports/booking-admin-port.ts). */
export function bookingAdminContract(name: string, setup: () => Promise<BookingAdminHarness>) {
  describe(`BookingAdminPort contract: ${name}`, () => {
    it('confirming takes the date, records who and when, and queues a mail to the couple', async () => {
      const h = await setup();
      const booking = await h.bookings.create(aBooking({ weddingDate: '2027-09-11' }));
      const confirmed = await h.admin.changeStatus(booking.id, 'confirmed', 'Domluveno telefonem');
      expect(confirmed.status).toBe('confirmed');
      expect(confirmed.history.at(-1)).toMatchObject({ by: h.adminEmail, from: 'new', to: 'confirmed', note: 'Domluveno telefonem' });
      expect(Number.isNaN(Date.parse(confirmed.history.at(-1)!.at))).toBe(false);
      expect(await h.bookings.get(booking.id)).toMatchObject({ status: 'confirmed', history: confirmed.history });
      expect(await lockOn(h.bookings, '2027-09-11')).toEqual([{ date: '2027-09-11', reason: 'booked', bookingId: booking.id }]);
      expect(await h.statusMails(booking.id)).toEqual([{ id: bookingMailId.statusChanged(booking.id, 1), to: booking.contact.email }]);
    });

    it('refuses illegal transitions with booking/invalid-transition and changes nothing', async () => {
      const h = await setup();
      const booking = await h.bookings.create(aBooking({ weddingDate: '2027-09-12' }));
      await expect(h.admin.changeStatus(booking.id, 'completed')).rejects.toMatchObject({ code: 'booking/invalid-transition' });
      await h.admin.changeStatus(booking.id, 'declined');
      await expect(h.admin.changeStatus(booking.id, 'confirmed')).rejects.toMatchObject({ code: 'booking/invalid-transition' });
      const stored = await h.bookings.get(booking.id);
      expect(stored).toMatchObject({ status: 'declined' });
      expect(stored!.history).toHaveLength(2);
      expect(await lockOn(h.bookings, '2027-09-12')).toEqual([]);
    });

    it('refuses to confirm on a date taken by another booking or blocked, leaving everything as it was', async () => {
      const h = await setup();
      const holder = await h.bookings.create(aBooking({ weddingDate: '2027-09-18' }));
      const rival = await h.bookings.create(aBooking({ weddingDate: '2027-09-18' }));
      await h.admin.changeStatus(holder.id, 'confirmed');
      await expect(h.admin.changeStatus(rival.id, 'confirmed')).rejects.toMatchObject({ code: 'booking/date-taken' });
      expect(await h.bookings.get(rival.id)).toEqual(rival);
      expect(await h.statusMails(rival.id)).toEqual([]);

      const onDayOff = await h.bookings.create(aBooking({ weddingDate: '2027-09-19' }));
      await h.admin.blockDate('2027-09-19');
      await expect(h.admin.changeStatus(onDayOff.id, 'confirmed')).rejects.toMatchObject({ code: 'booking/date-blocked' });
      expect(await lockOn(h.bookings, '2027-09-19')).toEqual([{ date: '2027-09-19', reason: 'blocked' }]);
    });

    it('cancelling frees the date, and another request can then be confirmed on it', async () => {
      const h = await setup();
      const first = await h.bookings.create(aBooking({ weddingDate: '2027-09-25' }));
      const second = await h.bookings.create(aBooking({ weddingDate: '2027-09-25' }));
      await h.admin.changeStatus(first.id, 'confirmed');
      await h.admin.changeStatus(first.id, 'cancelled');
      expect(await lockOn(h.bookings, '2027-09-25')).toEqual([]);
      await h.admin.changeStatus(second.id, 'confirmed');
      expect(await lockOn(h.bookings, '2027-09-25')).toEqual([{ date: '2027-09-25', reason: 'booked', bookingId: second.id }]);
    });

    it('confirming one of five requests for a day declines the other four in the same step, each with its decline mail', async () => {
      const h = await setup();
      const [chosen, ...rivals] = await Promise.all(Array.from({ length: 5 }, () => h.bookings.create(aBooking({ weddingDate: '2027-10-16' }))));
      const confirmed = await h.admin.changeStatus(chosen!.id, 'confirmed', undefined, rivals.map((r) => r.id));
      expect(confirmed.status).toBe('confirmed');
      expect(await lockOn(h.bookings, '2027-10-16')).toEqual([{ date: '2027-10-16', reason: 'booked', bookingId: chosen!.id }]);
      expect(await h.statusMails(chosen!.id)).toEqual([{ id: bookingMailId.statusChanged(chosen!.id, 1), to: chosen!.contact.email }]);
      for (const rival of rivals) {
        const stored = (await h.bookings.get(rival.id))!;
        expect(stored.status).toBe('declined');
        expect(stored.history.at(-1)).toMatchObject({ by: h.adminEmail, from: 'new', to: 'declined', at: confirmed.history.at(-1)!.at });
        expect(await h.statusMails(rival.id)).toEqual([{ id: bookingMailId.statusChanged(rival.id, 1), to: rival.contact.email }]);
      }
    });

    it('refuses the whole confirm-and-decline step when a competitor is stale (booking/competitor-changed): nothing changes', async () => {
      const h = await setup();
      const chosen = await h.bookings.create(aBooking({ weddingDate: '2027-10-23' }));
      const rival = await h.bookings.create(aBooking({ weddingDate: '2027-10-23' }));
      const elsewhere = await h.bookings.create(aBooking({ weddingDate: '2027-10-24' }));
      const gone = await h.bookings.create(aBooking({ weddingDate: '2027-10-23' }));
      await h.admin.changeStatus(gone.id, 'declined');
      for (const stale of [elsewhere.id, gone.id, chosen.id, 'neexistuje']) {
        await expect(h.admin.changeStatus(chosen.id, 'confirmed', undefined, [rival.id, stale])).rejects.toMatchObject({ code: 'booking/competitor-changed' });
      }
      await expect(h.admin.changeStatus(chosen.id, 'declined', undefined, [rival.id])).rejects.toMatchObject({ code: 'booking/invalid-transition' });
      expect(await h.bookings.get(chosen.id)).toEqual(chosen);
      expect(await h.bookings.get(rival.id)).toEqual(rival);
      expect(await h.bookings.get(elsewhere.id)).toEqual(elsewhere);
      expect(await lockOn(h.bookings, '2027-10-23')).toEqual([]);
      expect([...(await h.statusMails(chosen.id)), ...(await h.statusMails(rival.id)), ...(await h.statusMails(elsewhere.id))]).toEqual([]);
    });

    it('two admins confirming two requests for one date at once: exactly one wins', async () => {
      const h = await setup();
      const a = await h.bookings.create(aBooking({ weddingDate: '2027-10-09' }));
      const b = await h.bookings.create(aBooking({ weddingDate: '2027-10-09' }));
      const results = await Promise.allSettled([h.admin.changeStatus(a.id, 'confirmed'), h.otherAdmin.changeStatus(b.id, 'confirmed')]);
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      const loser = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
      expect(loser?.reason).toMatchObject({ code: 'booking/date-taken' });
      const statuses = [(await h.bookings.get(a.id))!.status, (await h.bookings.get(b.id))!.status].sort();
      expect(statuses).toEqual(['confirmed', 'new']);
      expect(await lockOn(h.bookings, '2027-10-09')).toHaveLength(1);
    });

    it('saves internal notes and nothing else', async () => {
      const h = await setup();
      const booking = await h.bookings.create(aBooking());
      const saved = await h.admin.saveNotes(booking.id, 'Chtějí i fotky z přípravy; platí fakturou.');
      expect(saved.internalNotes).toBe('Chtějí i fotky z přípravy; platí fakturou.');
      const stored = (await h.bookings.get(booking.id)) as Booking;
      const { internalNotes, updatedAt: _u, ...rest } = stored;
      const { updatedAt: _o, ...original } = booking;
      expect(internalNotes).toBe(saved.internalNotes);
      expect(rest).toEqual(original);
    });

    it('blocks and unblocks days off idempotently; a booked day can be neither', async () => {
      const h = await setup();
      await h.admin.blockDate('2027-11-06');
      await h.admin.blockDate('2027-11-06');
      expect(await lockOn(h.bookings, '2027-11-06')).toEqual([{ date: '2027-11-06', reason: 'blocked' }]);
      await h.admin.unblockDate('2027-11-06');
      await h.admin.unblockDate('2027-11-06');
      expect(await lockOn(h.bookings, '2027-11-06')).toEqual([]);

      const booking = await h.bookings.create(aBooking({ weddingDate: '2027-11-13' }));
      await h.admin.changeStatus(booking.id, 'confirmed');
      await expect(h.admin.blockDate('2027-11-13')).rejects.toMatchObject({ code: 'booking/date-taken' });
      await expect(h.admin.unblockDate('2027-11-13')).rejects.toMatchObject({ code: 'booking/date-taken' });
      expect(await lockOn(h.bookings, '2027-11-13')).toEqual([{ date: '2027-11-13', reason: 'booked', bookingId: booking.id }]);
    });

    it('erases a booking with its mails and frees its date; erasing again succeeds', async () => {
      const h = await setup();
      const booking = await h.bookings.create(aBooking({ weddingDate: '2027-11-20' }));
      await h.admin.changeStatus(booking.id, 'confirmed');
      await h.admin.erase(booking.id);
      expect(await h.bookings.get(booking.id)).toBeNull();
      expect(await lockOn(h.bookings, '2027-11-20')).toEqual([]);
      expect(await h.statusMails(booking.id)).toEqual([]);
      await expect(h.admin.erase(booking.id)).resolves.toBeUndefined();
    });

    it('rejects unknown ids with booking/not-found', async () => {
      const h = await setup();
      await expect(h.admin.changeStatus('neexistuje', 'confirmed')).rejects.toMatchObject({ code: 'booking/not-found' });
      await expect(h.admin.saveNotes('neexistuje', 'x')).rejects.toMatchObject({ code: 'booking/not-found' });
    });

    it('refuses every action to a caller without the admin claim (auth/forbidden)', async () => {
      const h = await setup();
      const booking = await h.bookings.create(aBooking({ weddingDate: '2027-12-04' }));
      await expect(h.visitor.changeStatus(booking.id, 'confirmed')).rejects.toMatchObject({ code: 'auth/forbidden' });
      await expect(h.visitor.saveNotes(booking.id, 'x')).rejects.toMatchObject({ code: 'auth/forbidden' });
      await expect(h.visitor.blockDate('2027-12-05')).rejects.toMatchObject({ code: 'auth/forbidden' });
      await expect(h.visitor.unblockDate('2027-12-05')).rejects.toMatchObject({ code: 'auth/forbidden' });
      await expect(h.visitor.erase(booking.id)).rejects.toMatchObject({ code: 'auth/forbidden' });
      expect(await h.bookings.get(booking.id)).toEqual(booking);
      expect(await lockOn(h.bookings, '2027-12-05')).toEqual([]);
    });

    it('enters a phone booking as confirmed: history created + step by the admin, the day locked, the couple told', async () => {
      const h = await setup();
      const booking = await h.admin.createBooking(aManualBookingInput({ weddingDate: '2027-12-11', channel: 'telefon', status: 'confirmed' }));
      expect(booking).toMatchObject({ status: 'confirmed', channel: 'telefon', weddingDate: '2027-12-11' });
      expect(booking.history.map((e) => [e.from, e.to, e.by, e.event])).toEqual([
        [null, 'new', h.adminEmail, 'created'],
        ['new', 'confirmed', h.adminEmail, undefined],
      ]);
      expect(await h.bookings.get(booking.id)).toMatchObject({ status: 'confirmed', channel: 'telefon', history: booking.history });
      expect(await lockOn(h.bookings, '2027-12-11')).toEqual([{ date: '2027-12-11', reason: 'booked', bookingId: booking.id }]);
      expect(await h.statusMails(booking.id)).toEqual([{ id: bookingMailId.statusChanged(booking.id, 1), to: booking.contact.email }]);
    });

    it('a manual booking obeys the same rules: invalid fields, a taken or blocked day are refused and nothing is stored', async () => {
      const h = await setup();
      const invalid = aManualBookingInput({ email: 'jana@', weddingDate: '2027-12-12' });
      await expect(h.admin.createBooking(invalid)).rejects.toMatchObject({ code: 'email/invalid', details: { fields: { email: 'email/invalid' } } });
      expect(await h.bookings.get(invalid.id)).toBeNull();
      const holder = await h.bookings.create(aBooking({ weddingDate: '2027-12-18' }));
      await h.admin.changeStatus(holder.id, 'confirmed');
      const onTaken = aManualBookingInput({ weddingDate: '2027-12-18', status: 'new' });
      await expect(h.admin.createBooking(onTaken)).rejects.toMatchObject({ code: 'booking/date-taken' });
      await h.admin.blockDate('2027-12-19');
      const onDayOff = aManualBookingInput({ weddingDate: '2027-12-19' });
      await expect(h.admin.createBooking(onDayOff)).rejects.toMatchObject({ code: 'booking/date-blocked' });
      expect(await h.bookings.get(onTaken.id)).toBeNull();
      expect(await h.bookings.get(onDayOff.id)).toBeNull();
      expect(await lockOn(h.bookings, '2027-12-18')).toEqual([{ date: '2027-12-18', reason: 'booked', bookingId: holder.id }]);
    });

    it('corrects details with one history entry old → new; an edit that changes nothing writes nothing', async () => {
      const h = await setup();
      const booking = await h.bookings.create(aBooking({ weddingDate: '2028-01-08' }));
      const edited = await h.admin.editBooking(booking.id, { email: 'novy@example.cz', ceremonyTime: '15:00' });
      expect(edited.history.at(-1)).toMatchObject({
        by: h.adminEmail,
        event: 'edit',
        from: 'new',
        to: 'new',
        changes: [
          { field: 'contact.email', from: booking.contact.email, to: 'novy@example.cz' },
          { field: 'ceremonyTime', from: null, to: '15:00' },
        ],
      });
      expect(await h.bookings.get(booking.id)).toMatchObject({ contact: { email: 'novy@example.cz' }, ceremonyTime: '15:00', history: edited.history });
      // The stored updatedAt (the functions stamp the commit's server time) must not move on an edit of nothing.
      const storedAt = (await h.bookings.get(booking.id))!.updatedAt;
      const again = await h.admin.editBooking(booking.id, { email: 'novy@example.cz' });
      expect(again.history).toHaveLength(edited.history.length);
      expect((await h.bookings.get(booking.id))!.updatedAt).toBe(storedAt);
      await expect(h.admin.editBooking(booking.id, { phone: '12' })).rejects.toMatchObject({ code: 'phone/invalid' });
    });

    it('moves a confirmed booking with its lock; a taken target day is refused and nothing moves', async () => {
      const h = await setup();
      const booking = await h.bookings.create(aBooking({ weddingDate: '2028-01-15' }));
      await h.admin.changeStatus(booking.id, 'confirmed');
      const moved = await h.admin.moveBooking(booking.id, '2028-01-22');
      expect(moved.history.at(-1)).toMatchObject({ by: h.adminEmail, event: 'move', changes: [{ field: 'weddingDate', from: '2028-01-15', to: '2028-01-22' }] });
      expect(await lockOn(h.bookings, '2028-01-15')).toEqual([]);
      expect(await lockOn(h.bookings, '2028-01-22')).toEqual([{ date: '2028-01-22', reason: 'booked', bookingId: booking.id }]);
      // The couple is told, in the same write; moving to the day it is on already changes and mails nothing.
      const notice = { id: bookingMailId.dateMoved(booking.id, moved.history.length - 1), to: booking.contact.email, subject: expect.stringContaining('změněn na 22. ledna 2028') };
      expect(await h.movedMails(booking.id)).toEqual([notice]);
      expect(await h.admin.moveBooking(booking.id, '2028-01-22')).toMatchObject({ history: moved.history });
      expect(await h.movedMails(booking.id)).toEqual([notice]);

      const other = await h.bookings.create(aBooking({ weddingDate: '2028-01-29' }));
      await h.admin.changeStatus(other.id, 'confirmed');
      await expect(h.admin.moveBooking(booking.id, '2028-01-29')).rejects.toMatchObject({ code: 'booking/date-taken' });
      expect(await h.bookings.get(booking.id)).toMatchObject({ weddingDate: '2028-01-22', history: moved.history });
      expect(await lockOn(h.bookings, '2028-01-22')).toEqual([{ date: '2028-01-22', reason: 'booked', bookingId: booking.id }]);
      expect(await h.movedMails(booking.id)).toEqual([notice]);
    });

    it('a booking confirmed on a day another booking left never gets that booking\'s variable symbol', async () => {
      const h = await setup();
      // The same reservation code on the same day: without the check both would be asked to pay with one symbol.
      const first = await h.bookings.create(aBooking({ weddingDate: '2028-03-04', reservationCode: 'VSYM-TEST' }));
      const symbol = (await h.admin.changeStatus(first.id, 'confirmed')).variableSymbol!;
      expect(symbol).toBe(variableSymbol(first));
      await h.admin.moveBooking(first.id, '2028-03-11');
      const second = await h.bookings.create(aBooking({ weddingDate: '2028-03-04', reservationCode: 'VSYM-TEST' }));
      const confirmed = await h.admin.changeStatus(second.id, 'confirmed');
      expect(confirmed.variableSymbol).toBe(nextVariableSymbol(symbol));
      expect((await h.bookings.get(second.id))!.variableSymbol).toBe(confirmed.variableSymbol);
      expect((await h.bookings.get(first.id))!.variableSymbol).toBe(symbol);
    });

    it('an erased booking\'s variable symbol is never given again (old bank statements name it)', async () => {
      const h = await setup();
      const first = await h.bookings.create(aBooking({ weddingDate: '2028-04-01', reservationCode: 'VSYM-GONE' }));
      const symbol = (await h.admin.changeStatus(first.id, 'confirmed')).variableSymbol!;
      await h.admin.erase(first.id);
      expect(await h.bookings.get(first.id)).toBeNull();
      const again = await h.bookings.create(aBooking({ weddingDate: '2028-04-01', reservationCode: 'VSYM-GONE' }));
      expect((await h.admin.changeStatus(again.id, 'confirmed')).variableSymbol).toBe(nextVariableSymbol(symbol));
    });

    it('a move and a confirmation racing for one day: exactly one wins, no orphan lock', async () => {
      const h = await setup();
      const mover = await h.bookings.create(aBooking({ weddingDate: '2028-02-05' }));
      await h.admin.changeStatus(mover.id, 'confirmed');
      const request = await h.bookings.create(aBooking({ weddingDate: '2028-02-12' }));
      const results = await Promise.allSettled([h.admin.moveBooking(mover.id, '2028-02-12'), h.otherAdmin.changeStatus(request.id, 'confirmed')]);
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      expect(results.find((r): r is PromiseRejectedResult => r.status === 'rejected')?.reason).toMatchObject({ code: 'booking/date-taken' });
      const [target] = await lockOn(h.bookings, '2028-02-12');
      const moverAfter = (await h.bookings.get(mover.id))!;
      const oldDay = await lockOn(h.bookings, '2028-02-05');
      if (target?.bookingId === mover.id) {
        expect(moverAfter.weddingDate).toBe('2028-02-12');
        expect(oldDay).toEqual([]);
      } else {
        expect(target?.bookingId).toBe(request.id);
        expect(moverAfter.weddingDate).toBe('2028-02-05');
        expect(oldDay).toEqual([{ date: '2028-02-05', reason: 'booked', bookingId: mover.id }]);
      }
    });

    it('refuses entering, correcting and moving bookings to a caller without the admin claim', async () => {
      const h = await setup();
      const booking = await h.bookings.create(aBooking({ weddingDate: '2028-02-19' }));
      const input = aManualBookingInput({ weddingDate: '2028-02-26' });
      await expect(h.visitor.createBooking(input)).rejects.toMatchObject({ code: 'auth/forbidden' });
      await expect(h.visitor.editBooking(booking.id, { email: 'x@example.cz' })).rejects.toMatchObject({ code: 'auth/forbidden' });
      await expect(h.visitor.moveBooking(booking.id, '2028-02-26')).rejects.toMatchObject({ code: 'auth/forbidden' });
      expect(await h.bookings.get(booking.id)).toEqual(booking);
      expect(await lockOn(h.bookings, '2028-02-26')).toEqual([]);
      await expect(h.admin.moveBooking('neexistuje', '2028-02-26')).rejects.toMatchObject({ code: 'booking/not-found' });
    });
  });
}
