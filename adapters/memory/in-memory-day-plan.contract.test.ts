import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { dayPlanContract } from '../../tests/contracts/day-plan.contract';
import { DEMO_ADMIN, DEMO_VISITOR, demoMailSettings, signedInAs } from '../../tests/support/memory-sessions';
import { aBooking } from '../../tests/support/booking-mother';
import { dayPlanMailId } from '../../domain/day-plan/day-plan-mail';
import { DAY_PLAN_NOTICE_INTERVAL_MS } from '../../domain/day-plan/day-plan-changes';
import { InMemoryAuth } from './in-memory-auth';
import { InMemoryBookingRepository } from './in-memory-booking-repository';
import { InMemoryCoupleDayPlan, InMemoryDeskDayPlan } from './in-memory-day-plan';
import { InMemoryDayPlans } from './in-memory-day-plans';
import { InMemoryOutbox } from './in-memory-outbox';
import { InMemoryCouplePortal } from './in-memory-couple-portal';
import type { MemoryAdapterOptions } from './memory-adapter-options';

const PASSWORD = 'Svatba2027a';

async function harness(options: MemoryAdapterOptions = {}) {
  const bookings = new InMemoryBookingRepository(options);
  const auth = new InMemoryAuth(options);
  const outbox = new InMemoryOutbox();
  const plans = new InMemoryDayPlans();
  const couple = new InMemoryCoupleDayPlan(bookings, auth, options, outbox, demoMailSettings(options), plans);
  const portal = new InMemoryCouplePortal(bookings, auth, options, outbox, demoMailSettings(options), undefined, plans);
  return {
    portal,
    plans,
    couple,
    desk: new InMemoryDeskDayPlan(bookings, await signedInAs(options, DEMO_ADMIN), plans),
    visitorDesk: new InMemoryDeskDayPlan(bookings, await signedInAs(options, DEMO_VISITOR), plans),
    signInAs: async (email: string) => {
      auth.addAccount({ email, password: PASSWORD, displayName: email, roles: ['visitor'] });
      await auth.signIn({ identifier: email, password: PASSWORD });
    },
    signOut: () => auth.signOut(),
    seed: (booking: Parameters<InMemoryBookingRepository['put']>[0]) => bookings.put(booking),
    mailIds: async (id: string) => outbox.list().filter((m) => m.bookingId === id).map((m) => m.id),
    outbox,
  };
}

dayPlanContract('in-memory', () => harness());

describe('InMemoryCoupleDayPlan specifics', () => {
  it('after the hour the next change sends the second notice, summarising what changed since the first', async () => {
    let now = new Date('2027-04-01T10:00:00Z');
    const h = await harness({ now: () => now });
    const email = 'hodina@example.cz';
    await h.seed(aBooking({ id: 'b-hour', status: 'confirmed', contact: { coupleNames: 'A a B', email, phone: '+420777123456' } }));
    await h.signInAs(email);
    await h.couple.save('b-hour', { items: [{ time: '13:00', what: 'Obřad', where: '' }], people: [], groupPhotos: [], notes: '' });
    now = new Date(now.getTime() + DAY_PLAN_NOTICE_INTERVAL_MS - 1000);
    await h.couple.save('b-hour', { items: [{ time: '13:30', what: 'Obřad', where: '' }], people: [], groupPhotos: [], notes: '' });
    expect(await h.mailIds('b-hour')).toEqual([dayPlanMailId.changed('b-hour', 1)]);
    now = new Date(now.getTime() + 2000);
    await h.couple.save('b-hour', { items: [{ time: '13:30', what: 'Obřad', where: '' }], people: [], groupPhotos: ['Rodina'], notes: '' });
    const second = h.outbox.list().find((m) => m.id === dayPlanMailId.changed('b-hour', 2))!;
    expect(second.message.text).toContain('Program dne: přibylo 1, ubylo 1');
    expect(second.message.text).toContain('Skupinové fotky: přibylo 1');
    expect(second.message.text).not.toContain('777');
  });
});

describe('the plan is personal data', () => {
  it('"Stáhnout moje údaje" carries the plan with its booking, and "Smazat účet" erases it with the booking', async () => {
    const h = await harness();
    const email = 'soukromi@example.cz';
    await h.seed(aBooking({ id: 'b-gdpr-plan', status: 'confirmed', contact: { coupleNames: 'A a B', email, phone: '+420777123456' } }));
    await h.signInAs(email);
    await h.couple.save('b-gdpr-plan', { items: [], people: [{ name: 'Eva', role: 'svědkyně', phone: '777123456' }], groupPhotos: [], notes: '' });
    const exported = await h.portal.exportMyData(PASSWORD);
    expect(exported.bookings[0]).toMatchObject({ id: 'b-gdpr-plan', dayPlan: { people: [{ name: 'Eva', phone: '+420777123456' }] } });
    // A confirmed booking is kept for the contract on erasure; a new one goes whole, its plan with it.
    await h.seed(aBooking({ id: 'b-gdpr-new', status: 'new', contact: { coupleNames: 'A a B', email, phone: '+420777123456' } }));
    h.plans.set('b-gdpr-new', { plan: { items: [], people: [], groupPhotos: ['Rodina'], notes: '' }, updatedAt: '2027-01-01T00:00:00.000Z', notice: null, noticeDueAt: null });
    await expect(h.portal.deleteAccount(PASSWORD)).resolves.toMatchObject({ erasedBookings: ['b-gdpr-new'] });
    expect(h.plans.get('b-gdpr-new')).toBeNull();
  });
});
