import { describe, expect, it } from 'vitest';
import { aBooking } from '../../tests/support/booking-mother';
import type { Booking } from './booking';
import {
  confirmedAt,
  depositOverdue,
  DEFAULT_REMINDER_SETTINGS,
  depositDueDate,
  depositReminderDue,
  readReminderSettings,
  reminderCutoffs,
  requireRemindersOutliveMails,
  waitingTooLong,
  weddingReminderDue,
} from './reminders';

/** A booking confirmed at `at` (the history entry that moved it to `confirmed`), then perhaps paid. */
function confirmed(at: string, overrides: Partial<Booking> = {}): Booking {
  return aBooking({
    status: 'confirmed',
    history: [
      { at: '2027-01-01T10:00:00.000Z', by: 'public', from: null, to: 'new' },
      { at, by: 'fotograf@example.cz', from: 'new', to: 'confirmed' },
    ],
    ...overrides,
  });
}

// Noon in Prague on 1 March 2027 (CET, UTC+1).
const NOON = new Date('2027-03-01T11:00:00.000Z');
const cutoffs = (now = NOON, settings = DEFAULT_REMINDER_SETTINGS) => reminderCutoffs(now, settings);

describe('reminder settings', () => {
  it('default to 30 days before the wedding, 3 days before a deposit due 14 days after confirmation, and 48 hours', () => {
    expect(readReminderSettings({})).toEqual({ weddingReminderDaysBefore: 30, depositReminderDaysBefore: 3, depositDueDays: 14, digestAfterHours: 48 });
  });

  it('read the configured values and refuse nonsense, naming the setting', () => {
    expect(readReminderSettings({ weddingReminderDaysBefore: '21', depositReminderDaysBefore: '0', depositDueDays: 7, digestAfterHours: ' 24 ' })).toEqual({
      weddingReminderDaysBefore: 21,
      depositReminderDaysBefore: 0,
      depositDueDays: 7,
      digestAfterHours: 24,
    });
    expect(() => readReminderSettings({ digestAfterHours: '2 dny' })).toThrow(/digestAfterHours/);
    expect(() => readReminderSettings({ weddingReminderDaysBefore: '0' })).toThrow(/weddingReminderDaysBefore/);
    // Longer than the outbox keeps mails: the once-only id would be gone while the reminder is still due.
    expect(() => readReminderSettings({ weddingReminderDaysBefore: '200' })).toThrow(/weddingReminderDaysBefore/);
  });
});

describe('the deposit due date', () => {
  it('is the Prague day of the confirmation plus the configured days', () => {
    expect(depositDueDate(confirmed('2027-02-15T09:00:00.000Z'), 14)).toBe('2027-03-01');
    expect(depositDueDate(confirmed('2027-02-15T09:00:00.000Z'), 7)).toBe('2027-02-22');
  });

  it('counts from the day in Prague, not in UTC: a confirmation at 23:30 UTC is already the next day there', () => {
    expect(depositDueDate(confirmed('2027-02-14T23:30:00.000Z'), 14)).toBe('2027-03-01');
    expect(depositDueDate(confirmed('2027-02-14T22:59:00.000Z'), 14)).toBe('2027-02-28');
  });

  it('counts from the confirmation, whatever happened later (a deposit paid keeps the date it was due)', () => {
    const paid = confirmed('2027-02-15T09:00:00.000Z');
    paid.history.push({ at: '2027-02-20T09:00:00.000Z', by: 'fotograf@example.cz', from: 'confirmed', to: 'deposit-paid' });
    expect(confirmedAt(paid)).toBe('2027-02-15T09:00:00.000Z');
    expect(depositDueDate(paid, 14)).toBe('2027-03-01');
  });

  it('is not moved by what happens to a confirmed booking without changing its status (a couple\'s message, an edit)', () => {
    const booking = confirmed('2027-02-15T09:00:00.000Z');
    booking.history.push({ at: '2027-02-25T09:00:00.000Z', by: 'jana@example.cz', from: 'confirmed', to: 'confirmed', event: 'message' });
    expect(confirmedAt(booking)).toBe('2027-02-15T09:00:00.000Z');
    expect(depositDueDate(booking, 14)).toBe('2027-03-01');
  });

  it('does not exist before the booking is confirmed', () => {
    expect(confirmedAt(aBooking({ status: 'new' }))).toBeNull();
    expect(depositDueDate(aBooking({ status: 'new' }), 14)).toBeNull();
  });
});

