import { describe, expect, it } from 'vitest';
import type { Booking } from '../../domain/booking/booking';
import { DEFAULT_REMINDER_SETTINGS } from '../../domain/booking/reminders';
import type { OutgoingMail } from '../../domain/mail/outgoing-mail';
import { aBooking } from '../../tests/support/booking-mother';
import { MAIL_PRICES } from '../../tests/support/mail-context-mother';
import { queueCoupleReminders, queuePendingDigest } from './send-reminders';
import type { MailSettings } from '../../ports/units/mail-settings-port';
import type { ReminderStore } from '../../ports/units/reminder-store-port';

// 1 March 2027, 08:00 in Prague.
const NOW = new Date('2027-03-01T07:00:00.000Z');
const command = { now: NOW, settings: DEFAULT_REMINDER_SETTINGS };

/** Every query answers every booking (a superset, as the port allows); the outbox keeps what was queued. */
function storeOf(bookings: Booking[]) {
  const outbox = new Map<string, OutgoingMail>();
  async function* all() {
    yield* bookings;
  }
  const store: ReminderStore = {
    weddingCandidates: all,
    depositCandidates: all,
    waitingRequests: all,
    async queueOnce(mail) {
      if (outbox.has(mail.id)) return false;
      outbox.set(mail.id, mail);
      return true;
    },
  };
  return { store, outbox };
}

function mailSettings() {
  let priceReads = 0;
  const settings: MailSettings = {
    siteUrl: 'https://www.terezanovakova-foto.cz',
    photographerEmail: 'fotograf@example.cz',
    prices: { getPriceList: async () => ((priceReads += 1), MAIL_PRICES) },
  };
  return { settings, priceReads: () => priceReads };
}

const confirmedOn = (at: string, overrides: Partial<Booking> = {}) =>
  aBooking({
    status: 'confirmed',
    weddingDate: '2027-08-01',
    history: [
      { at: '2027-01-01T10:00:00.000Z', by: 'public', from: null, to: 'new' },
      { at, by: 'fotograf@example.cz', from: 'new', to: 'confirmed' },
    ],
    ...overrides,
  });

describe('queueCoupleReminders', () => {
  it('decides on each candidate by the rules, whatever the store answered, and reads the price list once', async () => {
    const wedding = aBooking({ status: 'deposit-paid', weddingDate: '2027-03-20' });
    const deposit = confirmedOn('2027-02-16T10:00:00.000Z');
    const neither = [aBooking({ status: 'new', weddingDate: '2027-03-20' }), confirmedOn('2027-02-25T10:00:00.000Z')];
    const { store, outbox } = storeOf([wedding, deposit, ...neither]);
    const mail = mailSettings();
    expect(await queueCoupleReminders(command, store, mail.settings)).toEqual({ weddingReminders: [wedding.id], depositReminders: [deposit.id] });
    expect([...outbox.keys()]).toEqual([`${wedding.id}-wedding-reminder`, `${deposit.id}-deposit-reminder`]);
    expect(outbox.get(`${deposit.id}-deposit-reminder`)!.message.subject).toContain('splatná 2. března 2027');
    expect(mail.priceReads()).toBe(1);
  });

  it('reports only what it queued: a second run queues nothing', async () => {
    const { store } = storeOf([aBooking({ status: 'confirmed', weddingDate: '2027-03-20' })]);
    await queueCoupleReminders(command, store, mailSettings().settings);
    expect(await queueCoupleReminders(command, store, mailSettings().settings)).toEqual({ weddingReminders: [], depositReminders: [] });
  });

  it('does not call the CMS on a morning with nothing to send', async () => {
    const mail = mailSettings();
    await queueCoupleReminders(command, storeOf([aBooking({ status: 'confirmed', weddingDate: '2027-09-20' })]).store, mail.settings);
    expect(mail.priceReads()).toBe(0);
  });
});

describe('queuePendingDigest', () => {
  it('queues one digest for the Prague day to the photographer, listing only the requests waiting too long', async () => {
    const old = aBooking({ status: 'new', createdAt: '2027-02-26T07:00:00.000Z' });
    const young = aBooking({ status: 'new', createdAt: '2027-02-28T07:00:00.000Z' });
    const { store, outbox } = storeOf([old, young]);
    expect(await queuePendingDigest(command, store, mailSettings().settings)).toEqual({ mailId: 'digest-2027-03-01', waiting: [old.id], overdueDeposits: [] });
    const digest = outbox.get('digest-2027-03-01')!;
    expect(digest.to).toBe('fotograf@example.cz');
    expect(digest.message.text).toContain(`/admin/bookings/${old.id}`);
    expect(digest.message.text).not.toContain(young.id);
    expect(await queuePendingDigest(command, store, mailSettings().settings)).toEqual({ mailId: null, waiting: [old.id], overdueDeposits: [] });
    expect(outbox.size).toBe(1);
  });

  it('sends nothing when nothing waits', async () => {
    const { store, outbox } = storeOf([aBooking({ status: 'new', createdAt: '2027-02-28T07:00:00.000Z' })]);
    expect(await queuePendingDigest(command, store, mailSettings().settings)).toEqual({ mailId: null, waiting: [], overdueDeposits: [] });
    expect(outbox.size).toBe(0);
  });

  it('tells the photographer of a deposit past its due day, alone or beside waiting requests, and cancels nothing', async () => {
    // Confirmed 1 February, 14 days to pay: due 15 February, overdue on 1 March; the other is due today.
    const history = (at: string) => [{ at, by: 'fotograf@example.cz', from: 'new' as const, to: 'confirmed' as const }];
    const overdue = aBooking({ id: 'b-overdue', status: 'confirmed', history: history('2027-02-01T09:00:00.000Z') });
    const dueToday = aBooking({ id: 'b-due-today', status: 'confirmed', history: history('2027-02-15T09:00:00.000Z') });
    const { store, outbox } = storeOf([overdue, dueToday]);
    expect(await queuePendingDigest(command, store, mailSettings().settings)).toEqual({ mailId: 'digest-2027-03-01', waiting: [], overdueDeposits: ['b-overdue'] });
    const digest = outbox.get('digest-2027-03-01')!;
    expect(digest.message.subject).toBe('Ranní přehled: 1\u00A0záloha po splatnosti');
    expect(digest.message.text).toContain('/admin/bookings/b-overdue');
    expect(digest.message.text).not.toContain('b-due-today');
    // Erasing the booking must find the digest that names its couple.
    expect(digest.bookingIds).toEqual(['b-overdue']);
    expect(overdue.status).toBe('confirmed');
  });
});
