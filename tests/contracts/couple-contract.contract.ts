import { describe, expect, it } from 'vitest';
import type { Booking } from '../../domain/booking/booking';
import type { ContractAcceptanceRequest } from '../../domain/contract/contract-acceptance';
import { DomainError, fieldsOf } from '../../domain/errors';
import type { CoupleContractPort } from '../../ports/couple-contract-port';
import { base64ToBytes } from '../../domain/contract/contract-bytes';
import { aBooking } from '../support/booking-mother';
import { pdfPagesText } from '../support/pdf-text';

export interface CoupleContractHarness {
  contract: CoupleContractPort;
  /** Signs the visitor in as a confirmed account with this e-mail (created for the test). */
  signInAs(email: string): Promise<void>;
  signOut(): Promise<void>;
  /** Stores a booking as the system keeps it. A contract template (any published version) is in place. */
  seed(booking: Booking): Promise<void>;
}

let counter = 0;
const anEmail = (name: string) => `${name}-${Date.now().toString(36)}-${(counter += 1)}@example.cz`;
const PRICING = { package: { slug: 'cely-den', name: 'Celý den', priceCzk: 32000 }, extras: [{ slug: 'album', name: 'Album', priceCzk: 4500 }] };

/** A fresh id each time: a real adapter's store keeps acceptances (keyed by booking id) from earlier runs. */
function confirmedFor(email: string, overrides: Partial<Booking> = {}): Booking {
  return aBooking({ id: `smlouva-${Date.now().toString(36)}-${(counter += 1)}`, status: 'confirmed', contact: { coupleNames: 'Jana a Petr', email, phone: '+420777123456' }, pricing: PRICING, ...overrides });
}

async function openContract(setup: () => Promise<CoupleContractHarness>) {
  const h = await setup();
  const email = anEmail('jana');
  const booking = confirmedFor(email);
  await h.seed(booking);
  await h.signInAs(email);
  const shown = await h.contract.myContract(booking.id);
  if (shown.state !== 'open') throw new Error(`expected an open contract, got ${shown.state}`);
  const form: ContractAcceptanceRequest = {
    bookingId: booking.id,
    textSha256: shown.textSha256,
    namesTyped: 'Jana Nováková, Petr Svoboda',
    consent: true,
    withdrawalAcknowledged: true,
    expressStart: true,
  };
  return { h, email, booking, shown, form };
}

async function codeOf(promise: Promise<unknown>): Promise<{ code: string; fields?: Record<string, string> }> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof DomainError) return { code: error.code, ...(fieldsOf(error) ? { fields: fieldsOf(error) } : {}) };
    throw error;
  }
  throw new Error('expected a refusal');
}

/** What every CoupleContractPort adapter must do (ports/couple-contract-port.ts). */
export function coupleContractContract(name: string, setup: () => Promise<CoupleContractHarness>) {
  describe(`CoupleContractPort contract: ${name}`, () => {
    it('without a signed-in account both methods reject auth/not-signed-in', async () => {
      const { h, form } = await openContract(setup);
      await h.signOut();
      expect((await codeOf(h.contract.myContract(form.bookingId))).code).toBe('auth/not-signed-in');
      expect((await codeOf(h.contract.acceptContract(form))).code).toBe('auth/not-signed-in');
    });

    it('shows a confirmed booking\'s contract filled from its agreed prices, and nothing for a request not confirmed', async () => {
      const { h, email, shown } = await openContract(setup);
      expect(shown.text).toContain('Celý den (32\u00a0000\u00a0Kč)');
      expect(shown.textSha256).toMatch(/^[0-9a-f]{64}$/);
      const request = confirmedFor(email, { status: 'new' });
      await h.seed(request);
      expect(await h.contract.myContract(request.id)).toEqual({ state: 'unavailable' });
    });

    it('refuses another couple\'s booking as not found, shown or accepted', async () => {
      const { h, form } = await openContract(setup);
      await h.signInAs(anEmail('petra'));
      expect((await codeOf(h.contract.myContract(form.bookingId))).code).toBe('booking/not-found');
      expect((await codeOf(h.contract.acceptContract(form))).code).toBe('booking/not-found');
    });

    it('refuses a form without the ticks or names, and a text other than the one shown, accepting nothing', async () => {
      const { h, form } = await openContract(setup);
      const missing = await codeOf(h.contract.acceptContract({ ...form, namesTyped: '  ', consent: false, withdrawalAcknowledged: false }));
      expect(missing.fields).toEqual({ namesTyped: 'field/required', consent: 'consent/required', withdrawalAcknowledged: 'contract/withdrawal-required' });
      expect((await codeOf(h.contract.acceptContract({ ...form, textSha256: '0'.repeat(64) }))).code).toBe('contract/text-changed');
      expect((await h.contract.myContract(form.bookingId)).state).toBe('open');
    });

    it('records the acceptance once: the account\'s e-mail, the names, the version; a second one is refused', async () => {
      const { h, email, shown, form } = await openContract(setup);
      const record = await h.contract.acceptContract(form);
      expect(record).toMatchObject({
        bookingId: form.bookingId,
        templateVersion: shown.templateVersion,
        text: shown.text,
        textSha256: shown.textSha256,
        namesTyped: 'Jana Nováková, Petr Svoboda',
        email,
        withdrawalAcknowledged: true,
        expressStart: true,
      });
      expect(await h.contract.myContract(form.bookingId)).toEqual({ state: 'accepted', acceptance: record });
      expect((await codeOf(h.contract.acceptContract({ ...form, namesTyped: 'Někdo jiný' }))).code).toBe('contract/already-accepted');
      expect(await h.contract.myContract(form.bookingId)).toEqual({ state: 'accepted', acceptance: record });
    });

    it('downloads the accepted contract as a PDF with the record, and nothing before acceptance or for another couple', async () => {
      const { h, form } = await openContract(setup);
      expect((await codeOf(h.contract.contractPdf(form.bookingId))).code).toBe('contract/not-accepted');
      const record = await h.contract.acceptContract(form);
      const file = await h.contract.contractPdf(form.bookingId);
      expect(file.filename).toMatch(/^smlouva-.+\.pdf$/);
      const text = (await pdfPagesText(base64ToBytes(file.contentBase64))).join(' ');
      expect(text).toContain(record.textSha256);
      expect(text).toContain('Jana Nováková, Petr Svoboda');
      expect(text).toContain('Záznam o přijetí smlouvy');
      await h.signInAs(anEmail('petra'));
      expect((await codeOf(h.contract.contractPdf(form.bookingId))).code).toBe('booking/not-found');
      await h.signOut();
      expect((await codeOf(h.contract.contractPdf(form.bookingId))).code).toBe('auth/not-signed-in');
    });
  });
}
