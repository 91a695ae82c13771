import { describe, expect, it } from 'vitest';
import type { Booking } from '../../domain/booking/booking';
import { DEFAULT_REMINDER_SETTINGS } from '../../domain/booking/reminders';
import { EMPTY_DAY_PLAN, type DayPlan } from '../../domain/day-plan/day-plan';
import { dayPlanMailId } from '../../domain/day-plan/day-plan-mail';
import type { OutgoingMail } from '../../domain/mail/outgoing-mail';
import { aBooking } from '../../tests/support/booking-mother';
import { queueDayPlanReminders } from './day-plan-reminders';

const now = new Date('2027-05-01T06:00:00Z');
const couple = { coupleNames: 'Jana a Petr', email: 'jana@example.cz', phone: '+420777123456' };

function storeOf(bookings: Booking[], plans: Record<string, DayPlan>) {
  const outbox = new Map<string, OutgoingMail>();
  return {
    outbox,
    store: {
      async *weddingCandidates() {
        yield* bookings;
      },
      dayPlanOf: async (id: string) => plans[id] ?? null,
      async queueOnce(mail: OutgoingMail) {
        if (outbox.has(mail.id)) return false;
        outbox.set(mail.id, mail);
        return true;
      },
    },
  };
}

const settings = { siteUrl: 'https://www.terezanovakova-foto.cz', photographerEmail: 'fotograf@example.cz', prices: { getPriceList: async () => ({ packages: [], extras: [] }) } };

describe('queueDayPlanReminders', () => {
  it('reminds a couple whose wedding is within 30 days and whose plan is empty or never saved, once; never one with a plan', async () => {
    const empty = aBooking({ id: 'b-empty', status: 'confirmed', weddingDate: '2027-05-20', contact: couple });
    const none = aBooking({ id: 'b-none', status: 'deposit-paid', weddingDate: '2027-05-31', contact: couple });
    const filled = aBooking({ id: 'b-filled', status: 'confirmed', weddingDate: '2027-05-20', contact: couple });
    const later = aBooking({ id: 'b-later', status: 'confirmed', weddingDate: '2027-06-15', contact: couple });
    const open = aBooking({ id: 'b-new', status: 'new', weddingDate: '2027-05-20', contact: couple });
    const { store, outbox } = storeOf([empty, none, filled, later, open], { 'b-empty': EMPTY_DAY_PLAN, 'b-filled': { ...EMPTY_DAY_PLAN, notes: 'Hotovo' } });
    const command = { now, settings: DEFAULT_REMINDER_SETTINGS };
    expect(await queueDayPlanReminders(command, store, settings as never)).toEqual({ dayPlanReminders: ['b-empty', 'b-none'] });
    const mail = outbox.get(dayPlanMailId.reminder('b-empty'))!;
    expect(mail).toMatchObject({ to: 'jana@example.cz', replyTo: 'fotograf@example.cz' });
    expect(mail.message.subject).toContain('Harmonogram');
    expect(mail.message.text).toContain('https://www.terezanovakova-foto.cz/ucet');
    expect(await queueDayPlanReminders(command, store, settings as never)).toEqual({ dayPlanReminders: [] });
  });
});
