import { isAnonymised } from '../privacy/retention';
import { readWholeNumber } from '../validation/whole-number';
import type { Booking, BookingStatus } from './booking';
import { addDays, pragueDate } from './calendar';

/**
 * Who is reminded of what, and when — the rules of the scheduled reminders (application/booking/send-reminders.ts).
 * Days are calendar days in Prague. Each reminder is due over a window rather than on one day, so a run that failed
 * (Cloud Scheduler retries once) is made up the next morning; the mail ids (booking-mail.ts) send each one once.
 */
export interface ReminderSettings {
  /** The couple's "what to prepare" reminder: from this many days before the wedding. */
  weddingReminderDaysBefore: number;
  /** The couple's deposit reminder: from this many days before the deposit is due. */
  depositReminderDaysBefore: number;
  /** The deposit is due this many days after the booking was confirmed (`depositDueDate`). */
  depositDueDays: number;
  /** The photographer's morning digest lists the requests that have waited longer than this many hours. */
  digestAfterHours: number;
}

export const DEFAULT_REMINDER_SETTINGS: ReminderSettings = {
  weddingReminderDaysBefore: 30,
  depositReminderDaysBefore: 3,
  depositDueDays: 14,
  digestAfterHours: 48,
};

/**
 * The settings a deployment configured (the functions' params); missing values keep the defaults, nonsense fails
 * loudly. The reminder windows stay well below the outbox's retention (180 days by default), so a reminder's mail
 * still exists — and blocks a second one — for as long as the reminder is due.
 */
export function readReminderSettings(values: { [K in keyof ReminderSettings]?: unknown }): ReminderSettings {
  const d = DEFAULT_REMINDER_SETTINGS;
  return {
    weddingReminderDaysBefore: readWholeNumber('weddingReminderDaysBefore', values.weddingReminderDaysBefore, 1, 120, d.weddingReminderDaysBefore),
    depositReminderDaysBefore: readWholeNumber('depositReminderDaysBefore', values.depositReminderDaysBefore, 0, 60, d.depositReminderDaysBefore),
    depositDueDays: readWholeNumber('depositDueDays', values.depositDueDays, 0, 365, d.depositDueDays),
    digestAfterHours: readWholeNumber('digestAfterHours', values.digestAfterHours, 1, 720, d.digestAfterHours),
  };
}

/**
 * A reminder is queued once because its outbox document still exists on the next runs: the retention policy must
 * keep outbox mails longer than any reminder stays due (the wedding reminder up to `weddingReminderDaysBefore` days,
 * the deposit reminder `depositReminderDaysBefore` + 1), or a deleted reminder would be queued again the next morning.
 * Refuses settings that would do that, naming them.
 */
export function requireRemindersOutliveMails(settings: ReminderSettings, deleteMailsAfterDays: number): void {
  const longestDue = Math.max(settings.weddingReminderDaysBefore, settings.depositReminderDaysBefore + 1);
  if (deleteMailsAfterDays <= longestDue + 1) {
    throw new Error(
      `RETENTION_DELETE_MAILS_AFTER_DAYS (${deleteMailsAfterDays}) must be more than ${longestDue + 1}: outbox mails must outlive the reminders' windows (WEDDING_REMINDER_DAYS_BEFORE, DEPOSIT_REMINDER_DAYS_BEFORE), or a reminder would be sent again`,
    );
  }
}

/** Bookings with a contract: the couple hears a month ahead what to prepare. */
export const WEDDING_REMINDER_STATUSES = ['confirmed', 'deposit-paid'] as const satisfies readonly BookingStatus[];
/** The status in which the deposit is awaited (marking it paid moves the booking on). */
export const AWAITING_DEPOSIT = 'confirmed' satisfies BookingStatus;
/** The status of a request the photographer has not answered yet. */
export const AWAITING_ANSWER = 'new' satisfies BookingStatus;

/**
 * When the booking was confirmed: the history entry that moved it to `confirmed` (null before that). Entries that
 * keep the status (a message, an edit, a move: `from` = `to`) are no confirmation and must not move the due date.
 */
