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
function storeOf(listed: Booking[], stored: Map<string, Booking>, acceptances: string[] = [], plans: string[] = []) {
  const writes: string[] = [];
  const unit: RetentionUnit = {
    load: async (id) => (stored.has(id) ? { booking: stored.get(id)!, lock: null } : null),
    queuedMailIds: async (id) => [`${id}-couple-resend-1`],
    anonymise: async (after, _lock, { mailIds, messageIds, markerIds }) => void writes.push(`anonymise ${after.id}`, ...mailIds, ...messageIds, ...markerIds),
    erase: async (booking, _lock, { mailIds, messageIds, markerIds }) => void writes.push(`erase ${booking.id}`, ...mailIds, ...messageIds, ...markerIds),
    deleteAcceptance: async (bookingId) => void writes.push(`delete acceptance ${bookingId}`),
    deleteDayPlan: async (bookingId) => void writes.push(`delete plan ${bookingId}`),
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
    async *acceptanceIds() {
      yield* acceptances;
    },
    async *dayPlanIds() {
      yield* plans;
    },
    atomically: (work) => work(unit),
  };
  return { store, writes };
}

describe('applyRetention', () => {
  it('decides again on what is stored: a request confirmed since the query is not anonymised', async () => {
    const listed = aBooking({ status: 'new', weddingDate: '2027-01-01', updatedAt: OLD });
    const { store, writes } = storeOf([listed], new Map([[listed.id, { ...listed, status: 'confirmed', updatedAt: NOW.toISOString() }]]));
    expect(await applyRetention({ now: NOW, periods: RETENTION_PERIODS }, store, NO_GALLERIES)).toEqual({ anonymised: [], erased: [], mailsDeleted: 0, mailsStamped: 0, markersDeleted: 0, galleriesDeleted: [], acceptancesDeleted: [], dayPlansDeleted: [] });
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

  it('deletes a contract acceptance once 4 years have ended after its wedding year, or once its booking is gone, and keeps a younger one even when its booking was anonymised', async () => {
    // NOW is 2027-03-01: weddings before 2023-01-01 are past the acceptance's period.
    const expired = aBooking({ status: 'completed', weddingDate: '2022-12-31' });
    const recent = aBooking({ status: 'completed', weddingDate: '2023-01-01' });
    const cancelled = aBooking({ status: 'cancelled', weddingDate: '2026-06-01', anonymisedAt: OLD, updatedAt: OLD });
    const stored = new Map([expired, recent, cancelled].map((booking) => [booking.id, booking]));
    const { store, writes } = storeOf([], stored, [expired.id, recent.id, cancelled.id, 'erased-booking']);
    const report = await applyRetention({ now: NOW, periods: RETENTION_PERIODS }, store, NO_GALLERIES);
    expect(report.acceptancesDeleted).toEqual([expired.id, 'erased-booking']);
    expect(writes).toEqual([`delete acceptance ${expired.id}`, 'delete acceptance erased-booking']);
  });

  it('deletes a day plan 90 days after its wedding, or once its booking is gone, whatever the booking\'s status, and keeps a plan whose wedding is more recent', async () => {
    // NOW is 2027-03-01: weddings before 2026-12-01 are past the plan's period.
    const past = aBooking({ status: 'completed', weddingDate: '2026-11-30' });
    const recent = aBooking({ status: 'deposit-paid', weddingDate: '2026-12-01' });
    const ahead = aBooking({ status: 'confirmed', weddingDate: '2027-06-12' });
    const anonymised = aBooking({ status: 'cancelled', weddingDate: '2026-09-01', anonymisedAt: OLD, updatedAt: OLD });
    const stored = new Map([past, recent, ahead, anonymised].map((booking) => [booking.id, booking]));
    const { store, writes } = storeOf([], stored, [], [past.id, recent.id, ahead.id, anonymised.id, 'erased-booking']);
    const report = await applyRetention({ now: NOW, periods: RETENTION_PERIODS }, store, NO_GALLERIES);
    expect(report.dayPlansDeleted).toEqual([past.id, anonymised.id, 'erased-booking']);
    expect(writes).toEqual([`delete plan ${past.id}`, `delete plan ${anonymised.id}`, 'delete plan erased-booking']);
    expect(report.acceptancesDeleted).toEqual([]);
  });
});
