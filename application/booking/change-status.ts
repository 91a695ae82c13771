import { bookingStatuses, type Booking, type BookingStatus, type DateLock } from '../../domain/booking/booking';
import { statusMail } from '../../domain/booking/booking-mail';
import { changeStatusAtDesk, statusNote } from '../../domain/booking/booking-status';
import { lockChange, type LockChange } from '../../domain/booking/date-lock';
import { DomainError } from '../../domain/errors';
import { bookingMailMessage } from '../../domain/mail/booking-mail-messages';
import type { OutgoingMail } from '../../domain/mail/outgoing-mail';
import { requireAdmin, type Caller } from '../../domain/user/user';
import { mailContext, type MailSettings } from '../mail/mail-context';
import type { Atomically } from '../shared/unit-of-work';
import { bookingIdOf } from './booking-id';

export interface BookingDeskUnit {
  /** The booking and the lock currently on its wedding date (null when the day is free); null for an unknown id. */
  load(bookingId: string): Promise<{ booking: Booking; lock: DateLock | null } | null>;
}

export interface StatusChangeUnit extends BookingDeskUnit {
  /** Writes the changed booking's status, history and updatedAt, applies the lock change and queues the mail. */
  save(after: Booking, lock: LockChange, mail: OutgoingMail | null): Promise<void>;
}

export interface ChangeStatusCommand {
  caller: Caller | null;
  /** As sent (untrusted). */
  bookingId: unknown;
  to: unknown;
  note?: unknown;
  now: Date;
}

/**
 * Admin: a legal status change that is the desk's to make (domain/booking/booking-status.ts changeStatusAtDesk: never
 * the couple's `withdrawn`), the date lock that goes with it and the couple's
 * mail, in one unit, so two admins confirming two requests for one day cannot both win. Answers the updated booking.
 * The mail's prices are read before the unit, once, however often a contended transaction retries.
 */
export async function changeBookingStatus(
  command: ChangeStatusCommand,
  atomically: Atomically<StatusChangeUnit>,
  mail: MailSettings,
): Promise<Booking> {
  const by = requireAdmin(command.caller);
  const bookingId = bookingIdOf(command.bookingId);
  if (!(bookingStatuses as readonly unknown[]).includes(command.to)) throw new DomainError('booking/invalid-transition');
  const to = command.to as BookingStatus;
  const note = statusNote(command.note);
  const context = await mailContext(mail, command.now);
  return atomically(async (unit) => {
    const loaded = await unit.load(bookingId);
    if (!loaded) throw new DomainError('booking/not-found');
    const after = changeStatusAtDesk(loaded.booking, { to, by, at: command.now.toISOString(), ...(note ? { note } : {}) });
    const lock = lockChange(loaded.booking, after, loaded.lock);
    const intent = statusMail(after);
    await unit.save(after, lock, intent && bookingMailMessage(intent, after, context));
    return after;
  });
}
