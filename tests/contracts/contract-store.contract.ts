import { describe, expect, it } from 'vitest';
import { acceptMyContract, showMyContract } from '../../application/contract/accept-contract';
import type { Booking } from '../../domain/booking/booking';
import type { ContractAcceptance } from '../../domain/contract/contract-acceptance';
import type { ContractStore } from '../../ports/units/contract-store-port';
import { aBooking } from '../support/booking-mother';

/** A template the suite publishes (through the harness's template port) and republishes as a new version. */
export interface PublishableTemplates {
  publish(raw: { version: number; body: string } | null): void;
}

export interface ContractStoreHarness {
  /** The store, its `verify` taking the sessions `sessionOf` gives. */
  store: ContractStore;
  templates: PublishableTemplates;
  /** A session of the couple whose verified account e-mail is `email`. */
  sessionOf(email: string): unknown;
  /** Puts a booking where the store reads bookings (the functions' booking documents, the fakes' booking store). */
  addBooking(booking: Booking): Promise<void>;
  /** The stored acceptance record, read straight from the storage. */
  storedAcceptance(bookingId: string): Promise<ContractAcceptance | null>;
}

const NOW = new Date('2026-11-27T10:15:00.000Z');
const ORIGIN = { ip: '203.0.113.7', userAgent: 'Mozilla/5.0 (Android 14) Chrome/131' };
const V1 = { version: 1, body: 'Smlouva pro {{snoubenci}}: {{balicek}}, celkem {{cena}}.' };
const pricing = { package: { slug: 'cely-den', name: 'Celý den', priceCzk: 32000 }, extras: [{ slug: 'album', name: 'Album', priceCzk: 4500 }] };
let n = 0;

