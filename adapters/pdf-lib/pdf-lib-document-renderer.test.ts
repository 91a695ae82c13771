// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import type { DocumentContent } from '../../domain/documents/document-content';
import { documentMoney } from '../../domain/documents/document-format';
import { documentsOfABooking } from '../../tests/support/document-cases';
import { decodePdfQr } from '../../tests/support/pdf-qr';
import { PdfLibDocumentRenderer } from './pdf-lib-document-renderer';
import { readShippedFonts } from './shipped-fonts';

// Rendering embeds fonts and draws each page: heavy work whose time follows the machine, so no tight budget.
vi.setConfig({ testTimeout: 120_000 });
const renderer = new PdfLibDocumentRenderer(await readShippedFonts());

/** The PDF's text as a reader extracts it (Mozilla's pdf.js), spaces of every kind folded to one. */
async function textOf(pdf: Uint8Array): Promise<{ text: string; pages: number; size: number[] }> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await pdfjs.getDocument({ data: pdf.slice(), disableFontFace: true, useSystemFonts: false }).promise;
  const page = await document.getPage(1);
  const content = await page.getTextContent();
  const text = content.items.map((item) => ('str' in item ? item.str : '')).join(' ').replace(/\s+/g, ' ');
  return { text, pages: document.numPages, size: page.view.slice(2) };
}

const plain = (value: string) => value.replace(/\s+/g, ' ');

describe.each(['payer', 'non-payer'] as const)('the PDF of a %s\'s documents', (mode) => {
  const documents = documentsOfABooking(mode);

  it.each(['deposit', 'receipt', 'final', 'cancellation'] as const)('the %s prints its title, number, parties and the content\'s totals on one A4 page', async (name) => {
    const content: DocumentContent = documents[name];
    const { text, pages, size } = await textOf(await renderer.renderPdf(content));
    expect(pages).toBe(1);
    expect(size.map(Math.round)).toEqual([595, 842]);
    expect(text).toContain(content.title);
    expect(text).toContain(`č. ${content.printedNumber}`);
    expect(text).toContain('Poskytovatel');
    expect(text).toContain('Příjemce');
    expect(text).toContain('Tereza Nováková a Petr Dvořák');
    expect(text).toContain(`IČO: ${content.supplier.ico}`);
    expect(text).toContain(plain(content.supplier.registerEntry).split(' ').slice(0, 4).join(' '));
    expect(text).toContain(plain(documentMoney(content.totalHalere)));
    for (const line of content.lines) expect(text).toContain(plain(documentMoney(line.totalHalere)));
    for (const note of content.notes) expect(text).toContain(note.split(' ').slice(0, 5).join(' '));
  });

  it('the deposit invoice says "Zálohová faktura", Kč and the amount to pay, and that it is no tax document', async () => {
    const { text } = await textOf(await renderer.renderPdf(documents.deposit));
    expect(text).toContain('Zálohová faktura');
    expect(text).toContain('K úhradě 10 000,00 Kč');
    expect(text).toContain('Tento doklad není daňovým dokladem.');
    expect(text).toContain('QR Platba');
    expect(text).toContain('Variabilní symbol 2706120042');
  });

  it('the QR Platba drawn on the deposit and final invoices decodes to the content\'s SPAYD; the receipt has none', async () => {
    for (const content of [documents.deposit, documents.final]) expect(await decodePdfQr(await renderer.renderPdf(content))).toBe(content.payment?.spayd);
    expect(documents.final.payment?.spayd).toContain('*AM:41500.00*');
    expect(await decodePdfQr(await renderer.renderPdf(documents.receipt))).toBeNull();
  });

  it('the final invoice prints the deposit deducted and the rest to pay', async () => {
    const { text } = await textOf(await renderer.renderPdf(documents.final));
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
    const { text } = await textOf(await renderer.renderPdf(documents.cancellation));
    expect(text).toContain('Opravovaný doklad PP-2027-0001 ze dne 28. 2. 2027');
    expect(text).toContain('Vráceno 10 000,00 Kč');
    expect(text).not.toContain('QR Platba');
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
