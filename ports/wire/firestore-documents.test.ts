// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { aBooking } from '../../tests/support/booking-mother';
import { anonymiseBooking } from '../../domain/privacy/anonymise';
import { fromBookingDocument, fromLockDocument, mailAgeOf, mailDeliveryOf, toBookingDocument, toLockDocument, toMailDocument } from './firestore-documents';

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

  it('keeps the agreed prices; a booking stored without them, or with a malformed record, reads as price unknown', () => {
    const pricing = { package: { slug: 'cely-den', name: 'Celý den', priceCzk: 39000 }, extras: [{ slug: 'album', name: 'Album', priceCzk: 6900 }] };
    expect(fromBookingDocument(toBookingDocument(aBooking({ pricing }), ts)).pricing).toEqual(pricing);
    expect('pricing' in fromBookingDocument(toBookingDocument(aBooking(), ts))).toBe(false);
    const malformed = { ...toBookingDocument(aBooking(), ts), pricing: { package: { slug: 'x', name: 'X', priceCzk: 'hodně' }, extras: [] } };
    expect('pricing' in fromBookingDocument(malformed)).toBe(false);
  });

  it('keeps the stored variable symbol; none, or a malformed one, reads as none (derived as before)', () => {
    expect(fromBookingDocument(toBookingDocument(aBooking({ variableSymbol: '2706121234' }), ts)).variableSymbol).toBe('2706121234');
    expect('variableSymbol' in fromBookingDocument(toBookingDocument(aBooking(), ts))).toBe(false);
    expect('variableSymbol' in fromBookingDocument({ ...toBookingDocument(aBooking(), ts), variableSymbol: '27-06' })).toBe(false);
  });
});

describe('anonymised bookings and outbox mails', () => {
  it('an anonymised booking stores no search terms and reads back with its anonymisedAt', () => {
    const after = anonymiseBooking(aBooking({ status: 'declined' }), '2027-03-01T12:00:00.000Z');
    const doc = toBookingDocument(after, ts);
    expect(doc).not.toHaveProperty('searchTerms');
    expect(doc.anonymisedAt).toBeInstanceOf(FakeTimestamp);
    expect(fromBookingDocument(doc)).toEqual(after);
    expect(toBookingDocument(aBooking(), ts).searchTerms).not.toEqual([]);
  });

  it('a mail is stored in the Trigger Email format: envelope and message, attachments as nodemailer takes them, no id field', () => {
    const attachment = { filename: 'svatba-2027-06-12.ics', content: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n', contentType: 'text/calendar; charset=utf-8' };
    const message = { subject: 'Předmět', text: 'Text', html: '<p>Text</p>' };
    const doc = toMailDocument({ id: 'b1-status-1', to: 'a@example.cz', replyTo: 'f@example.cz', message: { ...message, attachments: [attachment] } }, '2027-01-01T00:00:00.000Z', ts);
    expect(Object.keys(doc).sort()).toEqual(['createdAt', 'message', 'replyTo', 'to']);
    expect(doc.message).toEqual({ ...message, attachments: [attachment] });
    const plain = toMailDocument({ id: 'c1', to: 'a@example.cz', message }, '2027-01-01T00:00:00.000Z', ts);
    expect(plain).not.toHaveProperty('replyTo');
    expect(plain.message).toEqual(message);
  });

  it('a mail is stored with when it was queued; its age reads from that, or from the extension\'s delivery time', () => {
    const doc = toMailDocument({ id: 'm1', to: 'a@example.cz', message: { subject: 'x', text: 'x', html: 'x' } }, '2027-01-01T00:00:00.000Z', ts);
    expect(mailAgeOf(doc)).toEqual({ createdAt: '2027-01-01T00:00:00.000Z' });
    expect(mailAgeOf({ delivery: { endTime: ts('2026-05-01T00:00:00.000Z') } })).toEqual({ deliveredAt: '2026-05-01T00:00:00.000Z' });
    expect(mailAgeOf({ to: 'a@example.cz' })).toEqual({});
  });
});

describe('outbox mail delivery', () => {
  it('reads the sender\'s delivery field as plain values: state, attempts, instants as ISO strings and the message id', () => {
    const data = {
      delivery: {
        state: 'SUCCESS',
        attempts: 2,
        error: null,
        startTime: ts('2027-03-01T12:00:00.000Z'),
        endTime: ts('2027-03-01T12:00:01.000Z'),
        leaseExpireTime: null,
        info: { messageId: '<abc@example.cz>', accepted: ['a@example.cz'] },
      },
    };
    expect(mailDeliveryOf(data)).toEqual({
      state: 'SUCCESS',
      attempts: 2,
      startTime: '2027-03-01T12:00:00.000Z',
      endTime: '2027-03-01T12:00:01.000Z',
      messageId: '<abc@example.cz>',
    });
    expect(mailDeliveryOf({ delivery: { state: 'ERROR', error: '550 Mailbox does not exist' } })).toEqual({ state: 'ERROR', attempts: 0, error: '550 Mailbox does not exist' });
  });

  it('a mail no sender has seen has no delivery, and a state no sender writes is left undefined', () => {
    expect(mailDeliveryOf({ to: 'a@example.cz' })).toBeUndefined();
    expect(mailDeliveryOf({ delivery: null })).toBeUndefined();
    expect(mailDeliveryOf({ delivery: { state: 'SENT', attempts: 1 } })).toEqual({ attempts: 1 });
  });
});

describe('date lock documents', () => {
  it("a hold's end is stored as a Timestamp and read back as the same ISO instant; other locks carry none", () => {
    const held = { date: '2027-06-12', reason: 'held' as const, bookingId: 'b1', expiresAt: '2027-03-08T10:00:00.000Z' };
    const doc = toLockDocument(held, ts);
    expect(doc.expiresAt).toBeInstanceOf(FakeTimestamp);
    expect(fromLockDocument(doc)).toEqual(held);
    expect(toLockDocument({ date: '2027-06-12', reason: 'booked', bookingId: 'b1', expiresAt: held.expiresAt }, ts)).toEqual({ date: '2027-06-12', reason: 'booked', bookingId: 'b1' });
    expect(fromLockDocument({ date: '2027-06-12', reason: 'held', bookingId: 'b1' })).toEqual({ date: '2027-06-12', reason: 'held', bookingId: 'b1' });
    expect(fromLockDocument({ date: '2027-06-13', reason: 'blocked' })).toEqual({ date: '2027-06-13', reason: 'blocked' });
  });
});
