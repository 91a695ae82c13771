import { describe, expect, it } from 'vitest';
import { MAIL_PRICES } from '../../tests/support/mail-context-mother';
import { aBooking } from '../../tests/support/booking-mother';
import { bookingEditInput, editBooking } from './booking-edit';

const by = 'tereza@example.cz';
const at = '2027-03-10T09:00:00.000Z';

describe('editBooking', () => {
  const booking = aBooking({ kind: 'full', venue: 'Zámek Liblice', town: 'Liblice', packageSlug: 'cely-den', guests: 80 });

  it('records only the fields that really changed, old → new, by whom and when', () => {
    const edited = editBooking(booking, { ...bookingEditInput(booking), email: ' Jana@Example.CZ ', guests: '', ceremonyTime: '14:30', extras: ['album'] }, by, at);
    expect(edited.contact.email).toBe('jana@example.cz');
    expect(edited.guests).toBeUndefined();
    expect(edited.ceremonyTime).toBe('14:30');
    expect(edited.updatedAt).toBe(at);
    expect(edited.history.at(-1)).toEqual({
      at,
      by,
      from: 'new',
      to: 'new',
      event: 'edit',
      changes: [
        { field: 'contact.email', from: booking.contact.email, to: 'jana@example.cz' },
        { field: 'extras', from: null, to: 'album' },
        { field: 'ceremonyTime', from: null, to: '14:30' },
        { field: 'guests', from: 80, to: null },
      ],
    });
  });

  it('nothing changed (only whitespace or case) → the same booking, no history entry', () => {
    const same = editBooking(booking, { email: booking.contact.email.toUpperCase(), venue: ' Zámek Liblice ', phone: '777 123 456' }, by, at);
    expect(same).toBe(booking);
  });

  it('refuses invalid fields with the public form codes and keeps full bookings complete', () => {
    expect(() => editBooking(booking, { email: 'x@', phone: 'abc', venue: '', guests: '0', ceremonyTime: '25:00', packageSlug: 'Bad Slug' }, by, at)).toThrow(
      expect.objectContaining({
        code: 'email/invalid',
        details: {
          fields: {
            email: 'email/invalid',
            phone: 'phone/invalid',
            venue: 'field/required',
            guests: 'guests/invalid',
            ceremonyTime: 'time/invalid',
            packageSlug: 'booking/unknown-package',
          },
        },
      }),
    );
  });

  it('a simple booking may leave venue and package empty', () => {
    const simple = aBooking({ kind: 'simple', venue: 'Mlýn' });
    expect(editBooking(simple, { venue: '' }, by, at).venue).toBeUndefined();
  });

  it('refuses to correct an anonymised booking: its personal data stays gone', () => {
    const anonymised = aBooking({ anonymisedAt: '2027-01-01T00:00:00.000Z' });
    expect(() => editBooking(anonymised, { email: 'jana@example.cz' }, by, at)).toThrow(expect.objectContaining({ code: 'booking/invalid-transition' }));
  });
});

describe('editBooking and the agreed prices', () => {
  const by = 'tereza@example.cz';
  const at = '2027-03-10T09:00:00.000Z';
  const agreedPackage = { slug: 'cely-den', name: 'Celý den', priceCzk: 35000 };
  const agreedExtra = { slug: 'fotokniha', name: 'Fotokniha', priceCzk: 6000 };
  const booking = aBooking({
    kind: 'full',
    venue: 'Zámek Liblice',
    town: 'Liblice',
    packageSlug: 'cely-den',
    extras: ['fotokniha'],
    pricing: { package: agreedPackage, extras: [agreedExtra] },
  });

  it('a changed package is agreed at today\'s price; what stays chosen keeps its agreed price', () => {
    const edited = editBooking(booking, { packageSlug: 'obrad' }, by, at, MAIL_PRICES);
    expect(edited.pricing).toEqual({ package: { slug: 'obrad', name: 'Obřad', priceCzk: 18000 }, extras: [agreedExtra] });
  });

  it('an added extra is agreed at today\'s price, a removed one leaves the pricing', () => {
    expect(editBooking(booking, { extras: ['fotokniha', 'druhy-fotograf'] }, by, at, MAIL_PRICES).pricing).toEqual({
      package: agreedPackage,
      extras: [agreedExtra, { slug: 'druhy-fotograf', name: 'Druhý fotograf', priceCzk: 9000 }],
    });
    expect(editBooking(booking, { extras: [] }, by, at, null).pricing).toEqual({ package: agreedPackage, extras: [] });
  });

  it('a newly chosen item without a price (no price list at hand, or not in it) makes the pricing unknown, never the old one', () => {
    expect('pricing' in editBooking(booking, { packageSlug: 'obrad' }, by, at, null)).toBe(false);
    expect('pricing' in editBooking(booking, { extras: ['nic-takoveho'] }, by, at, MAIL_PRICES)).toBe(false);
  });

  it('a booking stored without prices stays price unknown while an unpriced choice remains; other edits keep the pricing', () => {
    const old = aBooking({ ...booking, pricing: undefined });
    delete old.pricing;
    expect('pricing' in editBooking(old, { extras: ['fotokniha', 'druhy-fotograf'] }, by, at, MAIL_PRICES)).toBe(false);
    expect(editBooking(old, { packageSlug: 'obrad', extras: [] }, by, at, MAIL_PRICES).pricing).toEqual({
      package: { slug: 'obrad', name: 'Obřad', priceCzk: 18000 },
      extras: [],
    });
    expect(editBooking(booking, { guests: '50' }, by, at, null).pricing).toEqual(booking.pricing);
  });
});

