import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { validateXML } from 'xmllint-wasm';
import { DomainError } from '../errors';
import { anonymiseBooking } from '../privacy/anonymise';
import { aBooking } from '../../tests/support/booking-mother';
import { isdocXml } from './isdoc';
import { buildPaymentReceipt } from './build-documents';
import { aTrader, anIssue, PAYER_VAT } from '../../tests/support/document-mother';
import { billingDetailsMissing, billingDetailsOf, documentCustomerOf, withBillingDetails } from './billing-details';
import { documentBookingOf } from './pending-document';

const HOME = { name: '  Jana   Nováková ', street: 'Dlouhá 5', city: 'Praha 1', postalCode: '11000', ico: '', dic: '' };
const COMPANY = { ...HOME, name: 'Nováková Studio s.r.o.', ico: '27074358', dic: 'cz27074358' };

function fieldsOf(run: () => unknown): Record<string, string> {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainError) return (error.details?.fields ?? {}) as Record<string, string>;
  }
  throw new Error('did not refuse');
}

describe('billing details (Fakturační údaje)', () => {
  it('tidies what was typed: names squeezed, PSČ printed "110 00", DIČ upper case', () => {
    expect(billingDetailsOf(HOME)).toEqual({ name: 'Jana Nováková', street: 'Dlouhá 5', city: 'Praha 1', postalCode: '110 00' });
    expect(billingDetailsOf(COMPANY)).toMatchObject({ ico: '27074358', dic: 'CZ27074358' });
  });

  it('refuses each bad field with its own code, all at once', () => {
    expect(fieldsOf(() => billingDetailsOf({ ...HOME, name: ' ', city: '', postalCode: '1100', ico: '12345678', dic: 'CZ12' }))).toEqual({
      name: 'field/required',
      city: 'field/required',
      postalCode: 'billing/postcode-invalid',
      ico: 'billing/ico-invalid',
      dic: 'billing/dic-invalid',
    });
    expect(fieldsOf(() => billingDetailsOf({ ...HOME, street: 'x'.repeat(121) }))).toEqual({ street: 'field/too-long' });
  });

  it('an empty form (or null) clears them; anything but text is refused rather than stored', () => {
    expect(billingDetailsOf(null)).toBeNull();
    expect(billingDetailsOf({ name: '', street: ' ', city: '', postalCode: '', ico: '', dic: '' })).toBeNull();
    expect(fieldsOf(() => billingDetailsOf({ ...HOME, street: { $gt: '' } }))).toEqual({ street: 'field/required' });
  });

  it('a save records one history entry by who saved it; the same details again change nothing', () => {
    const booking = aBooking({ status: 'confirmed' });
    const saved = withBillingDetails(booking, HOME, 'jana@example.cz', '2027-03-01T10:00:00.000Z');
    expect(saved.billing?.postalCode).toBe('110 00');
    expect(saved.history.at(-1)).toMatchObject({ by: 'jana@example.cz', event: 'edit', changes: [{ field: 'billing', from: null, to: 'Jana Nováková, Dlouhá 5, 110 00 Praha 1' }] });
    expect(withBillingDetails(saved, HOME, 'jana@example.cz', '2027-03-02T10:00:00.000Z')).toBe(saved);
    const cleared = withBillingDetails(saved, null, 'admin@example.cz', '2027-03-03T10:00:00.000Z');
    expect(cleared.billing).toBeUndefined();
  });

  it('an anonymised booking takes none (the retention removed the couple on purpose)', () => {
    const anonymised = anonymiseBooking(aBooking(), '2027-01-01T00:00:00.000Z');
    expect(() => withBillingDetails(anonymised, HOME, 'admin@example.cz', '2027-03-01T10:00:00.000Z')).toThrow(expect.objectContaining({ code: 'booking/invalid-transition' }));
  });

  it('anonymisation drops them and keeps only that they changed, not the old or new values', () => {
    const saved = withBillingDetails(aBooking({ status: 'cancelled' }), COMPANY, 'admin@example.cz', '2027-03-01T10:00:00.000Z');
    const anonymised = anonymiseBooking(saved, '2027-09-01T00:00:00.000Z');
    expect(anonymised.billing).toBeUndefined();
    expect(anonymised.history.at(-1)?.changes).toEqual([{ field: 'billing', from: null, to: null }]);
  });

  it('documents are made out to the billing details where given, else to the couple by name', () => {
    const plain = aBooking({ contact: { coupleNames: 'Jana a Petr', email: 'jana@example.cz', phone: '' } });
    expect(documentCustomerOf(plain)).toEqual({ name: 'Jana a Petr', email: 'jana@example.cz' });
    const company = withBillingDetails(plain, COMPANY, 'admin@example.cz', '2027-03-01T10:00:00.000Z');
    expect(documentBookingOf(company, '2706120042').customer).toEqual({
      name: 'Nováková Studio s.r.o.',
      address: { street: 'Dlouhá 5', city: 'Praha 1', postalCode: '110 00', country: 'CZ' },
      ico: '27074358',
      dic: 'CZ27074358',
      email: 'jana@example.cz',
    });
  });

  it('a VAT payer\'s tax document names a company customer with its IČO and DIČ in the ISDOC, valid against the XSD', async () => {
    const company = withBillingDetails(aBooking(), COMPANY, 'admin@example.cz', '2027-03-01T10:00:00.000Z');
    const receipt = buildPaymentReceipt(anIssue('payment-receipt', { trader: aTrader({ vat: PAYER_VAT }) }), documentBookingOf(company, '2706120042'), { amountHalere: 1_000_000, receivedOn: '2027-02-27' });
    const xml = isdocXml(receipt) ?? '';
    const customer = xml.slice(xml.indexOf('<AccountingCustomerParty>'));
    expect(customer).toContain('<ID>27074358</ID>');
    expect(customer).toContain('<StreetName>Dlouhá 5</StreetName>');
    expect(customer).toContain('<CompanyID>CZ27074358</CompanyID>');
    const schema = { fileName: 'isdoc-invoice-6.0.2.xsd', contents: readFileSync(path.join(import.meta.dirname, '../../assets/schemas/isdoc-invoice-6.0.2.xsd'), 'utf8') };
    expect((await validateXML({ xml: { fileName: 'receipt.isdoc', contents: xml }, schema })).errors).toEqual([]);
  });

  it('only a VAT payer needs them before tax documents', () => {
    expect(billingDetailsMissing(aBooking(), { vat: { payer: true } })).toBe(true);
    expect(billingDetailsMissing(aBooking(), { vat: { payer: false } })).toBe(false);
    expect(billingDetailsMissing(withBillingDetails(aBooking(), HOME, 'a@b.cz', '2027-03-01T10:00:00.000Z'), { vat: { payer: true } })).toBe(false);
  });
});