/** ports/units/contract-store-port.ts, through the use cases both the functions and the fakes run. */
export function contractStoreContract(name: string, harness: () => Promise<ContractStoreHarness>): void {
  describe(`ContractStore contract: ${name}`, () => {
    const setup = async (overrides: Partial<Booking> = {}) => {
      const h = await harness();
      n += 1;
      const email = `smlouva${n}-${Date.now()}@example.cz`;
      const booking = aBooking({ id: `contract-${n}-${Date.now()}`, status: 'confirmed', pricing, contact: { coupleNames: 'Jana a Petr', email, phone: '+420777123456' }, ...overrides });
      await h.addBooking(booking);
      h.templates.publish(V1);
      const call = { session: h.sessionOf(email), client: `client-${n}`, now: NOW };
      return { h, booking, call, email };
    };
    const accept = async (s: Awaited<ReturnType<typeof setup>>, extra: Record<string, unknown> = {}) => {
      const shown = await showMyContract({ ...s.call, bookingId: s.booking.id }, s.h.store);
      if (shown.state !== 'open') throw new Error(`contract not open: ${shown.state}`);
      const request = { bookingId: s.booking.id, textSha256: shown.textSha256, namesTyped: 'Jana Nováková, Petr Novák', consent: true, withdrawalAcknowledged: true, expressStart: true, ...extra };
      return { shown, accepted: await acceptMyContract({ ...s.call, request, origin: ORIGIN }, s.h.store) };
    };

    it('stores every field of the acceptance: version, text and hash, names, verified e-mail, IP, user agent, server time', async () => {
      const s = await setup();
      const { shown, accepted } = await accept(s);
      const expected: ContractAcceptance = {
        bookingId: s.booking.id,
        templateVersion: 1,
        text: 'Smlouva pro Jana a Petr: Celý den (32\u00a0000\u00a0Kč), celkem 36\u00a0500\u00a0Kč.',
        textSha256: shown.state === 'open' ? shown.textSha256 : '',
        namesTyped: 'Jana Nováková, Petr Novák',
        email: s.email,
        ip: ORIGIN.ip,
        userAgent: ORIGIN.userAgent,
        acceptedAt: NOW.toISOString(),
        withdrawalAcknowledged: true,
        expressStart: true,
      };
      expect(accepted).toEqual(expected);
      expect(await s.h.storedAcceptance(s.booking.id)).toEqual(expected);
    });

    it('refuses a second acceptance and keeps the first record unchanged', async () => {
      const s = await setup();
      const { accepted } = await accept(s);
      const again = { bookingId: s.booking.id, textSha256: accepted.textSha256, namesTyped: 'Někdo jiný', consent: true, withdrawalAcknowledged: true, expressStart: false };
      await expect(acceptMyContract({ ...s.call, request: again, origin: ORIGIN }, s.h.store)).rejects.toMatchObject({ code: 'contract/already-accepted' });
      expect(await s.h.storedAcceptance(s.booking.id)).toEqual(accepted);
    });

    it('lets only one of two racing acceptances through', async () => {
      const s = await setup();
      const shown = await showMyContract({ ...s.call, bookingId: s.booking.id }, s.h.store);
      const request = { bookingId: s.booking.id, textSha256: shown.state === 'open' ? shown.textSha256 : '', namesTyped: 'Jana', consent: true, withdrawalAcknowledged: true, expressStart: false };
      const results = await Promise.allSettled([0, 1].map(() => acceptMyContract({ ...s.call, request, origin: ORIGIN }, s.h.store)));
      expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
      expect(results.find((result) => result.status === 'rejected')).toMatchObject({ reason: { code: 'contract/already-accepted' } });
    });

    it("refuses somebody else's booking as not found, and stores nothing", async () => {
      const s = await setup();
      const stranger = { ...s.call, session: s.h.sessionOf(`cizi-${n}@example.cz`) };
      await expect(showMyContract({ ...stranger, bookingId: s.booking.id }, s.h.store)).rejects.toMatchObject({ code: 'booking/not-found' });
      const request = { bookingId: s.booking.id, textSha256: 'a'.repeat(64), namesTyped: 'Cizí', consent: true, withdrawalAcknowledged: true, expressStart: false };
      await expect(acceptMyContract({ ...stranger, request, origin: ORIGIN }, s.h.store)).rejects.toMatchObject({ code: 'booking/not-found' });
      expect(await s.h.storedAcceptance(s.booking.id)).toBeNull();
    });

    it('refuses a booking that is not confirmed', async () => {
      const s = await setup({ status: 'new' });
      expect(await showMyContract({ ...s.call, bookingId: s.booking.id }, s.h.store)).toEqual({ state: 'unavailable' });
      const request = { bookingId: s.booking.id, textSha256: 'a'.repeat(64), namesTyped: 'Jana', consent: true, withdrawalAcknowledged: true, expressStart: false };
      await expect(acceptMyContract({ ...s.call, request, origin: ORIGIN }, s.h.store)).rejects.toMatchObject({ code: 'contract/not-available' });
    });

    it('refuses a text changed since it was shown; an accepted contract stays as accepted after a new template version', async () => {
      const s = await setup();
      const shown = await showMyContract({ ...s.call, bookingId: s.booking.id }, s.h.store);
      s.h.templates.publish({ version: 2, body: 'Nová smlouva pro {{snoubenci}}, cena {{cena}}.' });
      const stale = { bookingId: s.booking.id, textSha256: shown.state === 'open' ? shown.textSha256 : '', namesTyped: 'Jana', consent: true, withdrawalAcknowledged: true, expressStart: false };
      await expect(acceptMyContract({ ...s.call, request: stale, origin: ORIGIN }, s.h.store)).rejects.toMatchObject({ code: 'contract/text-changed' });
      const { accepted } = await accept(s);
      expect(accepted.templateVersion).toBe(2);
      s.h.templates.publish({ version: 3, body: 'Třetí znění {{cena}}.' });
      expect(await showMyContract({ ...s.call, bookingId: s.booking.id }, s.h.store)).toEqual({ state: 'accepted', acceptance: accepted });
    });
  });
}
