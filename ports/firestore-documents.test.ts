// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { aBooking } from '../tests/support/booking-mother';
import { fromBookingDocument, toBookingDocument } from './firestore-documents';

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