describe('an overdue deposit (the photographer\'s digest)', () => {
  // Confirmed 15 February, 14 days to pay: due 1 March.
  const booking = confirmed('2027-02-15T09:00:00.000Z');

  it('is the due day once it has passed while the booking still awaits the deposit; the due day itself is not overdue', () => {
    expect(depositOverdue(booking, { today: '2027-03-01' }, 14)).toBeNull();
    expect(depositOverdue(booking, { today: '2027-03-02' }, 14)).toBe('2027-03-01');
  });

  it('is nothing for a deposit marked paid, a booking cancelled or completed, or one never confirmed', () => {
    for (const status of ['deposit-paid', 'cancelled', 'completed'] as const) expect(depositOverdue({ ...booking, status }, { today: '2027-04-01' }, 14)).toBeNull();
    expect(depositOverdue(aBooking({ status: 'new' }), { today: '2027-04-01' }, 14)).toBeNull();
  });
});

describe('one run\'s cutoffs', () => {
  it('take today from Prague: 23:30 UTC on 28 February is 1 March there', () => {
    expect(cutoffs(new Date('2027-02-28T23:30:00.000Z')).today).toBe('2027-03-01');
    expect(cutoffs(new Date('2027-02-28T22:59:59.000Z')).today).toBe('2027-02-28');
    // Summer time (UTC+2): 22:30 UTC on 30 June is already 1 July.
    expect(cutoffs(new Date('2027-06-30T22:30:00.000Z')).today).toBe('2027-07-01');
  });

  it('span tomorrow to N days ahead for weddings, today to M days ahead for deposits, and now minus H hours', () => {
    expect(cutoffs()).toEqual({
      today: '2027-03-01',
      weddingsFrom: '2027-03-02',
      weddingsUntil: '2027-03-31',
      depositsDueFrom: '2027-03-01',
      depositsDueUntil: '2027-03-04',
      requestsCreatedBefore: '2027-02-27T11:00:00.000Z',
    });
  });
});

describe('who is due a wedding reminder', () => {
  it('a confirmed or deposit-paid booking whose wedding is within 30 days, from tomorrow', () => {
    const c = cutoffs();
    expect(weddingReminderDue(aBooking({ status: 'confirmed', weddingDate: '2027-03-31' }), c)).toBe(true);
    expect(weddingReminderDue(aBooking({ status: 'deposit-paid', weddingDate: '2027-03-02' }), c)).toBe(true);
    expect(weddingReminderDue(aBooking({ status: 'deposit-paid', weddingDate: '2027-04-01' }), c)).toBe(false);
    expect(weddingReminderDue(aBooking({ status: 'deposit-paid', weddingDate: '2027-03-01' }), c)).toBe(false);
  });

  it('nobody without a contract, and no anonymised booking', () => {
    const c = cutoffs();
    for (const status of ['new', 'declined', 'cancelled', 'completed'] as const) {
      expect(weddingReminderDue(aBooking({ status, weddingDate: '2027-03-20' }), c), status).toBe(false);
    }
    expect(weddingReminderDue(aBooking({ status: 'confirmed', weddingDate: '2027-03-20', anonymisedAt: '2027-01-01T00:00:00.000Z' }), c)).toBe(false);
  });

  it('follows the configured days', () => {
    const booking = aBooking({ status: 'confirmed', weddingDate: '2027-03-20' });
    expect(weddingReminderDue(booking, cutoffs(NOON, { ...DEFAULT_REMINDER_SETTINGS, weddingReminderDaysBefore: 19 }))).toBe(true);
    expect(weddingReminderDue(booking, cutoffs(NOON, { ...DEFAULT_REMINDER_SETTINGS, weddingReminderDaysBefore: 18 }))).toBe(false);
  });
});

