// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { aBooking } from '../../tests/support/booking-mother';
import { fromBookingDocument, indexFieldsFor, lockChange, toBookingDocument, type IndexField } from './booking-document';

/** Stands in for either SDK's Timestamp: all the mapping relies on is `toDate()`. */
class FakeTimestamp {
  constructor(readonly millis: number) {}
  toDate() {
    return new Date(this.millis);
  }
}
const ts = (iso: string) => new FakeTimestamp(Date.parse(iso));

describe('booking documents', () => {
  it('stores instants as Timestamps, leaves out undefined, and reads back the same plain booking', () => {
    const booking = aBooking({ venue: undefined, marketingConsentAt: '2026-11-01T10:00:00.000Z' });
    const doc = toBookingDocument(booking, ts);
    expect(doc.createdAt).toBeInstanceOf(FakeTimestamp);
    expect((doc.history as Array<{ at: unknown }>)[0]!.at).toBeInstanceOf(FakeTimestamp);
    expect('venue' in doc).toBe(false);
    const { venue: _venue, ...expected } = booking;
    expect(fromBookingDocument(doc)).toEqual(expected);
  });
});

describe('lockChange', () => {
  const b = (status: 'new' | 'confirmed' | 'cancelled', id = 'b1') => ({ id, status, weddingDate: '2027-06-12' });
  const booked = { date: '2027-06-12', reason: 'booked' as const, bookingId: 'b1' };

  it('takes the date when a booking enters a date-taking status', () => {
    expect(lockChange(b('new'), b('confirmed'), null)).toEqual({ set: booked });
  });

  it('refuses a date another booking or a blocked day holds', () => {
    expect(() => lockChange(b('new', 'b2'), b('confirmed', 'b2'), booked)).toThrow(expect.objectContaining({ code: 'booking/date-taken' }));
    expect(() => lockChange(null, b('confirmed'), { date: '2027-06-12', reason: 'blocked' })).toThrow(
      expect.objectContaining({ code: 'booking/date-blocked' }),
    );
  });

  it('frees only its own lock when cancelled or deleted', () => {
    expect(lockChange(b('confirmed'), b('cancelled'), booked)).toEqual({ delete: '2027-06-12' });
    expect(lockChange(b('confirmed'), null, booked)).toEqual({ delete: '2027-06-12' });
    expect(lockChange(b('confirmed', 'b2'), null, booked)).toEqual({});
    expect(lockChange(b('confirmed'), b('confirmed'), booked)).toEqual({});
  });
});

describe('firestore.indexes.json', () => {
  const indexes = (JSON.parse(readFileSync(new URL('../../firestore.indexes.json', import.meta.url), 'utf8')) as {
    indexes: Array<{ collectionGroup: string; fields: IndexField[] }>;
  }).indexes;

  it('holds a composite index for every query shape the booking list can send', () => {
    for (const search of [undefined, '', 'nováková jana'] as const) {
      for (const status of [undefined, 'new'] as const) {
        for (const range of [{}, { from: '2027-01-01' }, { to: '2027-12-31' }, { from: '2027-01-01', to: '2027-12-31' }]) {
          for (const orderBy of ['weddingDate', 'createdAt'] as const) {
            for (const direction of ['asc', 'desc'] as const) {
              const needed = indexFieldsFor({ search, status, orderBy, direction, ...range });
              const found = indexes.some((i) => i.collectionGroup === 'bookings' && JSON.stringify(i.fields) === JSON.stringify(needed));
              expect(found, JSON.stringify({ search, status, orderBy, direction, ...range })).toBe(true);
            }
          }
        }
      }
    }
  });
});
