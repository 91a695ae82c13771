import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { InMemoryAuth } from './in-memory-auth';
import { InMemoryBookingRepository } from './in-memory-booking-repository';
import { InMemoryCoupleDayPlan, memoryDayPlanNoticeStore } from './in-memory-day-plan';
import { InMemoryDayPlans } from './in-memory-day-plans';
import { InMemoryOutbox } from './in-memory-outbox';
import { EMPTY_DAY_PLAN, type DayPlan } from '../../domain/day-plan/day-plan';
import { DAY_PLAN_NOTICE_INTERVAL_MS } from '../../domain/day-plan/day-plan-changes';
import { dayPlanMailId } from '../../domain/day-plan/day-plan-mail';
import { aBooking } from '../../tests/support/booking-mother';
import { demoMailSettings } from '../../tests/support/memory-sessions';
import { sendPendingDayPlanNotices } from '../../application/portal/day-plan-notices';

const START = new Date('2027-04-01T10:00:00.000Z');
const EMAIL = 'davka@example.cz';
const ID = 'b-burst';
const minutes = (n: number) => new Date(START.getTime() + n * 60_000);
const planWith = (...groupPhotos: string[]): DayPlan => ({ ...EMPTY_DAY_PLAN, items: [{ time: '13:00', what: 'Obřad', where: '' }], groupPhotos });

/** The couple's plan and the scheduled run over the same fakes, on one injected clock (no waiting). */
async function world() {
  let now = START;
  const options = { now: () => now };
  const bookings = new InMemoryBookingRepository(options);
  const auth = new InMemoryAuth(options);
  const outbox = new InMemoryOutbox();
  const plans = new InMemoryDayPlans();
  const mail = demoMailSettings(options);
  const couple = new InMemoryCoupleDayPlan(bookings, auth, options, outbox, mail, plans);
  await bookings.put(aBooking({ id: ID, status: 'confirmed', contact: { coupleNames: 'A a B', email: EMAIL, phone: '+420777123456' } }));
  auth.addAccount({ email: EMAIL, password: 'Svatba2027a', displayName: EMAIL, roles: ['visitor'] });
  await auth.signIn({ identifier: EMAIL, password: 'Svatba2027a' });
  return {
    couple,
    plans,
    at: (instant: Date) => void (now = instant),
    run: () => sendPendingDayPlanNotices({ now }, memoryDayPlanNoticeStore({ bookings, plans, outbox, mail })),
    notices: () => outbox.list().filter((m) => m.bookingId === ID),
  };
}

describe('the photographer is told the last change of a burst (sendPendingDayPlanNotices)', () => {
  it('sends what was saved inside the hour once the hour after the last notice is over, and only once', async () => {
    const w = await world();
    await w.couple.save(ID, planWith());
    expect(w.notices().map((m) => m.id)).toEqual([dayPlanMailId.changed(ID, 1)]);
    w.at(minutes(10));
    await w.couple.save(ID, planWith('Rodina nevěsty'));
    w.at(minutes(50));
    await w.couple.save(ID, planWith('Rodina nevěsty', 'Kamarádi'));
    // The burst ended inside the hour: no save will come to carry it.
    w.at(new Date(START.getTime() + DAY_PLAN_NOTICE_INTERVAL_MS - 1));
    expect(await w.run()).toEqual({ dayPlanNotices: [] });
    expect(w.notices()).toHaveLength(1);

    w.at(new Date(START.getTime() + DAY_PLAN_NOTICE_INTERVAL_MS));
    expect(await w.run()).toEqual({ dayPlanNotices: [ID] });
    const second = w.notices().find((m) => m.id === dayPlanMailId.changed(ID, 2))!;
    expect(second.message.text).toContain('Skupinové fotky: přibylo 2');
    expect(w.plans.get(ID)).toMatchObject({ notice: { count: 2, plan: planWith('Rodina nevěsty', 'Kamarádi') }, noticeDueAt: null });

    w.at(minutes(200));
    expect(await w.run()).toEqual({ dayPlanNotices: [] });
    expect(w.notices()).toHaveLength(2);
  });

  it('leaves nothing to the run when a save after the hour told the changes itself', async () => {
    const w = await world();
    await w.couple.save(ID, planWith());
    w.at(minutes(30));
    await w.couple.save(ID, planWith('Rodina'));
    expect(w.plans.get(ID)?.noticeDueAt).toBe(minutes(60).toISOString());
    w.at(minutes(61));
    await w.couple.save(ID, planWith('Rodina', 'Svědci'));
    expect(w.notices().map((m) => m.id)).toEqual([dayPlanMailId.changed(ID, 1), dayPlanMailId.changed(ID, 2)]);
    expect(w.plans.get(ID)?.noticeDueAt).toBeNull();
    w.at(minutes(180));
    expect(await w.run()).toEqual({ dayPlanNotices: [] });
  });

  it('tells nothing when the burst ended where it began (a change undone)', async () => {
    const w = await world();
    await w.couple.save(ID, planWith());
    w.at(minutes(5));
    await w.couple.save(ID, planWith('Omyl'));
    w.at(minutes(6));
    await w.couple.save(ID, planWith());
    expect(w.plans.get(ID)?.noticeDueAt).toBeNull();
    w.at(minutes(90));
    expect(await w.run()).toEqual({ dayPlanNotices: [] });
    expect(w.notices()).toHaveLength(1);
  });
});
