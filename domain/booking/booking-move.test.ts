import { describe, expect, it } from 'vitest';
import { changeStatus } from './booking-status';
import { depositInstructions } from '../payment/deposit-instructions';
import { aBooking } from '../../tests/support/booking-mother';
import { moveBooking } from './booking-move';

const by = 'tereza@example.cz';
const now = new Date('2027-03-10T09:00:00Z');
const move = (newDate: unknown) => ({ newDate, by, at: now.toISOString(), now });

describe('moveBooking', () => {
  const confirmed = aBooking({ id: 'b1', status: 'confirmed', weddingDate: '2027-06-12' });
  const ownLock = { date: '2027-06-12', reason: 'booked' as const, bookingId: 'b1' };

  it('moves the lock: frees the old day and takes the new one in one change, recording old → new', () => {
    const moved = moveBooking(confirmed, move('2027-06-19'), { from: ownLock, to: null })!;
    expect(moved.lock).toEqual({ set: { date: '2027-06-19', reason: 'booked', bookingId: 'b1' }, delete: '2027-06-12' });
    expect(moved.after.weddingDate).toBe('2027-06-19');
    expect(moved.after.history.at(-1)).toEqual({
      at: now.toISOString(),
      by,
      from: 'confirmed',
      to: 'confirmed',
      event: 'move',
      changes: [{ field: 'weddingDate', from: '2027-06-12', to: '2027-06-19' }],
    });
  });

  it('refuses a day taken by another booking or blocked, with the typed code', () => {
    expect(() => moveBooking(confirmed, move('2027-06-19'), { from: ownLock, to: { date: '2027-06-19', reason: 'booked', bookingId: 'b2' } })).toThrow(
      expect.objectContaining({ code: 'booking/date-taken' }),
    );
    expect(() => moveBooking(confirmed, move('2027-06-19'), { from: ownLock, to: { date: '2027-06-19', reason: 'blocked' } })).toThrow(
      expect.objectContaining({ code: 'booking/date-blocked' }),
    );
  });

  it('a request in new holds no lock: nothing to move, but a locked day is still refused', () => {
    const request = aBooking({ id: 'b3', status: 'new', weddingDate: '2027-06-12' });
    expect(moveBooking(request, move('2027-06-26'), { from: null, to: null })!.lock).toEqual({});
    expect(() => moveBooking(request, move('2027-06-19'), { from: null, to: { date: '2027-06-19', reason: 'blocked' } })).toThrow(
      expect.objectContaining({ code: 'booking/date-blocked' }),
    );
  });

  it('never frees a lock it does not hold', () => {
    const moved = moveBooking(confirmed, move('2027-06-19'), { from: { date: '2027-06-12', reason: 'blocked' }, to: null })!;
    expect(moved.lock.delete).toBeUndefined();
  });

  it('refuses invalid and past dates, closed bookings, and answers null for the same day', () => {
    expect(() => moveBooking(confirmed, move('2027-02-30'), { from: ownLock, to: null })).toThrow(expect.objectContaining({ details: { fields: { weddingDate: 'date/invalid' } } }));
    expect(() => moveBooking(confirmed, move('2027-03-09'), { from: ownLock, to: null })).toThrow(
      expect.objectContaining({ details: { fields: { weddingDate: 'booking/date-too-soon' } } }),
    );
    expect(moveBooking(confirmed, move('2027-03-10'), { from: ownLock, to: null })).not.toBeNull();
    expect(() => moveBooking({ ...confirmed, status: 'cancelled' }, move('2027-06-19'), { from: null, to: null })).toThrow(
      expect.objectContaining({ code: 'booking/invalid-transition' }),
    );
    expect(moveBooking(confirmed, move('2027-06-12'), { from: ownLock, to: null })).toBeNull();
    expect(() => moveBooking({ ...confirmed, status: 'new', anonymisedAt: '2027-03-01T00:00:00.000Z' }, move('2027-06-19'), { from: null, to: null })).toThrow(
      expect.objectContaining({ code: 'booking/invalid-transition' }),
    );
  });

  describe('date holds', () => {
    const request = aBooking({ id: 'b4', status: 'new', weddingDate: '2027-06-12' });
    const expiresAt = '2027-03-17T09:00:00.000Z';
    const ownHold = { date: '2027-06-12', reason: 'held' as const, bookingId: 'b4', expiresAt };

    it('a request moves its own live hold to the new day with the same expiresAt (none under hold-until-confirmed)', () => {
      expect(moveBooking(request, move('2027-06-19'), { from: ownHold, to: null })!.lock).toEqual({
        set: { date: '2027-06-19', reason: 'held', bookingId: 'b4', expiresAt },
        delete: '2027-06-12',
      });
      const untilConfirmed = { date: '2027-06-12', reason: 'held' as const, bookingId: 'b4' };
      expect(moveBooking(request, move('2027-06-19'), { from: untilConfirmed, to: null })!.lock).toEqual({
        set: { date: '2027-06-19', reason: 'held', bookingId: 'b4' },
        delete: '2027-06-12',
      });
    });

    it('an expired own hold is only freed, not moved', () => {
      const expired = { ...ownHold, expiresAt: '2027-03-10T08:00:00.000Z' };
      expect(moveBooking(request, move('2027-06-19'), { from: expired, to: null })!.lock).toEqual({ delete: '2027-06-12' });
    });

    it("another request's live hold refuses the new day (booking/date-held); an expired one refuses nothing", () => {
      const foreign = { date: '2027-06-19', reason: 'held' as const, bookingId: 'b9', expiresAt };
      expect(() => moveBooking(request, move('2027-06-19'), { from: ownHold, to: foreign })).toThrow(expect.objectContaining({ code: 'booking/date-held' }));
      expect(() => moveBooking(confirmed, move('2027-06-19'), { from: ownLock, to: foreign })).toThrow(expect.objectContaining({ code: 'booking/date-held' }));
      const expired = { ...foreign, expiresAt: '2027-03-10T08:59:59.000Z' };
      expect(moveBooking(request, move('2027-06-19'), { from: ownHold, to: expired })!.lock).toEqual({
        set: { date: '2027-06-19', reason: 'held', bookingId: 'b4', expiresAt },
        delete: '2027-06-12',
      });
      expect(moveBooking(aBooking({ id: 'b5', status: 'new', weddingDate: '2027-06-12' }), move('2027-06-19'), { from: null, to: expired })!.lock).toEqual({});
      expect(moveBooking(confirmed, move('2027-06-19'), { from: ownLock, to: expired })!.lock).toEqual({
        set: { date: '2027-06-19', reason: 'booked', bookingId: 'b1' },
        delete: '2027-06-12',
      });
    });
  });
});

describe('a move and the deposit\'s variable symbol', () => {
  it('keeps the symbol the confirmation was sent with', () => {
    const settings = { iban: 'CZ6508000000192000145399', rule: { kind: 'fixed' as const, amountCzk: 5000 }, dueDays: 14 };
    const request = aBooking({ id: 'b1', status: 'new', weddingDate: '2027-06-12', reservationCode: 'ABCD-EFGH' });
    const confirmed = changeStatus(request, { to: 'confirmed', by, at: now.toISOString() });
    const sent = depositInstructions(confirmed, settings)!.variableSymbol;
    expect(sent).toMatch(/^270612\d{4}$/);
    const moved = moveBooking(confirmed, move('2027-06-19'), { from: { date: '2027-06-12', reason: 'booked', bookingId: 'b1' }, to: null })!;
    expect(moved.after.weddingDate).toBe('2027-06-19');
    expect(moved.after.variableSymbol).toBe(sent);
    expect(depositInstructions(moved.after, settings)!.variableSymbol).toBe(sent);
  });
});
