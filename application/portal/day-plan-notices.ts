import type { Booking } from '../../domain/booking/booking';
import { EMPTY_DAY_PLAN, type DayPlan } from '../../domain/day-plan/day-plan';
import { dayPlanChanges, dayPlanNoticeDue, pendingNoticeDueAt } from '../../domain/day-plan/day-plan-changes';
import { dayPlanChangedOutgoing } from '../../domain/day-plan/day-plan-mail';
import type { OutgoingMail } from '../../domain/mail/outgoing-mail';
import type { MailContext } from '../../domain/mail/templates/parts';
import type { DayPlanNoticeStore, DayPlanRecord } from '../../ports/units/day-plan-store-port';
import { mailContext } from '../mail/mail-context';

/**
 * The record to store for `plan` (saved at `updatedAt`) and the photographer's notice to queue with it, if one is due
 * at `now`: the one rule of the save and of the scheduled run. Not due yet: the notice stays as it was and the time
 * the pending changes become due is recorded, so the scheduled run tells them if no later save does.
 */
export function withNotice(
  booking: Booking,
  before: DayPlanRecord | null,
  plan: DayPlan,
  updatedAt: string,
  now: Date,
  context: MailContext,
): { record: DayPlanRecord; mails: OutgoingMail[] } {
  const lastAt = before?.notice?.at ?? null;
  const changes = dayPlanChanges(before?.notice?.plan ?? EMPTY_DAY_PLAN, plan);
  if (!dayPlanNoticeDue(lastAt, changes, now)) {
    return { record: { plan, updatedAt, notice: before?.notice ?? null, noticeDueAt: pendingNoticeDueAt(lastAt, changes, now) }, mails: [] };
  }
  const count = (before?.notice?.count ?? 0) + 1;
  const record: DayPlanRecord = { plan, updatedAt, notice: { at: now.toISOString(), plan, count }, noticeDueAt: null };
  return { record, mails: [dayPlanChangedOutgoing(booking, count, changes, context)] };
}

/**
 * The scheduled run: each plan whose pending changes are due (no save after the hour told them) gets its notice now,
 * decided again in its own unit from what is stored then — a save meanwhile may have told them already. A plan whose
 * booking is gone is left to the retention run. Listed first, written after: writing while paging would move the cursor.
 */
export async function sendPendingDayPlanNotices(command: { now: Date }, store: DayPlanNoticeStore): Promise<{ dayPlanNotices: string[] }> {
  const listed: string[] = [];
  for await (const bookingId of store.pendingNotices(command.now.toISOString())) listed.push(bookingId);
  const sent: string[] = [];
  if (listed.length === 0) return { dayPlanNotices: sent };
  const context = await mailContext(store.mail, command.now);
  for (const bookingId of listed) {
    const told = await store.atomically(async (unit) => {
      const [booking, record] = await Promise.all([unit.booking(bookingId), unit.plan(bookingId)]);
      if (!booking || !record || record.noticeDueAt === null || Date.parse(record.noticeDueAt) > command.now.getTime()) return false;
      const next = withNotice(booking, record, record.plan, record.updatedAt, command.now, context);
      await unit.save(bookingId, next.record, next.mails);
      return next.mails.length > 0;
    });
    if (told) sent.push(bookingId);
  }
  return { dayPlanNotices: sent };
}
