import { describe, expect, it } from 'vitest';
import type { Booking, DateLock } from '../../domain/booking/booking';
import { aBooking } from '../../tests/support/booking-mother';
import { lookupReservation } from './lookup-reservation';
import type { ReservationFinder } from '../../ports/units/reservation-finder-port';

const now = new Date('2027-01-10T12:00:00Z');
const email = 'jana@example.cz';

/** A finder over a few bookings and stored lock documents, counting the lock reads. */
function finderOver(bookings: Booking[], locks: DateLock[]) {
  const lockReads: string[] = [];
  const finder: ReservationFinder = {
    countAttempt: async () => undefined,
    find: async (code, normalised) => bookings.find((b) => b.reservationCode === code && b.contact.email === normalised) ?? null,
    lockOn: async (date) => {
      lockReads.push(date);
      return locks.find((l) => l.date === date) ?? null;
    },
  };
  return { finder, lockReads };
}

const look = (code: string, finder: ReservationFinder, at = now) => lookupReservation({ reservationCode: code, email, client: 'c', now: at }, finder);

describe('lookupReservation: a request holding its day', () => {
  const request = aBooking({ id: 'r1', reservationCode: 'K7PM-4XQ2', weddingDate: '2027-06-12', contact: { coupleNames: 'Jana a Petr', email, phone: '+420601234567' } });
  const hold: DateLock = { date: '2027-06-12', reason: 'held', bookingId: 'r1', expiresAt: '2027-01-17T12:00:00.000Z' };

  it('says until when its own live hold lasts, or that it lasts until the photographer answers', async () => {
    expect(await look('K7PM-4XQ2', finderOver([request], [hold]).finder)).toMatchObject({ status: 'new', hold: { until: '2027-01-17T12:00:00.000Z' } });
    const open = await look('K7PM-4XQ2', finderOver([request], [{ ...hold, expiresAt: undefined }]).finder);
    expect(open?.hold).toEqual({});
  });

  it('says nothing of a hold that has ended (before the scheduler deletes it) or of another request\'s hold', async () => {
    expect(await look('K7PM-4XQ2', finderOver([request], [hold]).finder, new Date('2027-01-17T12:00:00Z'))).not.toHaveProperty('hold');
    expect(await look('K7PM-4XQ2', finderOver([request], [{ ...hold, bookingId: 'r2' }]).finder)).not.toHaveProperty('hold');
    expect(await look('K7PM-4XQ2', finderOver([request], []).finder)).not.toHaveProperty('hold');
  });

  it('reads no lock for a booking whose status holds nothing (confirmed, declined…) nor for a miss', async () => {
    const confirmed = { ...request, status: 'confirmed' as const };
    const { finder, lockReads } = finderOver([confirmed], [{ date: '2027-06-12', reason: 'booked', bookingId: 'r1' }]);
    expect(await look('K7PM-4XQ2', finder)).not.toHaveProperty('hold');
    expect(await look('K7PM-4XQ3', finder)).toBeNull();
    expect(lockReads).toEqual([]);
  });
});
