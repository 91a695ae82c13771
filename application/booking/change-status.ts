import { bookingStatuses, type Booking, type BookingStatus, type DateLock } from '../../domain/booking/booking';
import { statusMail, type BookingMail } from '../../domain/booking/booking-mail';
import { changeStatus, statusNote } from '../../domain/booking/booking-status';
import { lockChange, type LockChange } from '../../domain/booking/date-lock';
import { DomainError } from '../../domain/errors';
import { requireAdmin, type Caller } from '../../domain/user/user';
import type { Atomically } from '../shared/unit-of-work';
import { bookingIdOf } from './booking-id';

export interface BookingDeskUnit {
  /** The booking and the lock currently on its wedding date (null when the day is free); null for an unknown id. */
  load(bookingId: string): Promise<{ booking: Booking; lock: DateLock | null } | null>;
}

export interface StatusChangeUnit extends BookingDeskUnit {
  /** Writes the changed booking's status, history and updatedAt, applies the lock change and queues the mail. */
  save(after: Booking, lock: LockChange, mail: BookingMail | null): Promise<void>;
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
 * Admin: a legal status change (domain/booking/booking-status.ts), the date lock that goes with it and the couple's
 * mail, in one unit, so two admins confirming two requests for one day cannot both win. Answers the updated booking.
 */
export async function changeBookingStatus(command: ChangeStatusCommand, atomically: Atomically<StatusChangeUnit>): Promise<Booking> {
  const by = requireAdmin(command.caller);
  const bookingId = bookingIdOf(command.bookingId);
  if (!(bookingStatuses as readonly unknown[]).includes(command.to)) throw new DomainError('booking/invalid-transition');
  const to = command.to as BookingStatus;
  const note = statusNote(command.note);
  return atomically(async (unit) => {
    const loaded = await unit.load(bookingId);
    if (!loaded) throw new DomainError('booking/not-found');
    const after = changeStatus(loaded.booking, { to, by, at: command.now.toISOString(), ...(note ? { note } : {}) });
    const lock = lockChange(loaded.booking, after, loaded.lock);
    await unit.save(after, lock, statusMail(after));
    return after;
  });
}
