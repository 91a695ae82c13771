import type { Booking } from '../../domain/booking/booking';
import { depositReminder, pendingDigestMailId, weddingReminder } from '../../domain/booking/booking-mail';
import {
  depositOverdue,
  depositReminderDue,
  reminderCutoffs,
  waitingTooLong,
  weddingReminderDue,
  type ReminderSettings,
} from '../../domain/booking/reminders';
import { bookingMailMessage } from '../../domain/mail/booking-mail-messages';
import type { OutgoingMail } from '../../domain/mail/outgoing-mail';
import type { MailContext } from '../../domain/mail/templates/parts';
import { pendingDigestMail, type OverdueDeposit } from '../../domain/mail/templates/pending-digest';
import { mailContext } from '../mail/mail-context';
import type { MailSettings } from '../../ports/units/mail-settings-port';
import type { ReminderStore } from '../../ports/units/reminder-store-port';

export interface CoupleRemindersReport {
  /** Bookings whose couple got the wedding reminder in this run. */
  weddingReminders: string[];
  /** Bookings whose couple got the deposit reminder in this run. */
  depositReminders: string[];
}

/** The templates' context, read at most once per run and only when there is something to write (it may call the CMS). */
function lazyContext(settings: MailSettings, now: Date): () => Promise<MailContext> {
  let context: Promise<MailContext> | undefined;
  return () => (context ??= mailContext(settings, now));
}

/**
 * The couples' reminders of one run at `now` (Cloud Scheduler, every morning): "what to prepare" before the wedding
 * and the deposit due soon. Each goes once per booking, ever: its id says which booking, and a mail already in the
 * outbox is not queued again, so a second run the same day, or the next day within the window, queues nothing.
 */
export async function queueCoupleReminders(
  command: { now: Date; settings: ReminderSettings },
  store: ReminderStore,
  mail: MailSettings,
): Promise<CoupleRemindersReport> {
  const cutoffs = reminderCutoffs(command.now, command.settings);
  const at = command.now.toISOString();
  const context = lazyContext(mail, command.now);
  const report: CoupleRemindersReport = { weddingReminders: [], depositReminders: [] };

  for await (const booking of store.weddingCandidates(cutoffs)) {
    if (!weddingReminderDue(booking, cutoffs)) continue;
    if (await store.queueOnce(bookingMailMessage(weddingReminder(booking), booking, await context()), at)) report.weddingReminders.push(booking.id);
  }
  for await (const booking of store.depositCandidates(cutoffs)) {
    const dueDate = depositReminderDue(booking, cutoffs, command.settings.depositDueDays);
    if (dueDate === null) continue;
    if (await store.queueOnce(bookingMailMessage(depositReminder(booking, dueDate), booking, await context()), at)) report.depositReminders.push(booking.id);
  }
  return report;
}

export interface PendingDigestReport {
  /** The digest's outbox id when this run queued it; null when nothing waits or today's digest is already queued. */
  mailId: string | null;
  /** The requests it lists (also when today's digest was already queued). */
  waiting: string[];
  /** The bookings whose deposit is past its due day, listed too (never cancelled: the photographer decides). */
  overdueDeposits: string[];
}

/**
 * The photographer's morning digest of requests unanswered for longer than the configured hours and of deposits past
 * their due day (domain/booking/reminders.ts depositOverdue): one mail per Prague day, none when nothing waits. Its id
 * is the day's, so a second run that day queues nothing.
 */
export async function queuePendingDigest(
  command: { now: Date; settings: ReminderSettings },
  store: ReminderStore,
  mail: MailSettings,
): Promise<PendingDigestReport> {
  const cutoffs = reminderCutoffs(command.now, command.settings);
  const waiting: Booking[] = [];
  for await (const booking of store.waitingRequests(cutoffs)) if (waitingTooLong(booking, cutoffs)) waiting.push(booking);
  const overdue: OverdueDeposit[] = [];
  for await (const booking of store.depositCandidates(cutoffs)) {
    const dueDate = depositOverdue(booking, cutoffs, command.settings.depositDueDays);
    if (dueDate !== null) overdue.push({ booking, dueDate });
  }
  const ids = waiting.map((booking) => booking.id);
  const overdueDeposits = overdue.map(({ booking }) => booking.id);
  if (waiting.length === 0 && overdue.length === 0) return { mailId: null, waiting: ids, overdueDeposits };

  const context = await mailContext(mail, command.now);
  const digest: OutgoingMail = {
    id: pendingDigestMailId(cutoffs.today),
    ...(context.from ? { from: context.from } : {}),
    to: mail.photographerEmail,
    bookingIds: [...ids, ...overdueDeposits],
    message: pendingDigestMail(waiting, context, { waitingHours: command.settings.digestAfterHours, overdue }),
  };
  const queued = await store.queueOnce(digest, command.now.toISOString());
  return { mailId: queued ? digest.id : null, waiting: ids, overdueDeposits };
}
