import { describe, expect, it } from 'vitest';
import type { Booking } from '../../domain/booking/booking';
import { addDays, pragueDate } from '../../domain/booking/calendar';
import type { DepositSettings } from '../../domain/payment/deposit';
import { depositInstructions } from '../../domain/payment/deposit-instructions';
import { aBookingInput } from '../../tests/support/booking-mother';
import { MAIL_PRICES } from '../../tests/support/mail-context-mother';
import type { ManualBookingUnit } from '../../ports/units/booking-desk-port';
import type { MailSettings } from '../../ports/units/mail-settings-port';
import { createBookingByHand } from './create-booking-by-hand';

const now = new Date('2027-03-10T09:00:00Z');
const admin = { uid: 'u1', email: 'tereza@example.cz', admin: true };
const deposit: DepositSettings = { iban: 'CZ6508000000192000145399', rule: { kind: 'percent', percent: 30 }, dueDays: 14 };
const mail = (getPriceList: () => Promise<typeof MAIL_PRICES>): MailSettings => ({
  siteUrl: 'https://www.terezanovakova-foto.cz',
  photographerEmail: 'fotograf@example.cz',
  prices: { getPriceList },
});

describe('createBookingByHand', () => {
  const manualUnit = (saved: Booking[]) => <T,>(work: (unit: ManualBookingUnit) => Promise<T>) =>
    work({ read: async () => ({ stored: null, lock: null }), save: async (booking) => void saved.push(booking), variableSymbolTaken: async () => false });

  it('a booking entered as confirmed stores the agreed prices from the price list, so it gets its deposit', async () => {
    const { kind: _k, marketingConsent: _m, ...input } = aBookingInput({ weddingDate: addDays(pragueDate(now), 60) });
    const saved: Booking[] = [];
    const booking = await createBookingByHand(
      { caller: admin, input: { ...input, channel: 'telefon', status: 'confirmed' }, now },
      manualUnit(saved),
      mail(async () => MAIL_PRICES),
    );
    expect(saved).toEqual([booking]);
    expect(booking.pricing).toEqual({ package: { slug: 'cely-den', name: 'Celý den', priceCzk: 39000 }, extras: [] });
    expect(booking.variableSymbol).toMatch(/^\d{10}$/);
    expect(depositInstructions(booking, deposit)).toMatchObject({ amountCzk: 11_700, variableSymbol: booking.variableSymbol });
  });
});
