import { describe, expect, it } from 'vitest';
import type { DocumentContent } from '../../domain/documents/document-content';
import { documentMoney } from '../../domain/documents/document-format';
import type { DocumentRendererPort } from '../../ports/units/document-renderer-port';
import { documentsOfABooking } from '../support/document-cases';
import { decodePdfQr } from '../support/pdf-qr';
import { pdfText } from '../support/pdf-text';

const plain = (value: string) => value.replace(/\s+/g, ' ');

/**
 * DocumentRendererPort (ports/units/document-renderer-port.ts): every kind in both VAT modes on one A4 page, read back
 * by an independent reader — the content's title, number, parties, every line and total, its notes, and a QR Platba
 * that decodes to exactly the content's SPAYD where something is left to pay (none elsewhere).
 */
export function documentRendererContract(name: string, makeRenderer: () => Promise<DocumentRendererPort>) {
  describe.each(['payer', 'non-payer'] as const)(`DocumentRendererPort contract: ${name}, a %s's documents`, (mode) => {
    const documents = documentsOfABooking(mode);

    it.each(['deposit', 'receipt', 'final', 'cancellation', 'overpaid', 'cancellationOfTwo'] as const)('prints the %s\'s title, number, parties, lines, totals and notes on one A4 page', async (kind) => {
      const content: DocumentContent = documents[kind];
      const { text, pages, size } = await pdfText(await (await makeRenderer()).renderPdf(content));
      expect(pages).toBe(1);
      expect(size.map(Math.round)).toEqual([595, 842]);
      for (const expected of [content.title, `č. ${content.printedNumber}`, 'Poskytovatel', 'Příjemce', content.customer.name, `IČO: ${content.supplier.ico}`]) expect(text).toContain(expected);
      expect(text).toContain(plain(content.supplier.registerEntry).split(' ').slice(0, 4).join(' '));
      expect(text).toContain(plain(documentMoney(content.totalHalere)));
      for (const line of content.lines) expect(text).toContain(plain(documentMoney(line.totalHalere)));
      for (const note of content.notes) expect(text).toContain(note.split(' ').slice(0, 5).join(' '));
    });

    it('draws a QR Platba that decodes to the content\'s SPAYD on the deposit and final invoices, and none on the receipt', async () => {
      const renderer = await makeRenderer();
      for (const content of [documents.deposit, documents.final]) expect(await decodePdfQr(await renderer.renderPdf(content))).toBe(content.payment?.spayd);
      expect(documents.final.payment?.spayd).toContain('*AM:41500.00*');
      expect(await decodePdfQr(await renderer.renderPdf(documents.receipt))).toBeNull();
      // Receipts above the price leave nothing to pay: no QR Platba (never one asking a negative amount).
      expect(documents.overpaid.payment).toBeUndefined();
      expect(await decodePdfQr(await renderer.renderPdf(documents.overpaid))).toBeNull();
    });
  });
}
