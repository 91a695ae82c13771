import type { Booking } from '../../domain/booking/booking';
import { mailIdsOf } from '../../domain/booking/booking-mail';
import { lockChange, type LockChange } from '../../domain/booking/date-lock';
import { requireAdmin, type Caller } from '../../domain/user/user';
import type { Atomically } from '../shared/unit-of-work';
import { bookingIdOf } from './booking-id';
import type { BookingDeskUnit } from './change-status';

export interface EraseUnit extends BookingDeskUnit {
  /** Deletes the booking, applies the lock change (freeing its day) and deletes the queued mails with these ids. */
  remove(booking: Booking, lock: LockChange, mailIds: string[]): Promise<void>;
}

/**
 * Admin: GDPR erasure. Removes the booking, frees its date and deletes its queued mails (they hold the same personal
 * data). Idempotent: erasing an erased booking succeeds.
 */
export async function eraseBooking(command: { caller: Caller | null; bookingId: unknown }, atomically: Atomically<EraseUnit>): Promise<{ deleted: string }> {
  requireAdmin(command.caller);
  const bookingId = bookingIdOf(command.bookingId);
  await atomically(async (unit) => {
    const loaded = await unit.load(bookingId);
    if (!loaded) return;
    await unit.remove(loaded.booking, lockChange(loaded.booking, null, loaded.lock), mailIdsOf(loaded.booking));
  });
  return { deleted: bookingId };
}
