import { describe, expect, it } from 'vitest';
import { assertNewBooking } from '../../domain/booking/booking-status';
import { deskSeason, SEED_STATUSES } from './desk-seed';

describe('the desk benchmark season', () => {
  it('holds 10,000 bookings, 4,000 of them open requests, the same on every run', () => {
    const season = deskSeason();
    expect(season).toHaveLength(10_000);
    for (const [status, count] of SEED_STATUSES) expect(season.filter((b) => b.status === status)).toHaveLength(count);
    expect(new Set(season.map((b) => b.id)).size).toBe(10_000);
    expect(deskSeason().map((b) => `${b.id} ${b.weddingDate} ${b.contact.coupleNames}`)).toEqual(season.map((b) => `${b.id} ${b.weddingDate} ${b.contact.coupleNames}`));
  });

  it('spreads the weddings over two years, and each booking\'s history leads from a new request to its status', () => {
    const season = deskSeason();
    expect(new Set(season.map((b) => b.weddingDate.slice(0, 4)))).toEqual(new Set(['2027', '2028']));
    for (const booking of season) {
      const first = { ...booking, status: 'new' as const, history: booking.history.slice(0, 1) };
      expect(() => assertNewBooking(first)).not.toThrow();
      expect(booking.history.at(-1)!.to).toBe(booking.status);
    }
  });
});
