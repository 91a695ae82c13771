import type { Booking, DateLock } from '../../domain/booking/booking';
import { mailIdsOf, onceOnlyMailIdsOf } from '../../domain/booking/booking-mail';
import { threadIdsOf } from '../../domain/booking/booking-message';
import { lockChange } from '../../domain/booking/date-lock';
import { erasedLockChange } from '../../domain/privacy/personal-data';
import { requireAdmin, type Caller } from '../../domain/user/user';
import type { Atomically } from '../../ports/units/unit-of-work-port';
import { bookingIdOf } from './booking-id';
import type { BookingLeftovers, BookingMailsUnit, EraseUnit } from '../../ports/units/booking-erasure-port';

/**
 * Every mail of a booking: the ids its history implies (mails queued before mails carried `bookingId`) and the
 * ones stored with its id (resends among them), each once.
 */
export async function everyMailOf(unit: BookingMailsUnit, booking: Pick<Booking, 'id' | 'history'>): Promise<string[]> {
  return [...new Set([...mailIdsOf(booking), ...(await unit.queuedMailIds(booking.id))])];
}

/** Every mail, thread message and marker of a booking (the history names the thread; the mails are also queried). */
export async function leftoversOf(unit: BookingMailsUnit, booking: Pick<Booking, 'id' | 'history'>): Promise<BookingLeftovers> {
  return { mailIds: await everyMailOf(unit, booking), messageIds: threadIdsOf(booking), markerIds: onceOnlyMailIdsOf(booking) };
}

/**
 * Erases a booking loaded in `unit` whole: the booking, the lock it holds (or an expired hold still naming it), every
 * mail of it and its portal thread. The admin's erasure and the couple's "Smazat účet" alike.
 */
export async function eraseLoaded(unit: EraseUnit, loaded: { booking: Booking; lock: DateLock | null }, now: Date): Promise<void> {
  const { booking, lock } = loaded;
  await unit.remove(booking, erasedLockChange(lockChange(booking, null, lock, { now }), booking, lock), await leftoversOf(unit, booking));
}

/**
 * Admin: GDPR erasure. Removes the booking, frees its date and deletes its queued mails (they hold the same personal
 * data), its resends included, and its portal thread. Idempotent: erasing an erased booking succeeds.
 */
export async function eraseBooking(command: { caller: Caller | null; bookingId: unknown; now: Date }, atomically: Atomically<EraseUnit>): Promise<{ deleted: string }> {
  requireAdmin(command.caller);
  const bookingId = bookingIdOf(command.bookingId);
  await atomically(async (unit) => {
    const loaded = await unit.load(bookingId);
    if (loaded) await eraseLoaded(unit, loaded, command.now);
  });
  return { deleted: bookingId };
}
