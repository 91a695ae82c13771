import { describe, expect, it } from 'vitest';
import { aBooking } from '../../tests/support/booking-mother';
import { DomainError } from '../errors';
import { assertDeclinableCompetitors, competingRequests, declineOthersOf, DECLINE_OTHERS_MAX, othersOnDay } from './competing-requests';

const day = '2027-06-12';
/** As application/booking/booking-id.ts reads one id (the domain rule takes the reader, not the other way round). */
const bookingIdOf = (value: unknown) => {
  if (typeof value !== 'string' || value === '' || value.includes('/')) throw new DomainError('id/invalid');
  return value;
};

describe('competingRequests', () => {
  it('lists only days wanted by two or more open requests, ids in the order they arrived', () => {
    const late = aBooking({ id: 'late', weddingDate: day, createdAt: '2026-12-02T10:00:00.000Z' });
    const early = aBooking({ id: 'early', weddingDate: day, createdAt: '2026-12-01T10:00:00.000Z' });
    const alone = aBooking({ id: 'alone', weddingDate: '2027-06-13' });
    const days = competingRequests([late, alone, early]);
    expect([...days.values()]).toEqual([{ date: day, bookingIds: ['early', 'late'], count: 2 }]);
  });

  it('does not count confirmed, declined or other closed bookings as competitors', () => {
    const open = aBooking({ weddingDate: day });
    const others = (['confirmed', 'declined', 'cancelled', 'deposit-paid', 'completed'] as const).map((status) => aBooking({ weddingDate: day, status }));
    expect(competingRequests([open, ...others]).size).toBe(0);
    expect(competingRequests([open, aBooking({ weddingDate: day }), ...others]).get(day)?.count).toBe(2);
  });

  it('counts a booking listed twice (two overlapping pages) once', () => {
    const a = aBooking({ weddingDate: day });
    expect(competingRequests([a, a]).size).toBe(0);
  });
});

describe('othersOnDay', () => {
  it('answers the other open requests for the same day, not the booking itself nor other days', () => {
    const me = aBooking({ weddingDate: day });
    const rival = aBooking({ weddingDate: day });
    const confirmed = aBooking({ weddingDate: day, status: 'confirmed' });
    const elsewhere = aBooking({ weddingDate: '2027-06-19' });
    expect(othersOnDay(me, [me, rival, confirmed, elsewhere]).map((b) => b.id)).toEqual([rival.id]);
    expect(othersOnDay(confirmed, [me, rival, confirmed]).map((b) => b.id)).toEqual([me.id, rival.id]);
  });
});

describe('declineOthersOf', () => {
  it('reads absent as none and a list of distinct ids as is', () => {
    expect(declineOthersOf(undefined, bookingIdOf)).toEqual([]);
    expect(declineOthersOf(['a', 'b'], bookingIdOf)).toEqual(['a', 'b']);
  });

  it('refuses non-lists, duplicates, malformed ids and too many with id/invalid', () => {
    for (const raw of ['a', { 0: 'a' }, ['a', 'a'], ['a/b'], [''], Array.from({ length: DECLINE_OTHERS_MAX + 1 }, (_, i) => `b${i}`)]) {
      expect(() => declineOthersOf(raw, bookingIdOf), JSON.stringify(raw)).toThrow(expect.objectContaining({ code: 'id/invalid' }));
    }
  });
});

describe('assertDeclinableCompetitors', () => {
  const confirmed = aBooking({ weddingDate: day });
  it('accepts open requests for the same day', () => {
    const rival = aBooking({ weddingDate: day });
    expect(() => assertDeclinableCompetitors(confirmed, [{ id: rival.id, booking: rival }])).not.toThrow();
  });

  it.each([
    ['already confirmed', aBooking({ weddingDate: day, status: 'confirmed' })],
    ['already declined', aBooking({ weddingDate: day, status: 'declined' })],
    ['for another day', aBooking({ weddingDate: '2027-06-19' })],
    ['the confirmed booking itself', confirmed],
    ['unknown', null],
  ])('refuses a competitor %s with booking/competitor-changed', (_, booking) => {
    const id = booking?.id ?? 'gone';
    expect(() => assertDeclinableCompetitors(confirmed, [{ id, booking }])).toThrow(
      expect.objectContaining({ code: 'booking/competitor-changed', details: { bookingId: id } }),
    );
  });
});