describe('who is due a deposit reminder', () => {
  it('a confirmed booking whose deposit is due within 3 days, today included; the due day comes with it', () => {
    const c = cutoffs();
    expect(depositReminderDue(confirmed('2027-02-18T09:00:00.000Z'), c, 14)).toBe('2027-03-04');
    expect(depositReminderDue(confirmed('2027-02-15T09:00:00.000Z'), c, 14)).toBe('2027-03-01');
    expect(depositReminderDue(confirmed('2027-02-19T09:00:00.000Z'), c, 14)).toBeNull();
    // Overdue: the photographer's call, not a reminder.
    expect(depositReminderDue(confirmed('2027-02-14T09:00:00.000Z'), c, 14)).toBeNull();
  });

  it('nobody whose deposit is paid, who is not confirmed, or who is anonymised', () => {
    const c = cutoffs();
    expect(depositReminderDue(confirmed('2027-02-18T09:00:00.000Z', { status: 'deposit-paid' }), c, 14)).toBeNull();
    expect(depositReminderDue(confirmed('2027-02-18T09:00:00.000Z', { status: 'cancelled' }), c, 14)).toBeNull();
    expect(depositReminderDue(aBooking({ status: 'new' }), c, 14)).toBeNull();
    expect(depositReminderDue(confirmed('2027-02-18T09:00:00.000Z', { anonymisedAt: '2027-02-20T00:00:00.000Z' }), c, 14)).toBeNull();
  });

  it('follows the configured days before and after', () => {
    const booking = confirmed('2027-02-25T09:00:00.000Z');
    expect(depositReminderDue(booking, cutoffs(), 7)).toBe('2027-03-04');
    expect(depositReminderDue(booking, cutoffs(NOON, { ...DEFAULT_REMINDER_SETTINGS, depositReminderDaysBefore: 2 }), 7)).toBeNull();
  });
});

describe('which requests the morning digest lists', () => {
  it('new requests that have waited longer than 48 hours', () => {
    const c = cutoffs();
    expect(waitingTooLong(aBooking({ status: 'new', createdAt: '2027-02-27T10:59:00.000Z' }), c)).toBe(true);
    expect(waitingTooLong(aBooking({ status: 'new', createdAt: '2027-02-27T11:00:00.000Z' }), c)).toBe(false);
    expect(waitingTooLong(aBooking({ status: 'new', createdAt: '2027-02-28T11:00:00.000Z' }), c)).toBe(false);
  });

  it('not answered ones, and not anonymised ones', () => {
    const c = cutoffs();
    expect(waitingTooLong(aBooking({ status: 'confirmed', createdAt: '2027-01-01T10:00:00.000Z' }), c)).toBe(false);
    expect(waitingTooLong(aBooking({ status: 'declined', createdAt: '2027-01-01T10:00:00.000Z' }), c)).toBe(false);
    expect(waitingTooLong(aBooking({ status: 'new', createdAt: '2027-01-01T10:00:00.000Z', anonymisedAt: '2027-02-01T00:00:00.000Z' }), c)).toBe(false);
  });
});

describe('reminders and the mail retention', () => {
  it('refuses a mail retention shorter than a reminder stays due (it would be queued again)', () => {
    const settings = { ...DEFAULT_REMINDER_SETTINGS, weddingReminderDaysBefore: 30, depositReminderDaysBefore: 3 };
    expect(() => requireRemindersOutliveMails(settings, 180)).not.toThrow();
    expect(() => requireRemindersOutliveMails(settings, 32)).not.toThrow();
    expect(() => requireRemindersOutliveMails(settings, 31)).toThrow(/RETENTION_DELETE_MAILS_AFTER_DAYS \(31\) must be more than 31/);
    expect(() => requireRemindersOutliveMails({ ...settings, weddingReminderDaysBefore: 1, depositReminderDaysBefore: 10 }, 12)).toThrow(/more than 12/);
  });
});
