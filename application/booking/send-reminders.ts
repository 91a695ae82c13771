import type { Booking } from '../../domain/booking/booking';
import { depositReminder, pendingDigestMailId, weddingReminder } from '../../domain/booking/booking-mail';
import {
  depositReminderDue,
  reminderCutoffs,
  waitingTooLong,
  weddingReminderDue,
  type ReminderSettings,
} from '../../domain/booking/reminders';
import { bookingMailMessage } from '../../domain/mail/booking-mail-messages';
import type { OutgoingMail } from '../../domain/mail/outgoing-mail';
import type { MailContext } from '../../domain/mail/templates/parts';
import { pendingDigestMail } from '../../domain/mail/templates/pending-digest';
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
}

/**
 * The photographer's morning digest of requests unanswered for longer than the configured hours: one mail per Prague
 * day, none when nothing waits. Its id is the day's, so a second run that day queues nothing.
 */
export async function queuePendingDigest(
  command: { now: Date; settings: ReminderSettings },
  store: ReminderStore,
  mail: MailSettings,
): Promise<PendingDigestReport> {
  const cutoffs = reminderCutoffs(command.now, command.settings);
  const waiting: Booking[] = [];
  for await (const booking of store.waitingRequests(cutoffs)) if (waitingTooLong(booking, cutoffs)) waiting.push(booking);
  const ids = waiting.map((booking) => booking.id);
  if (waiting.length === 0) return { mailId: null, waiting: ids };

  const context = await mailContext(mail, command.now);
  const digest: OutgoingMail = {
    id: pendingDigestMailId(cutoffs.today),
    ...(context.from ? { from: context.from } : {}),
    to: mail.photographerEmail,
    bookingIds: ids,
    message: pendingDigestMail(waiting, context, { waitingHours: command.settings.digestAfterHours }),
  };
  const queued = await store.queueOnce(digest, command.now.toISOString());
  return { mailId: queued ? digest.id : null, waiting: ids };
}
