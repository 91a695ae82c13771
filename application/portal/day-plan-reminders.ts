import type { DayPlan } from '../../domain/day-plan/day-plan';
import { isDayPlanEmpty } from '../../domain/day-plan/day-plan';
import { dayPlanReminderOutgoing } from '../../domain/day-plan/day-plan-mail';
import { reminderCutoffs, weddingReminderDue, type ReminderSettings } from '../../domain/booking/reminders';
import type { MailContext } from '../../domain/mail/templates/parts';
import type { MailSettings } from '../../ports/units/mail-settings-port';
import type { ReminderStore } from '../../ports/units/reminder-store-port';
import { mailContext } from '../mail/mail-context';

/** What the plan's reminder runs over: the wedding reminder's candidates and once-only queue, and the plans. */
export interface DayPlanReminderStore extends Pick<ReminderStore, 'weddingCandidates' | 'queueOnce'> {
  dayPlanOf(bookingId: string): Promise<DayPlan | null>;
}

/**
 * The couples whose wedding is within the wedding reminder's window (weddingReminderDaysBefore, 30 days by default)
 * and whose day plan is still empty get one reminder to fill it in — once per booking, ever (its id and the
 * once-only marker). Run with the couples' other reminders every morning.
 */
export async function queueDayPlanReminders(
  command: { now: Date; settings: ReminderSettings },
  store: DayPlanReminderStore,
  mail: MailSettings,
): Promise<{ dayPlanReminders: string[] }> {
  const cutoffs = reminderCutoffs(command.now, command.settings);
  let context: Promise<MailContext> | undefined;
  const reminded: string[] = [];
  for await (const booking of store.weddingCandidates(cutoffs)) {
    if (!weddingReminderDue(booking, cutoffs)) continue;
    const plan = await store.dayPlanOf(booking.id);
    if (plan && !isDayPlanEmpty(plan)) continue;
    const message = dayPlanReminderOutgoing(booking, await (context ??= mailContext(mail, command.now)));
    if (await store.queueOnce(message, command.now.toISOString())) reminded.push(booking.id);
  }
  return { dayPlanReminders: reminded };
}
