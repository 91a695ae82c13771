import { describe, expect, it } from 'vitest';
import type { Booking } from '../../domain/booking/booking';
import { DAY_PLAN_LIMITS, type DayPlan } from '../../domain/day-plan/day-plan';
import { dayPlanMailId } from '../../domain/day-plan/day-plan-mail';
import type { CoupleDayPlanPort, DeskDayPlanPort } from '../../ports/day-plan-port';
import { aBooking } from '../support/booking-mother';

export interface DayPlanHarness {
  couple: CoupleDayPlanPort;
  /** The desk signed in with the admin claim. */
  desk: DeskDayPlanPort;
  /** The desk signed in without it. */
  visitorDesk: DeskDayPlanPort;
  /** Signs the couple's visitor in as a confirmed account with this e-mail (created for the test). */
  signInAs(email: string): Promise<void>;
  signOut(): Promise<void>;
  /** Stores a booking as the system keeps it. */
  seed(booking: Booking): Promise<void>;
  /** The ids of the mails queued about a booking. */
  mailIds(bookingId: string): Promise<string[]>;
}

let counter = 0;
const anEmail = (name: string) => `${name}-plan-${Date.now().toString(36)}-${(counter += 1)}@example.cz`;
const aBookingOf = (email: string, overrides: Partial<Booking> = {}) =>
  aBooking({ id: `plan-${Date.now().toString(36)}-${(counter += 1)}`, status: 'confirmed', contact: { coupleNames: 'Jana a Petr', email, phone: '+420777123456' }, ...overrides });

const plan: DayPlan = {
  items: [{ time: '13:00', what: 'Obřad', where: 'Zámek Loučeň' }],
  people: [{ name: 'Eva Malá', role: 'svědkyně', phone: '777 123 456' }],
  groupPhotos: ['Rodina nevěsty'],
  notes: 'Bez blesku v kostele.',
};

async function janaWithBooking(setup: () => Promise<DayPlanHarness>, overrides: Partial<Booking> = {}) {
  const h = await setup();
  const jana = anEmail('jana');
  const own = aBookingOf(jana, overrides);
  const foreign = aBookingOf(anEmail('petra'));
  await h.seed(own);
  await h.seed(foreign);
  await h.signInAs(jana);
  return { h, own, foreign };
}

/** What every adapter pair of the day plan ports must do (ports/day-plan-port.ts). */
export function dayPlanContract(name: string, setup: () => Promise<DayPlanHarness>) {
  describe(`Day plan ports contract: ${name}`, () => {
    it('without a signed-in account the couple\'s calls reject auth/not-signed-in', async () => {
      const h = await setup();
      await h.signOut();
      await expect(h.couple.read('x')).rejects.toMatchObject({ code: 'auth/not-signed-in' });
      await expect(h.couple.save('x', plan)).rejects.toMatchObject({ code: 'auth/not-signed-in' });
    });

    it('reads the empty plan until one is saved, then the plan as stored (tidied), and the desk reads the same', async () => {
      const { h, own } = await janaWithBooking(setup);
      await expect(h.couple.read(own.id)).resolves.toEqual({ bookingId: own.id, plan: { items: [], people: [], groupPhotos: [], notes: '' }, updatedAt: null, editable: true });
      const saved = await h.couple.save(own.id, plan);
      expect(saved.plan.people[0]!.phone).toBe('+420777123456');
      expect(saved.updatedAt).toEqual(expect.any(String));
      expect(await h.couple.read(own.id)).toEqual(saved);
      expect(await h.desk.read(own.id)).toEqual(saved);
    });

    it('a foreign booking is not-found for the couple: nothing read, nothing stored', async () => {
      const { h, foreign } = await janaWithBooking(setup);
      await expect(h.couple.read(foreign.id)).rejects.toMatchObject({ code: 'booking/not-found' });
      await expect(h.couple.save(foreign.id, plan)).rejects.toMatchObject({ code: 'booking/not-found' });
      expect((await h.desk.read(foreign.id)).updatedAt).toBeNull();
    });

    it('a bad field is refused with its code by path, and nothing is stored', async () => {
      const { h, own } = await janaWithBooking(setup);
      const bad = { ...plan, items: [{ time: '25:61', what: 'Obřad', where: '' }], people: [{ name: 'Eva', role: '', phone: '123' }] };
      await expect(h.couple.save(own.id, bad)).rejects.toMatchObject({ code: 'time/invalid', details: { fields: { 'items.0.time': 'time/invalid', 'people.0.phone': 'phone/invalid' } } });
      const tooMany = { ...plan, groupPhotos: Array.from({ length: DAY_PLAN_LIMITS.groupPhotos + 1 }, (_, i) => `Skupina ${i}`) };
      await expect(h.couple.save(own.id, tooMany)).rejects.toMatchObject({ code: 'plan/too-many-rows' });
      expect((await h.couple.read(own.id)).updatedAt).toBeNull();
    });

    it('a booking that does not hold its date before the wedding is plan/not-open; readable, not editable', async () => {
      const { h, own } = await janaWithBooking(setup, { status: 'new' });
      expect(await h.couple.read(own.id)).toMatchObject({ editable: false });
      await expect(h.couple.save(own.id, plan)).rejects.toMatchObject({ code: 'plan/not-open' });
    });

    it('the first change tells the photographer; more saves within the hour queue no further notice', async () => {
      const { h, own } = await janaWithBooking(setup);
      await h.couple.save(own.id, plan);
      await h.couple.save(own.id, { ...plan, notes: 'Bez blesku v kostele, prosím.' });
      expect(await h.mailIds(own.id)).toEqual([dayPlanMailId.changed(own.id, 1)]);
    });

    it('the desk\'s read is the admin\'s alone; an unknown booking is not-found', async () => {
      const { h, own } = await janaWithBooking(setup);
      await expect(h.visitorDesk.read(own.id)).rejects.toMatchObject({ code: 'auth/forbidden' });
      await expect(h.desk.read('neni-takova')).rejects.toMatchObject({ code: 'booking/not-found' });
    });
  });
}