export function confirmedAt(booking: Pick<Booking, 'history'>): string | null {
  const entry = booking.history.findLast((change) => change.to === 'confirmed' && change.from !== 'confirmed');
  return entry ? entry.at : null;
}

/**
 * The day the deposit is due (ISO `YYYY-MM-DD`): the Prague day on which the booking was confirmed plus
 * `depositDueDays` calendar days; null for a booking never confirmed. Not stored: derived from the history, so it
 * cannot drift from it. The rule lives here once; only the source of `depositDueDays` is the caller's — today the
 * functions' DEPOSIT_DUE_DAYS param, later the couple's-portal setting in the CMS, passed in here unchanged.
 */
export function depositDueDate(booking: Pick<Booking, 'history'>, depositDueDays: number): string | null {
  const at = confirmedAt(booking);
  return at === null ? null : addDays(pragueDate(new Date(at)), depositDueDays);
}

/** What one run at `now` looks for; the stores query with it (a superset is fine) and the rules below decide. */
export interface ReminderCutoffs {
  /** Today in Prague: the digest's day. */
  today: string;
  /** Weddings on these days (inclusive) get the "what to prepare" reminder: from tomorrow to N days ahead. */
  weddingsFrom: string;
  weddingsUntil: string;
  /** Deposits due on these days (inclusive) get the reminder: from today to M days ahead (an overdue one is the photographer's call). */
  depositsDueFrom: string;
  depositsDueUntil: string;
  /** Requests created before this instant (ISO) have waited longer than the digest's hours. */
  requestsCreatedBefore: string;
}

const HOUR_MS = 3_600_000;

export function reminderCutoffs(now: Date, settings: ReminderSettings): ReminderCutoffs {
  const today = pragueDate(now);
  return {
    today,
    weddingsFrom: addDays(today, 1),
    weddingsUntil: addDays(today, settings.weddingReminderDaysBefore),
    depositsDueFrom: today,
    depositsDueUntil: addDays(today, settings.depositReminderDaysBefore),
    requestsCreatedBefore: new Date(now.getTime() - settings.digestAfterHours * HOUR_MS).toISOString(),
  };
}

const inWindow = (day: string, from: string, until: string) => day >= from && day <= until;

/** Whether the couple is due the "what to prepare" reminder (a booking with a contract, its wedding close). */
export function weddingReminderDue(booking: Booking, cutoffs: ReminderCutoffs): boolean {
  return (
    !isAnonymised(booking) &&
    (WEDDING_REMINDER_STATUSES as readonly BookingStatus[]).includes(booking.status) &&
    inWindow(booking.weddingDate, cutoffs.weddingsFrom, cutoffs.weddingsUntil)
  );
}

/** The deposit's due day when the couple is due its reminder (confirmed, not yet paid, due soon); otherwise null. */
export function depositReminderDue(booking: Booking, cutoffs: ReminderCutoffs, depositDueDays: number): string | null {
  if (isAnonymised(booking) || booking.status !== AWAITING_DEPOSIT) return null;
  const due = depositDueDate(booking, depositDueDays);
  return due !== null && inWindow(due, cutoffs.depositsDueFrom, cutoffs.depositsDueUntil) ? due : null;
}

/**
 * The deposit's due day when it has passed and the booking still awaits the deposit (confirmed, not marked paid):
 * the photographer's digest lists it every morning until she acts. Never a reason to cancel anything by itself — the
 * couple may have paid late, or paid in part; what to do is her call. Null otherwise (due today is not yet overdue).
 */
export function depositOverdue(booking: Booking, cutoffs: Pick<ReminderCutoffs, 'today'>, depositDueDays: number): string | null {
  if (isAnonymised(booking) || booking.status !== AWAITING_DEPOSIT) return null;
  const due = depositDueDate(booking, depositDueDays);
  return due !== null && due < cutoffs.today ? due : null;
}

/** Whether an unanswered request belongs in the photographer's digest (waiting longer than the digest's hours). */
export function waitingTooLong(booking: Booking, cutoffs: ReminderCutoffs): boolean {
  return !isAnonymised(booking) && booking.status === AWAITING_ANSWER && Date.parse(booking.createdAt) < Date.parse(cutoffs.requestsCreatedBefore);
}
