import { describe, expect, it } from 'vitest';
import type { Booking, DateLock } from '../../domain/booking/booking';
import type { LockChange } from '../../domain/booking/date-lock';
import { aBooking } from '../../tests/support/booking-mother';
import { MAIL_PRICES } from '../../tests/support/mail-context-mother';
import { changeBookingStatus } from './change-status';
import type { StatusChangeUnit } from '../../ports/units/booking-desk-port';
import type { MailSettings } from '../../ports/units/mail-settings-port';

const now = new Date('2027-03-10T09:00:00Z');
const caller = { uid: 'admin', email: 'fotograf@example.cz', admin: true };
const mail: MailSettings = { siteUrl: 'https://www.example.cz', photographerEmail: 'fotograf@example.cz', prices: { getPriceList: async () => MAIL_PRICES } };

/** A unit over one day's lock and a few bookings, recording what each save writes. */
function unitOver(bookings: Booking[], lock: DateLock | null) {
  const saves: { id: string; status: string; lock: LockChange }[] = [];
  const unit: StatusChangeUnit = {
    load: async (id) => {
      const booking = bookings.find((b) => b.id === id);
      return booking ? { booking, lock } : null;
    },
    save: async (after, change) => void saves.push({ id: after.id, status: after.status, lock: change }),
    variableSymbolTaken: async (symbol, id) => bookings.some((b) => b.variableSymbol === symbol && b.id !== id),
    receivedFor: async () => 0,
  };
  return { saves, atomically: <T>(work: (u: StatusChangeUnit) => Promise<T>) => work(unit) };
}

describe('changeBookingStatus: confirm and decline the others', () => {
  const date = '2027-06-12';

  it('confirms a request over the live hold of a request it declines in the same step: booked for the confirmed, the hold not freed twice', async () => {
    const holder = aBooking({ id: 'holder', status: 'new', weddingDate: date });
    const chosen = aBooking({ id: 'chosen', status: 'new', weddingDate: date });
    const hold: DateLock = { date, reason: 'held', bookingId: 'holder', expiresAt: '2027-03-17T09:00:00.000Z' };
    const { saves, atomically } = unitOver([holder, chosen], hold);
    const after = await changeBookingStatus({ caller, bookingId: 'chosen', to: 'confirmed', declineOthers: ['holder'], now }, atomically, mail);
    expect(after.status).toBe('confirmed');
    expect(saves).toEqual([
      { id: 'chosen', status: 'confirmed', lock: { set: { date, reason: 'booked', bookingId: 'chosen' } } },
      { id: 'holder', status: 'declined', lock: {} },
    ]);
  });

  it('still refuses booking/date-held when the holding request is not among the declined', async () => {
    const holder = aBooking({ id: 'holder', status: 'new', weddingDate: date });
    const chosen = aBooking({ id: 'chosen', status: 'new', weddingDate: date });
    const third = aBooking({ id: 'third', status: 'new', weddingDate: date });
    const hold: DateLock = { date, reason: 'held', bookingId: 'holder', expiresAt: '2027-03-17T09:00:00.000Z' };
    const { saves, atomically } = unitOver([holder, chosen, third], hold);
    await expect(changeBookingStatus({ caller, bookingId: 'chosen', to: 'confirmed', declineOthers: ['third'], now }, atomically, mail)).rejects.toMatchObject({
      code: 'booking/date-held',
    });
    expect(saves).toEqual([]);
  });
});
