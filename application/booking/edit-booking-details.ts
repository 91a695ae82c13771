import type { Booking } from '../../domain/booking/booking';
import { editBooking, patchTouchesPrices } from '../../domain/booking/booking-edit';
import { DomainError } from '../../domain/errors';
import { requireAdmin, type Caller } from '../../domain/user/user';
import type { PriceCataloguePort } from '../../ports/price-catalogue-port';
import type { EditUnit } from '../../ports/units/booking-desk-port';
import type { Atomically } from '../../ports/units/unit-of-work-port';
import { bookingIdOf } from './booking-id';

export interface EditCommand {
  caller: Caller | null;
  bookingId: unknown;
  /** BookingEditInput as sent (untrusted); fields left out keep their value. */
  patch: unknown;
  now: Date;
}

/**
 * Admin: corrects a booking's details, recorded old → new in its history; no change, no write. A patch that touches
 * the package or the extras reads the price list first (before the unit: a retried transaction must not call the CMS
 * again), so a changed choice is agreed at today's prices (domain repricedPricing); an unreadable list or no `prices`
 * leaves the changed choice "price unknown", never the old price.
 */
export async function editBookingDetails(command: EditCommand, atomically: Atomically<EditUnit>, prices?: PriceCataloguePort): Promise<Booking> {
  const by = requireAdmin(command.caller);
  const bookingId = bookingIdOf(command.bookingId);
  const catalogue = prices && patchTouchesPrices(command.patch) ? await prices.getPriceList().catch(() => null) : null;
  return atomically(async (unit) => {
    const loaded = await unit.load(bookingId);
    if (!loaded) throw new DomainError('booking/not-found');
    const after = editBooking(loaded.booking, command.patch, by, command.now.toISOString(), catalogue);
    if (after !== loaded.booking) await unit.save(after);
    return after;
  });
}
