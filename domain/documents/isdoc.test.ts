import { readFileSync } from 'node:fs';
import path from 'node:path';
import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { validateXML } from 'xmllint-wasm';
import { documentsOfABooking } from '../../tests/support/document-cases';
import { isdocAmount, isdocUuid, isdocXml } from './isdoc';

// The published ISDOC 6.0.2 schema, shipped in the repository (its licence is in the file's header).
const SCHEMA = { fileName: 'isdoc-invoice-6.0.2.xsd', contents: readFileSync(path.join(import.meta.dirname, '../../assets/schemas/isdoc-invoice-6.0.2.xsd'), 'utf8') };

async function schemaErrors(xml: string): Promise<string[]> {
  const result = await validateXML({ xml: { fileName: 'document.isdoc', contents: xml }, schema: SCHEMA });
  return result.errors.map((error) => error.rawMessage);
}

const parse = (xml: string) => new XMLParser({ ignoreAttributes: false, parseTagValue: false }).parse(xml).Invoice;

describe.each(['payer', 'non-payer'] as const)('ISDOC 6.0.2 of a %s\'s documents', (mode) => {
  const documents = documentsOfABooking(mode);

  it.each(['deposit', 'final', 'cancellation', 'overpaid', 'cancellationOfTwo', ...(mode === 'payer' ? (['receipt'] as const) : [])] as const)('the %s is valid against the published XSD', async (name) => {
    const xml = isdocXml(documents[name]);
    expect(xml).not.toBeNull();
    expect(await schemaErrors(xml ?? '')).toEqual([]);
  });

  it('the schema check can fail: a document missing its ID is rejected', async () => {
    const broken = (isdocXml(documents.deposit) ?? '').replace(/<ID>ZF-2027-0001<\/ID>/, '');
    expect(await schemaErrors(broken)).not.toEqual([]);
  });

  it('writes the document types the schema defines: 4 deposit invoice, 1 invoice, 5/6 for a payer, 2 for a non-payer', () => {
    expect(parse(isdocXml(documents.deposit) ?? '').DocumentType).toBe('4');
    expect(parse(isdocXml(documents.final) ?? '').DocumentType).toBe('1');
    expect(parse(isdocXml(documents.cancellation) ?? '').DocumentType).toBe(mode === 'payer' ? '6' : '2');
    if (mode === 'payer') expect(parse(isdocXml(documents.receipt) ?? '').DocumentType).toBe('5');
    else expect(isdocXml(documents.receipt)).toBeNull();
  });

  it('carries the content\'s totals: the final invoice\'s 51 500 Kč, the deposit deducted, 41 500 Kč to pay', () => {
    const invoice = parse(isdocXml(documents.final) ?? '');
    expect(invoice.VATApplicable).toBe(mode === 'payer' ? 'true' : 'false');
    expect(invoice.LegalMonetaryTotal.TaxInclusiveAmount).toBe('51500.00');
    expect(invoice.LegalMonetaryTotal.PayableAmount).toBe('41500.00');
    expect(invoice.PaymentMeans.Payment.Details).toMatchObject({ VariableSymbol: '2706120042', BankCode: '0800', ID: '19-2000145399', IBAN: 'CZ6508000000192000145399' });
    if (mode === 'payer') {
      expect(invoice.TaxTotal.TaxSubTotal).toMatchObject({ TaxableAmount: '42561.98', TaxAmount: '8938.02', AlreadyClaimedTaxAmount: '1735.54', DifferenceTaxAmount: '7202.48' });
      expect(invoice.TaxedDeposits.TaxedDeposit).toMatchObject({ ID: 'PP-2027-0001', TaxableDepositAmount: '8264.46', TaxInclusiveDepositAmount: '10000.00' });
    } else {
      expect(invoice.LegalMonetaryTotal.PaidDepositsAmount).toBe('10000.00');
      expect(invoice.NonTaxedDeposits.NonTaxedDeposit).toMatchObject({ ID: 'PP-2027-0001', DepositAmount: '10000.00' });
    }
  });

  it('follows the standard\'s rules the schema cannot check: rates 1 in CZK, no VAT line on a non-VAT document', () => {
    for (const content of Object.values(documents)) {
      const xml = isdocXml(content);
      if (xml === null) continue;
      const invoice = parse(xml);
      expect([invoice.CurrRate, invoice.RefCurrRate, invoice.ForeignCurrencyCode]).toEqual(['1', '1', undefined]);
      const lines = [invoice.InvoiceLines.InvoiceLine].flat() as { ClassifiedTaxCategory: { VATApplicable: string } }[];
      expect(lines.every((line) => line.ClassifiedTaxCategory.VATApplicable === invoice.VATApplicable)).toBe(true);
    }
  });

  it('names the corrected document on the cancellation, with the amounts negative', () => {
    const correction = parse(isdocXml(documents.cancellation) ?? '');
    expect(correction.OriginalDocumentReferences.OriginalDocumentReference.ID).toBe('PP-2027-0001');
    expect(correction.LegalMonetaryTotal.PayableAmount).toBe('-10000.00');
  });

  it('a correction of two receipts lists both originals, and each line points to the one it reverses', () => {
    const correction = parse(isdocXml(documents.cancellationOfTwo) ?? '');
    const originals = [correction.OriginalDocumentReferences.OriginalDocumentReference].flat() as { '@_id': string; ID: string }[];
    expect(originals.map((original) => original.ID)).toEqual(['PP-2027-0001', 'PP-2027-0002']);
    const lines = [correction.InvoiceLines.InvoiceLine].flat() as { OriginalDocumentReference: { '@_ref': string }; LineExtensionAmountTaxInclusive: string }[];
    expect(lines.map((line) => [line.OriginalDocumentReference['@_ref'], line.LineExtensionAmountTaxInclusive])).toEqual([
      [originals[0]!['@_id'], '-10000.00'],
      [originals[1]!['@_id'], '-42000.50'],
    ]);
    expect(correction.LegalMonetaryTotal.PayableAmount).toBe('-52000.50');
  });

  it('a final invoice below its receipts asks nothing: no payment means, the amount payable 0', () => {
    const invoice = parse(isdocXml(documents.overpaid) ?? '');
    expect(invoice.LegalMonetaryTotal.PayableAmount).toBe('0.00');
    expect(invoice.PaymentMeans).toBeUndefined();
  });
});

describe('ISDOC values', () => {
  it('escapes what the couple typed (an ampersand, angle brackets) and stays valid', async () => {
    const { deposit } = documentsOfABooking('non-payer');
    const xml = isdocXml({ ...deposit, customer: { name: 'Tereza & Petr <Dvořákovi>' } }) ?? '';
    expect(xml).toContain('<Name>Tereza &amp; Petr &lt;Dvořákovi&gt;</Name>');
    expect(await schemaErrors(xml)).toEqual([]);
  });

  it('writes haléře as decimals, negatives included', () => {
    expect([isdocAmount(123_456), isdocAmount(5), isdocAmount(-5), isdocAmount(0)]).toEqual(['1234.56', '0.05', '-0.05', '0.00']);
  });

  it('gives a document the same UUID every time and another document another', () => {
    expect(isdocUuid('27074358', 'ZF-2027-0001')).toBe(isdocUuid('27074358', 'ZF-2027-0001'));
    expect(isdocUuid('27074358', 'ZF-2027-0001')).not.toBe(isdocUuid('27074358', 'ZF-2027-0002'));
    expect(isdocUuid('27074358', 'ZF-2027-0001')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  });
});
