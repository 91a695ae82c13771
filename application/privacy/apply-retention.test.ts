import { mailIdsOf, onceOnlyMailIdsOf } from '../../domain/booking/booking-mail';
import { describe, expect, it } from 'vitest';
import type { Booking } from '../../domain/booking/booking';
import { RETENTION_PERIODS } from '../../domain/privacy/retention';
import { aBooking } from '../../tests/support/booking-mother';
import { NO_GALLERIES } from '../../tests/support/no-galleries';
import { applyRetention } from './apply-retention';
import type { RetentionStore, RetentionUnit } from '../../ports/units/retention-store-port';

const NOW = new Date('2027-03-01T12:00:00.000Z');
const OLD = '2026-01-01T00:00:00.000Z';

/** A store whose query answered `listed` while the stored bookings are `stored` (changed since the query). */
function storeOf(listed: Booking[], stored: Map<string, Booking>) {
  const writes: string[] = [];
  const unit: RetentionUnit = {
    load: async (id) => (stored.has(id) ? { booking: stored.get(id)!, lock: null } : null),
    queuedMailIds: async (id) => [`${id}-couple-resend-1`],
    anonymise: async (after, _lock, { mailIds, messageIds, markerIds }) => void writes.push(`anonymise ${after.id}`, ...mailIds, ...messageIds, ...markerIds),
    erase: async (booking, _lock, { mailIds, messageIds, markerIds }) => void writes.push(`erase ${booking.id}`, ...mailIds, ...messageIds, ...markerIds),
  };
  const store: RetentionStore = {
    async *candidates() {
      yield* listed;
    },
    async *mails() {},
    deleteMails: async () => undefined,
    async *onceMarkers() {},
    deleteOnceMarkers: async () => undefined,
    stampMails: async () => undefined,
    atomically: (work) => work(unit),
  };
  return { store, writes };
}

describe('applyRetention', () => {
  it('decides again on what is stored: a request confirmed since the query is not anonymised', async () => {
    const listed = aBooking({ status: 'new', weddingDate: '2027-01-01', updatedAt: OLD });
    const { store, writes } = storeOf([listed], new Map([[listed.id, { ...listed, status: 'confirmed', updatedAt: NOW.toISOString() }]]));
    expect(await applyRetention({ now: NOW, periods: RETENTION_PERIODS }, store, NO_GALLERIES)).toEqual({ anonymised: [], erased: [], mailsDeleted: 0, mailsStamped: 0, markersDeleted: 0, galleriesDeleted: [] });
    expect(writes).toEqual([]);
  });

  it('skips a booking erased since the query, and acts on the rest, taking its mails (resends too) and its thread', async () => {
    const gone = aBooking({ status: 'declined', updatedAt: OLD });
    const message = { at: OLD, by: 'jana@example.cz', from: 'new', to: 'new', event: 'message' } as const;
    const closed = aBooking({
      status: 'cancelled',
      updatedAt: OLD,
      history: [{ at: OLD, by: 'public', from: null, to: 'new' }, message, message, { at: OLD, by: 'fotograf@example.cz', from: 'new', to: 'cancelled' }],
    });
    const { store, writes } = storeOf([gone, closed], new Map([[closed.id, closed]]));
    const report = await applyRetention({ now: NOW, periods: RETENTION_PERIODS }, store, NO_GALLERIES);
    expect(report.anonymised).toEqual([closed.id]);
    expect(writes).toEqual([`anonymise ${closed.id}`, ...mailIdsOf(closed), `${closed.id}-couple-resend-1`, `${closed.id}-m1`, `${closed.id}-m2`, ...onceOnlyMailIdsOf(closed)]);
    expect(mailIdsOf(closed)).toContain(`${closed.id}-couple`);
  });
});
