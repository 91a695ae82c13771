import type { Booking } from '../../domain/booking/booking';
import { dateMovedMail } from '../../domain/booking/booking-mail';
import { moveBooking } from '../../domain/booking/booking-move';
import type { BookingPolicy } from '../../domain/booking/booking-policy';
import { DomainError } from '../../domain/errors';
import { bookingMailMessage } from '../../domain/mail/booking-mail-messages';
import { requireAdmin, type Caller } from '../../domain/user/user';
import type { MoveUnit } from '../../ports/units/booking-desk-port';
import type { MailSettings } from '../../ports/units/mail-settings-port';
import type { Atomically } from '../../ports/units/unit-of-work-port';
import { mailContext } from '../mail/mail-context';
import { bookingIdOf } from './booking-id';

export interface MoveCommand {
  caller: Caller | null;
  bookingId: unknown;
  newDate: unknown;
  now: Date;
  policy?: BookingPolicy;
}

/**
 * Admin: moves a booking to another day with its lock, in one unit, so a move and a confirmation of another request
 * on the target day cannot both win (the loser: `booking/date-taken`), and no lock is left behind on either day. The
 * couple's notice of the new day (with the wedding's new `.ics` when the booking holds the date) is queued in the same
 * unit, so a move is never silent and a refused one mails nobody.
 */
export async function moveBookingDate(command: MoveCommand, atomically: Atomically<MoveUnit>, mail: MailSettings): Promise<Booking> {
  const by = requireAdmin(command.caller);
  const bookingId = bookingIdOf(command.bookingId);
  const context = await mailContext(mail, command.now);
  return atomically(async (unit) => {
    const loaded = await unit.load(bookingId);
    if (!loaded) throw new DomainError('booking/not-found');
    const target = typeof command.newDate === 'string' ? command.newDate.trim() : '';
    const to = /^\d{4}-\d{2}-\d{2}$/.test(target) && target !== loaded.booking.weddingDate ? await unit.lockOn(target) : null;
    const moved = moveBooking(
      loaded.booking,
      { newDate: command.newDate, by, at: command.now.toISOString(), now: command.now, ...(command.policy ? { policy: command.policy } : {}) },
      { from: loaded.lock, to },
    );
    if (!moved) return loaded.booking;
    const notice = bookingMailMessage(dateMovedMail(moved.after, loaded.booking.weddingDate), moved.after, context);
    await unit.save(moved.after, moved.lock, notice);
    return moved.after;
  });
}
