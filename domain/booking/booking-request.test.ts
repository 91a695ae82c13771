import { describe, expect, it } from 'vitest';
import { emptyBookingRequest, looksLikeBot, validateBookingRequest, type BookingRequestInput } from './booking-request';

const now = new Date('2026-11-22T10:00:00Z');
const id = '6f1c2a8e-4b7d-4c3a-9e2f-1a2b3c4d5e6f';

function fullRequest(overrides: Partial<BookingRequestInput> = {}): BookingRequestInput {
  return {
    ...emptyBookingRequest(id, 'full'),
    weddingDate: '2027-06-12',
    ceremonyTime: '14:30',
    venue: 'Zámek Hluboká',
    town: 'Hluboká nad Vltavou',
    packageSlug: 'cely-den',
    extras: ['fotokniha', 'fotokniha'],
    guests: '80',
    partner1: 'Jana',
    partner2: 'Petr',
    email: 'Jana@Example.cz',
    phone: '777 123 456',
    message: 'Těšíme se!',
    source: 'Instagram',
    privacyConsent: true,
    ...overrides,
  };
}

describe('booking request rule', () => {
  it('accepts a full request and normalises it', () => {
    const result = validateBookingRequest(fullRequest(), { now, packageSlugs: ['cely-den'], extraSlugs: ['fotokniha'] });
    expect(result).toEqual({
      ok: true,
      value: {
        id,
        kind: 'full',
        weddingDate: '2027-06-12',
        ceremonyTime: '14:30',
        contact: { coupleNames: 'Jana a Petr', email: 'jana@example.cz', phone: '+420777123456' },
        packageSlug: 'cely-den',
        extras: ['fotokniha'],
        venue: 'Zámek Hluboká',
        town: 'Hluboká nad Vltavou',
        guests: 80,
        message: 'Těšíme se!',
        source: 'Instagram',
        consentAt: '2026-11-22T10:00:00.000Z',
      },
    });
  });

  it('the quick form needs only date, name, e-mail, phone and consent', () => {
    const result = validateBookingRequest(
      { ...emptyBookingRequest(id, 'simple'), weddingDate: '2027-06-12', partner1: 'Jana', email: 'jana@example.cz', phone: '+420777123456', privacyConsent: true },
      { now },
    );
    expect(result.ok).toBe(true);
  });

  it('reports each failing field with a specific code', () => {
    const result = validateBookingRequest(
      fullRequest({
        id: 'not-a-uuid',
        weddingDate: '2026-11-30',
        ceremonyTime: '25:00',
        venue: '',
        packageSlug: 'neznamy',
        extras: ['zlaty-dron'],
        guests: '0',
        email: 'jana@',
        phone: '123',
        privacyConsent: false,
      }),
      { now, packageSlugs: ['cely-den'], extraSlugs: ['fotokniha'] },
    );
    expect(result).toEqual({
      ok: false,
      errors: {
        id: 'id/invalid',
        weddingDate: 'booking/date-too-soon',
        ceremonyTime: 'time/invalid',
        venue: 'field/required',
        packageSlug: 'booking/unknown-package',
        extras: 'booking/unknown-package',
        guests: 'guests/invalid',
        email: 'email/invalid',
        phone: 'phone/invalid',
        privacyConsent: 'consent/required',
      },
    });
  });

  it('without the price list (on the server) still refuses anything that is not a slug', () => {
    const valid = (overrides: Record<string, unknown>) => validateBookingRequest({ ...fullRequest(), ...overrides }, { now });
    expect(valid({}).ok).toBe(true);
    expect(valid({ packageSlug: '<b>Celý den</b> zdarma' })).toMatchObject({ ok: false, errors: { packageSlug: 'booking/unknown-package' } });
    expect(valid({ extras: ['fotokniha', 'x'.repeat(101)] })).toMatchObject({ ok: false, errors: { extras: 'booking/unknown-package' } });
  });

  it('never throws on hostile input from the network', () => {
    for (const raw of [null, 42, 'x', [], { extras: 'a', privacyConsent: 'true', guests: {} }]) {
      expect(validateBookingRequest(raw, { now }).ok).toBe(false);
    }
  });

  it('records marketing consent only when given', () => {
    const yes = validateBookingRequest(fullRequest({ marketingConsent: true }), { now });
    expect(yes.ok && yes.value.marketingConsentAt).toBe('2026-11-22T10:00:00.000Z');
  });
});

describe('bot signals', () => {
  it('a filled honeypot or a form sent within 3 seconds looks like a bot', () => {
    expect(looksLikeBot({ honeypot: 'http://spam', formShownAt: 0, submittedAt: 60_000 })).toBe(true);
    expect(looksLikeBot({ honeypot: '', formShownAt: 0, submittedAt: 2_999 })).toBe(true);
    expect(looksLikeBot({ honeypot: '', formShownAt: 0, submittedAt: 3_000 })).toBe(false);
  });
});
