import { describe, expect, it } from 'vitest';
import { MAIL_PRICES } from '../../tests/support/mail-context-mother';
import { variableSymbol } from '../payment/variable-symbol';
import { aBookingInput } from '../../tests/support/booking-mother';
import { addDays, pragueDate } from './calendar';
import { bookingByHand, isManualBookingBy, validateManualBooking, type ManualBookingInput } from './booking-by-hand';

const now = new Date('2027-03-10T09:00:00Z');
const today = pragueDate(now);

function input(overrides: Partial<ManualBookingInput> = {}): ManualBookingInput {
  const { kind: _k, marketingConsent: _m, ...base } = aBookingInput({ weddingDate: addDays(today, 30) });
  return { ...base, channel: 'telefon', status: 'confirmed', ...overrides };
}

describe('validateManualBooking', () => {
  it('keeps the public field rules (e-mail, phone, venue for a full booking, consent)', () => {
    const result = validateManualBooking(input({ email: 'jana@', phone: '12', venue: '', privacyConsent: false }), { now });
    expect(result).toEqual({
      ok: false,
      errors: { email: 'email/invalid', phone: 'phone/invalid', venue: 'field/required', privacyConsent: 'consent/required' },
    });
  });

  it('allows any day from today on (the public minimum lead time does not apply), never a past day', () => {
    expect(validateManualBooking(input({ weddingDate: today }), { now }).ok).toBe(true);
    expect(validateManualBooking(input({ weddingDate: addDays(today, -1) }), { now })).toMatchObject({ ok: false, errors: { weddingDate: 'booking/date-too-soon' } });
    expect(validateManualBooking(input({ weddingDate: '2031-01-01' }), { now })).toMatchObject({ ok: false, errors: { weddingDate: 'booking/date-too-far' } });
  });

  it('requires a channel from the desk list and a status the desk may enter', () => {
    expect(validateManualBooking(input({ channel: 'web' }), { now })).toMatchObject({ ok: false, errors: { channel: 'field/required' } });
    expect(validateManualBooking(input({ channel: '' }), { now })).toMatchObject({ ok: false, errors: { channel: 'field/required' } });
    for (const status of ['completed', 'cancelled', 'declined', 'nonsense']) {
      expect(validateManualBooking(input({ status }), { now })).toMatchObject({ ok: false, errors: { status: 'booking/invalid-transition' } });
    }
  });

  it('without a package the booking is simple (venue and town optional); marketing consent is never recorded', () => {
    const result = validateManualBooking({ ...input({ packageSlug: '', venue: '', town: '' }), marketingConsent: true }, { now });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.request.kind).toBe('simple');
    expect(result.value.request.marketingConsentAt).toBeUndefined();
  });
});

describe('bookingByHand', () => {
  const by = 'tereza@example.cz';
  const at = now.toISOString();
  const manual = (status: string) => {
    const result = validateManualBooking(input({ status }), { now });
    if (!result.ok) throw new Error('invalid');
    return result.value;
  };

  it('records the creation by the admin, then one entry per legal step to the chosen status', () => {
    const booking = bookingByHand(manual('deposit-paid'), { at, by, reservationCode: 'ABCD-EFGH' });
    expect(booking).toMatchObject({ status: 'deposit-paid', channel: 'telefon', createdAt: at, updatedAt: at });
    expect(booking.history).toEqual([
      { at, by, from: null, to: 'new', event: 'created' },
      { at, by, from: 'new', to: 'confirmed' },
      { at, by, from: 'confirmed', to: 'deposit-paid' },
    ]);
    expect(bookingByHand(manual('new'), { at, by, reservationCode: 'ABCD-EFGH' }).history).toHaveLength(1);
  });

  it('a retried submit recognises its own manual booking, nothing else', () => {
    const booking = bookingByHand(manual('new'), { at, by, reservationCode: 'ABCD-EFGH' });
    expect(isManualBookingBy(booking, by)).toBe(true);
    expect(isManualBookingBy(booking, 'jiny@example.cz')).toBe(false);
    expect(isManualBookingBy({ ...booking, channel: 'web' }, by)).toBe(false);
  });

  it('stores the prices agreed from today\'s price list, and a confirmed booking its variable symbol', () => {
    const booking = bookingByHand(manual('confirmed'), { at, by, reservationCode: 'ABCD-EFGH' }, MAIL_PRICES);
    expect(booking.pricing).toEqual({ package: { slug: 'cely-den', name: 'Celý den', priceCzk: 39000 }, extras: [] });
    expect(booking.variableSymbol).toBe(variableSymbol(booking));
    expect(bookingByHand(manual('new'), { at, by, reservationCode: 'ABCD-EFGH' }, MAIL_PRICES).variableSymbol).toBeUndefined();
  });

  it('stores no prices without a price list (price unknown)', () => {
    expect('pricing' in bookingByHand(manual('confirmed'), { at, by, reservationCode: 'ABCD-EFGH' }, null)).toBe(false);
  });
});
