// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { documentRendererContract } from '../../tests/contracts/document-renderer.contract';
import { documentsOfABooking } from '../../tests/support/document-cases';
import { pdfText } from '../../tests/support/pdf-text';
import { PdfLibDocumentRenderer } from './pdf-lib-document-renderer';
import { readShippedFonts } from './shipped-fonts';

// Rendering embeds fonts and draws each page: heavy work whose time follows the machine, so no tight budget.
vi.setConfig({ testTimeout: 120_000 });
const renderer = new PdfLibDocumentRenderer(await readShippedFonts());

documentRendererContract('pdf-lib with the shipped fonts', async () => renderer);

describe.each(['payer', 'non-payer'] as const)('the PDF of a %s\'s documents', (mode) => {
  const documents = documentsOfABooking(mode);

  it('the deposit invoice says "Zálohová faktura", Kč and the amount to pay, and that it is no tax document', async () => {
    const { text } = await pdfText(await renderer.renderPdf(documents.deposit));
    expect(text).toContain('Zálohová faktura');
    expect(text).toContain('K úhradě 10 000,00 Kč');
    expect(text).toContain('Tento doklad není daňovým dokladem.');
    expect(text).toContain('QR Platba');
    expect(text).toContain('Variabilní symbol 2706120042');
  });

  it('the final invoice prints the deposit deducted and the rest to pay', async () => {
    const { text } = await pdfText(await renderer.renderPdf(documents.final));
    expect(text).toContain('Celkem 51 500,00 Kč');
    expect(text).toContain('Odečet zálohy (PP-2027-0001) -10 000,00 Kč');
    expect(text).toContain('K úhradě 41 500,00 Kč');
    if (mode === 'payer') {
      expect(text).toContain('DIČ: CZ27074358');
      expect(text).toContain('Sazba 21 %: základ 42 561,98 Kč, DPH 8 938,02 Kč');
      expect(text).toContain('Zbývá: základ 34 297,52 Kč, DPH 7 202,48 Kč');
    } else {
      expect(text).toContain('Neplátce DPH');
      expect(text).not.toContain('Rekapitulace DPH');
    }
  });

  it('the cancellation names the corrected document and the refund', async () => {
    const { text } = await pdfText(await renderer.renderPdf(documents.cancellation));
    expect(text).toContain('Opravovaný doklad PP-2027-0001 ze dne 28. 2. 2027');
    expect(text).toContain('Vráceno 10 000,00 Kč');
    expect(text).not.toContain('QR Platba');
  });

  it('a correction of two receipts names both, and refunds their sum', async () => {
    const { text } = await pdfText(await renderer.renderPdf(documents.cancellationOfTwo));
    expect(text).toContain('Opravovaný doklad PP-2027-0001 ze dne 28. 2. 2027');
    expect(text).toContain('Opravovaný doklad PP-2027-0002 ze dne 10. 3. 2027');
    expect(text).toContain('Vráceno 52 000,50 Kč');
  });

  it('a final invoice below its receipts asks nothing and states the přeplatek', async () => {
    const { text } = await pdfText(await renderer.renderPdf(documents.overpaid));
    expect(text).toContain('K úhradě 0,00 Kč');
    expect(text).toContain('Přeplatek 500,50 Kč');
    expect(text).not.toContain('QR Platba');
  });
});

describe('the customer', () => {
  it('prints the billing details under "Příjemce": address, IČO and DIČ of a company', async () => {
    const { receipt } = documentsOfABooking('payer');
    const customer = { name: 'Nováková Studio s.r.o.', address: { street: 'Dlouhá 5', city: 'Praha 1', postalCode: '110 00', country: 'CZ' }, ico: '25596641', dic: 'CZ25596641' };
    const { text } = await pdfText(await renderer.renderPdf({ ...receipt, customer }));
    expect(text).toContain('Nováková Studio s.r.o.');
    expect(text).toContain('110 00 Praha 1');
    expect(text).toContain('IČO: 25596641');
    expect(text).toContain('DIČ: CZ25596641');
  });
});

describe('the rendering itself', () => {
  it('gives the same bytes for the same content (no clock in the file), and embeds only the glyphs used', async () => {
    const { receipt } = documentsOfABooking('non-payer');
    const [first, second] = [await renderer.renderPdf(receipt), await renderer.renderPdf(receipt)];
    expect(Buffer.from(first).equals(Buffer.from(second))).toBe(true);
    // Both whole fonts are ~1.4 MB; subset, a receipt stays far below.
    expect(first.byteLength).toBeLessThan(150_000);
  });
});
