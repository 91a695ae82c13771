import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { applyRetention } from '../../application/privacy/apply-retention';
import { EMPTY_DAY_PLAN, type DayPlan } from '../../domain/day-plan/day-plan';
import { RETENTION_PERIODS } from '../../domain/privacy/retention';
import { DAY_PLANS, toDayPlanDocument } from '../../ports/wire/day-plan-documents';
import { BOOKINGS, toBookingDocument } from '../../ports/wire/firestore-documents';
import { db, toTimestamp } from '../../tests/support/admin-firestore';
import { aBooking } from '../../tests/support/booking-mother';
import { clearFirestore, onEmulators } from '../../tests/support/emulator-support';
import { NO_GALLERIES } from '../../tests/support/no-galleries';
import { firestoreRetentionStore } from './firestore-retention-store';

/** A fixed clock (the emulator never fires schedules): 90 days before 2027-03-01 in Prague is 2026-12-01. */
const NOW = new Date('2027-03-01T12:00:00.000Z');
/** A small page, so the listing of plans runs over several pages. */
const PAGE = 2;
const PLAN: DayPlan = {
  ...EMPTY_DAY_PLAN,
  items: [{ time: '13:00', what: 'Obřad', where: 'Zámek Liblice' }],
  people: [{ name: 'Karel Svědek', role: 'svědek', phone: '+420777000111' }],
};

async function putPlan(bookingId: string) {
  await db().collection(DAY_PLANS).doc(bookingId).set(toDayPlanDocument({ plan: PLAN, updatedAt: '2026-10-01T10:00:00.000Z', notice: null, noticeDueAt: null }, toTimestamp));
}

async function putBookingWithPlan(weddingDate: string) {
  const booking = aBooking({ status: 'completed', weddingDate });
  await db().collection(BOOKINGS).doc(booking.id).set(toBookingDocument(booking, toTimestamp));
  await putPlan(booking.id);
  return booking;
}

const planExists = async (id: string) => (await db().collection(DAY_PLANS).doc(id).get()).exists;

describe.skipIf(!onEmulators)('retention of day plans (the scheduled run against the Firestore emulator)', () => {
  beforeEach(clearFirestore);
  afterAll(clearFirestore);

  it('deletes the plans of weddings more than 90 days past and of bookings that are gone, keeps the rest and the bookings, and a second run finds nothing', async () => {
    const past = await putBookingWithPlan('2026-11-30');
    const recent = await putBookingWithPlan('2026-12-01');
    const ahead = await putBookingWithPlan('2027-06-12');
    await putPlan('booking-gone');
    const run = () => applyRetention({ now: NOW, periods: RETENTION_PERIODS }, firestoreRetentionStore(db(), PAGE), NO_GALLERIES);

    const report = await run();
    expect(report.dayPlansDeleted.sort()).toEqual([past.id, 'booking-gone'].sort());
    expect(await planExists(past.id)).toBe(false);
    expect(await planExists('booking-gone')).toBe(false);
    expect(await planExists(recent.id)).toBe(true);
    expect(await planExists(ahead.id)).toBe(true);
    // The booking itself stays for its own (contract) period.
    expect((await db().collection(BOOKINGS).doc(past.id).get()).exists).toBe(true);

    expect((await run()).dayPlansDeleted).toEqual([]);
  });
});
