import { FieldValue } from 'firebase-admin/firestore';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { sendPendingDayPlanNotices } from '../../application/portal/day-plan-notices';
import { EMPTY_DAY_PLAN, type DayPlan } from '../../domain/day-plan/day-plan';
import { dayPlanMailId } from '../../domain/day-plan/day-plan-mail';
import type { MailSettings } from '../../ports/units/mail-settings-port';
import type { DayPlanRecord } from '../../ports/units/day-plan-store-port';
import { DAY_PLANS, fromDayPlanDocument, toDayPlanDocument } from '../../ports/wire/day-plan-documents';
import { BOOKINGS, MAIL, toBookingDocument } from '../../ports/wire/firestore-documents';
import { db, toTimestamp } from '../../tests/support/admin-firestore';
import { aBooking } from '../../tests/support/booking-mother';
import { clearFirestore, onEmulators } from '../../tests/support/emulator-support';
import { MAIL_PRICES } from '../../tests/support/mail-context-mother';
import { dayPlanNoticeStore } from './firestore-day-plan-store';

/** A fixed clock: the emulator never fires schedules, so the test runs the scheduled body itself. */
const NOW = new Date('2027-04-01T11:00:00.000Z');
const at = (minutesFromNow: number) => new Date(NOW.getTime() + minutesFromNow * 60_000).toISOString();
/** A small page, so the query of due plans runs over several pages. */
const PAGE = 2;
const MAIL_SETTINGS: MailSettings = { siteUrl: 'https://www.terezanovakova-foto.cz', photographerEmail: 'fotograf@example.cz', prices: { getPriceList: async () => MAIL_PRICES } };
const TOLD: DayPlan = { ...EMPTY_DAY_PLAN, items: [{ time: '13:00', what: 'Obřad', where: '' }] };
const NOW_PLAN: DayPlan = { ...TOLD, groupPhotos: ['Rodina nevěsty'] };
const run = (now = NOW) => sendPendingDayPlanNotices({ now }, dayPlanNoticeStore(db(), MAIL_SETTINGS, PAGE));

/** A confirmed booking whose plan changed (a group photo added) after the photographer's first notice an hour ago. */
async function planPending(noticeDueAt: string | null) {
  const booking = aBooking({ status: 'confirmed' });
  await db().collection(BOOKINGS).doc(booking.id).set(toBookingDocument(booking, toTimestamp));
  const record: DayPlanRecord = { plan: NOW_PLAN, updatedAt: at(-50), notice: { at: at(-60), plan: TOLD, count: 1 }, noticeDueAt };
  await db().collection(DAY_PLANS).doc(booking.id).set(toDayPlanDocument(record, toTimestamp));
  return booking.id;
}

const stored = async (id: string) => fromDayPlanDocument((await db().collection(DAY_PLANS).doc(id).get()).data()!);

describe.skipIf(!onEmulators)('the day plans\' pending notices (the scheduled run against the Firestore emulator)', () => {
  beforeEach(clearFirestore);
  afterAll(clearFirestore);

  it('tells the photographer the changes of each plan whose hour is over, keeps the others pending, and a second run sends nothing', async () => {
    const due = [await planPending(at(0)), await planPending(at(-5)), await planPending(at(-30))];
    const later = await planPending(at(1));
    const none = await planPending(null);
    // A plan saved before `noticeDueAt` existed has no such field: never found, never an error.
    const old = await planPending(null);
    await db().collection(DAY_PLANS).doc(old).update({ noticeDueAt: FieldValue.delete() });

    expect((await run()).dayPlanNotices.sort()).toEqual([...due].sort());
    for (const id of due) {
      const mail = (await db().collection(MAIL).doc(dayPlanMailId.changed(id, 2)).get()).data()!;
      expect(mail).toMatchObject({ to: 'fotograf@example.cz', bookingId: id });
      expect(mail.message.text).toContain('Skupinové fotky: přibylo 1');
      expect(await stored(id)).toMatchObject({ notice: { at: NOW.toISOString(), count: 2, plan: NOW_PLAN }, noticeDueAt: null, updatedAt: at(-50) });
    }
    expect(await stored(later)).toMatchObject({ notice: { count: 1 }, noticeDueAt: at(1) });
    for (const id of [later, none, old]) expect((await db().collection(MAIL).doc(dayPlanMailId.changed(id, 2)).get()).exists).toBe(false);

    expect((await run()).dayPlanNotices).toEqual([]);
    expect((await run(new Date(at(1)))).dayPlanNotices).toEqual([later]);
  });
});
