import { describe, expect, it } from 'vitest';
import type { Booking } from '../../domain/booking/booking';
import type { EditUnit } from '../../ports/units/booking-desk-port';
import { aBooking } from '../../tests/support/booking-mother';
import { MAIL_PRICES } from '../../tests/support/mail-context-mother';
import { editBookingDetails } from './edit-booking-details';

const now = new Date('2027-03-10T09:00:00Z');
const admin = { uid: 'u1', email: 'tereza@example.cz', admin: true };

describe('editBookingDetails', () => {
  const booking = aBooking({
    kind: 'full',
    status: 'confirmed',
    venue: 'Zámek Liblice',
    town: 'Liblice',
    packageSlug: 'cely-den',
    pricing: { package: { slug: 'cely-den', name: 'Celý den', priceCzk: 35000 }, extras: [] },
  });
  const editUnit = (saved: Booking[]) => <T,>(work: (unit: EditUnit) => Promise<T>) =>
    work({ load: async () => ({ booking, lock: null }), save: async (after) => void saved.push(after) });

  it('a changed package is agreed at the current price list\'s price', async () => {
    const saved: Booking[] = [];
    const after = await editBookingDetails({ caller: admin, bookingId: booking.id, patch: { packageSlug: 'obrad' }, now }, editUnit(saved), {
      getPriceList: async () => MAIL_PRICES,
    });
    expect(after.pricing).toEqual({ package: { slug: 'obrad', name: 'Obřad', priceCzk: 18000 }, extras: [] });
    expect(saved).toEqual([after]);
  });

  it('an unreadable price list leaves a changed package price unknown; an edit of other fields never reads it', async () => {
    let reads = 0;
    const failing = { getPriceList: async () => { reads += 1; throw new Error('CMS down'); } };
    const after = await editBookingDetails({ caller: admin, bookingId: booking.id, patch: { packageSlug: 'obrad' }, now }, editUnit([]), failing);
    expect('pricing' in after).toBe(false);
    const other = await editBookingDetails({ caller: admin, bookingId: booking.id, patch: { guests: '40' }, now }, editUnit([]), failing);
    expect(other.pricing).toEqual(booking.pricing);
    expect(reads).toBe(1);
  });
});
