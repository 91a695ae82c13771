import { describe, expect, it } from 'vitest';
import type { DateLock } from '../../domain/booking/booking';
import type { AvailabilityPort } from '../../ports/availability-port';

export interface AvailabilityHarness {
  availability: AvailabilityPort;
  /** Stores these locks the way the adapter's backend keeps them (a confirmed booking's lock, a day off, a new request's hold). */
  seed(locks: DateLock[]): Promise<void>;
}

/** What every AvailabilityPort adapter must show (ports/availability-port.ts). */
export function availabilityContract(name: string, setup: () => Promise<AvailabilityHarness>) {
  describe(`AvailabilityPort contract: ${name}`, () => {
    it('lists the taken and blocked days of a range, boundaries included, ascending, with their reasons', async () => {
      const { availability, seed } = await setup();
      await seed([
        { date: '2027-06-30', reason: 'blocked' },
        { date: '2027-06-12', reason: 'booked', bookingId: 'b-jun' },
        { date: '2027-06-01', reason: 'blocked' },
        { date: '2027-05-31', reason: 'booked', bookingId: 'b-may' },
        { date: '2027-07-01', reason: 'blocked' },
      ]);
      const june = await availability.listDateLocks('2027-06-01', '2027-06-30');
      expect(june.map((l) => [l.date, l.reason])).toEqual([
        ['2027-06-01', 'blocked'],
        ['2027-06-12', 'booked'],
        ['2027-06-30', 'blocked'],
      ]);
      await expect(availability.listDateLocks('2027-08-01', '2027-08-31')).resolves.toEqual([]);
    });

    it('reports live date holds with their end (the calendar shows "předběžně obsazeno") and leaves out expired ones', async () => {
      const { availability, seed } = await setup();
      const inAWeek = new Date(Date.now() + 7 * 86_400_000).toISOString();
      await seed([
        { date: '2027-09-04', reason: 'held', bookingId: 'b-live', expiresAt: inAWeek },
        { date: '2027-09-05', reason: 'held', bookingId: 'b-open' },
        { date: '2027-09-11', reason: 'held', bookingId: 'b-expired', expiresAt: new Date(Date.now() - 60_000).toISOString() },
      ]);
      expect(await availability.listDateLocks('2027-09-01', '2027-09-30')).toEqual([
        { date: '2027-09-04', reason: 'held', bookingId: 'b-live', expiresAt: inAWeek },
        { date: '2027-09-05', reason: 'held', bookingId: 'b-open' },
      ]);
    });
  });
}
