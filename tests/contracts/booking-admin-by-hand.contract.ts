import { expect, it } from 'vitest';
import { bookingMailId } from '../../domain/booking/booking-mail';
import { nextVariableSymbol, variableSymbol } from '../../domain/payment/variable-symbol';
import { aBooking } from '../support/booking-mother';
import { aManualBookingInput } from '../support/manual-booking-mother';
import { lockOn, type BookingAdminHarness } from './booking-admin-harness';

/**
 * The BookingAdminPort contract's cases for bookings entered, corrected and moved by hand (bookingAdminContract runs
 * them in its describe): the same rules as a request's, one history entry per change, the couple told, and no
 * variable symbol ever given twice.
 */
export function bookingByHandCases(setup: () => Promise<BookingAdminHarness>): void {
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

  it('sets and clears the billing details in their own history entry; bad fields are refused and nothing is stored', async () => {
    const h = await setup();
    const booking = await h.bookings.create(aBooking({ weddingDate: '2028-01-09' }));
    const billing = { name: 'Jana Nováková', street: 'Dlouhá 5', city: 'Praha 1', postalCode: '110 00', ico: '', dic: '' };
    await expect(h.admin.editBooking(booking.id, { billing: { ...billing, postalCode: 'x' } })).rejects.toMatchObject({ details: { fields: { postalCode: 'billing/postcode-invalid' } } });
    expect((await h.bookings.get(booking.id))!.billing).toBeUndefined();
    const edited = await h.admin.editBooking(booking.id, { billing });
    expect(edited.history.at(-1)).toMatchObject({ by: h.adminEmail, event: 'edit', changes: [{ field: 'billing', from: null, to: 'Jana Nováková, Dlouhá 5, 110 00 Praha 1' }] });
    expect((await h.bookings.get(booking.id))!.billing).toEqual({ name: 'Jana Nováková', street: 'Dlouhá 5', city: 'Praha 1', postalCode: '110 00' });
    await h.admin.editBooking(booking.id, { billing: null });
    expect((await h.bookings.get(booking.id))!.billing).toBeUndefined();
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
}
