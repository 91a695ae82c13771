import type { Booking } from '../booking/booking';
import type { OutgoingMail } from '../mail/outgoing-mail';
import { dayPlanChangedMail } from '../mail/templates/day-plan-changed';
import { dayPlanReminderMail } from '../mail/templates/day-plan-reminder';
import type { MailContext } from '../mail/templates/parts';
import type { DayPlanChanges } from './day-plan-changes';

/** The plan's mail ids, derived from the booking (so the erasure finds them by `bookingId`, and a retry queues once). */
export const dayPlanMailId = {
  /** The `n`-th notice (1-based) about this booking's plan. */
  changed: (bookingId: string, n: number) => `${bookingId}-plan-${n}`,
  /** One per booking, ever. */
  reminder: (bookingId: string) => `${bookingId}-plan-reminder`,
} as const;

/** The photographer's `n`-th notice of changes to the plan; a reply reaches the couple. */
export function dayPlanChangedOutgoing(booking: Booking, n: number, changes: DayPlanChanges, context: MailContext): OutgoingMail {
  return {
    id: dayPlanMailId.changed(booking.id, n),
    bookingId: booking.id,
    ...(context.from ? { from: context.from } : {}),
    to: context.photographerEmail,
    replyTo: booking.contact.email,
    message: dayPlanChangedMail(booking, changes, context),
  };
}

/** The couple's reminder that the plan is still empty; a reply reaches the photographer. */
export function dayPlanReminderOutgoing(booking: Booking, context: MailContext): OutgoingMail {
  return {
    id: dayPlanMailId.reminder(booking.id),
    bookingId: booking.id,
    ...(context.from ? { from: context.from } : {}),
    to: booking.contact.email,
    ...(context.photographerEmail ? { replyTo: context.photographerEmail } : {}),
    message: dayPlanReminderMail(booking, context),
  };
}
