import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb } from 'pdf-lib';
import QRCode from 'qrcode';
import { vatAfterDeductions } from '../../domain/documents/build-documents';
import type { DocumentContent } from '../../domain/documents/document-content';
import { documentDate, documentMoney } from '../../domain/documents/document-format';
import { czechNationalAccount } from '../../domain/payment/iban';
import type { DocumentRendererPort } from '../../ports/units/document-renderer-port';
import { A4, CONTENT_WIDTH, MARGIN, PageWriter } from './pdf-page-writer';

/** The TrueType fonts to embed (assets/fonts/, read by shipped-fonts.ts): regular and bold, Czech diacritics included. */
export interface DocumentFontFiles {
  readonly regular: Uint8Array;
  readonly bold: Uint8Array;
}

const QR_SIZE = 110;
const RIGHT = A4.width - MARGIN;
// A fixed date keeps a document's bytes the same however often it is rendered (the PDF's own dates are metadata).
const FIXED_DATE = new Date('2000-01-01T00:00:00Z');

/** Every document kind on one A4 page with pdf-lib: the parties, the facts, the lines, the VAT, the QR Platba. */
export class PdfLibDocumentRenderer implements DocumentRendererPort {
  constructor(private readonly fontFiles: DocumentFontFiles) {}

  async renderPdf(content: DocumentContent): Promise<Uint8Array> {
    const pdf = await PDFDocument.create();
    pdf.registerFontkit(fontkit);
    // Subsetting embeds only the glyphs used: a receipt is tens of kilobytes, not the font's 700 KB.
    const fonts = { regular: await pdf.embedFont(this.fontFiles.regular, { subset: true }), bold: await pdf.embedFont(this.fontFiles.bold, { subset: true }) };
    pdf.setTitle(`${content.title} ${content.printedNumber}`);
    pdf.setAuthor(content.supplier.name);
    pdf.setLanguage('cs-CZ');
    pdf.setCreationDate(FIXED_DATE);
    pdf.setModificationDate(FIXED_DATE);
    const writer = new PageWriter(pdf.addPage([A4.width, A4.height]), fonts);
    header(writer, content);
    parties(writer, content);
    facts(writer, content);
    lineTable(writer, content);
    totals(writer, content);
    if (content.payment) qrPlatba(writer, content.payment.spayd);
    notes(writer, content);
    return pdf.save();
  }
}

function header(writer: PageWriter, content: DocumentContent): void {
  writer.text(content.title, MARGIN, { size: 18, bold: true });
  writer.textRight(`č. ${content.printedNumber}`, RIGHT, { size: 12, bold: true });
  writer.down(30);
  writer.rule();
  writer.down(18);
}

function parties(writer: PageWriter, content: DocumentContent): void {
  const half = CONTENT_WIDTH / 2;
  const { supplier, customer } = content;
  const supplierLines = [
    supplier.address.street,
    `${supplier.address.postalCode} ${supplier.address.city}`,
    `IČO: ${supplier.ico}`,
    supplier.vat.payer ? `DIČ: ${supplier.vat.dic}` : 'Neplátce DPH',
    ...(supplier.phone ? [`Tel.: ${supplier.phone}`] : []),
    supplier.email,
  ];
  const customerLines = [
    ...(customer.address ? [customer.address.street, `${customer.address.postalCode} ${customer.address.city}`] : []),
    ...(customer.ico ? [`IČO: ${customer.ico}`] : []),
    ...(customer.dic ? [`DIČ: ${customer.dic}`] : []),
  ];
  const top = writer.y;
  writer.text('Poskytovatel', MARGIN, { grey: true });
  writer.text('Příjemce', MARGIN + half, { grey: true });
  let left = top - 14;
  left -= writer.paragraph(supplier.name, MARGIN, half - 10, { size: 10, bold: true, y: left });
  for (const line of supplierLines) left -= writer.paragraph(line, MARGIN, half - 10, { y: left });
  left -= writer.paragraph(supplier.registerEntry, MARGIN, half - 10, { size: 7.5, grey: true, y: left });
  let right = top - 14;
  right -= writer.paragraph(customer.name, MARGIN + half, half, { size: 10, bold: true, y: right });
  for (const line of customerLines) right -= writer.paragraph(line, MARGIN + half, half, { y: right });
  writer.y = Math.min(left, right) - 12;
  writer.rule();
  writer.down(16);
}

function facts(writer: PageWriter, content: DocumentContent): void {
  const rows: [string, string][] = [['Datum vystavení', documentDate(content.issueDate)]];
  if (content.taxPointDate) rows.push([content.kind === 'payment-receipt' ? 'Datum přijetí platby' : 'Datum uskutečnění plnění', documentDate(content.taxPointDate)]);
  if (content.payment) rows.push(['Datum splatnosti', documentDate(content.payment.dueDate)]);
  rows.push(['Variabilní symbol', content.variableSymbol]);
  if (content.payment) {
    const national = czechNationalAccount(content.payment.iban);
    rows.push(['Bankovní účet', national ? `${national} (IBAN ${content.payment.iban})` : content.payment.iban]);
  }
  for (const original of content.corrects ?? []) rows.push(['Opravovaný doklad', `${original.number} ze dne ${documentDate(original.issueDate)}`]);
  for (const [label, value] of rows) {
    writer.text(label, MARGIN, { grey: true });
    writer.text(value, MARGIN + 140, { bold: label === 'Variabilní symbol' });
    writer.down(13);
  }
  if (content.reason) writer.down(writer.paragraph(`Důvod opravy: ${content.reason}`, MARGIN, CONTENT_WIDTH));
  writer.down(10);
}

function lineTable(writer: PageWriter, content: DocumentContent): void {
  const payer = content.vatRecap.length > 0;
  const columns = payer ? [RIGHT - 250, RIGHT - 170, RIGHT - 95, RIGHT] : [RIGHT];
  const headings = payer ? ['Základ', 'Sazba', 'DPH', 'Celkem'] : ['Celkem'];
  writer.text('Položka', MARGIN, { bold: true });
  headings.forEach((heading, index) => writer.textRight(heading, columns[index] ?? RIGHT, { bold: true }));
  writer.down(6);
  writer.rule();
  writer.down(13);
  const descriptionWidth = (payer ? RIGHT - 310 : RIGHT - 120) - MARGIN;
  for (const line of content.lines) {
    const values = line.vat ? [documentMoney(line.vat.baseHalere), `${line.vat.ratePercent} %`, documentMoney(line.vat.taxHalere), documentMoney(line.totalHalere)] : [documentMoney(line.totalHalere)];
    values.forEach((value, index) => writer.textRight(value, columns[index] ?? RIGHT));
    writer.down(writer.paragraph(line.quantity === 1 ? line.description : `${line.quantity} × ${line.description}`, MARGIN, descriptionWidth) + 2);
  }
  writer.rule();
  writer.down(16);
}

function totals(writer: PageWriter, content: DocumentContent): void {
  const row = (label: string, value: string, bold = false) => {
    writer.text(label, RIGHT - 250, { bold, size: bold ? 11 : 9 });
    writer.textRight(value, RIGHT, { bold, size: bold ? 11 : 9 });
    writer.down(bold ? 16 : 13);
  };
  if (content.vatRecap.length > 0) {
    writer.text('Rekapitulace DPH', MARGIN, { bold: true });
    writer.down(13);
    for (const { rate, claimed, difference } of vatAfterDeductions(content)) {
      writer.text(`Sazba ${rate.ratePercent} %: základ ${documentMoney(rate.baseHalere)}, DPH ${documentMoney(rate.taxHalere)}`, MARGIN);
      writer.down(13);
      if (claimed.totalHalere !== 0) {
        writer.text(`Odečet záloh: základ ${documentMoney(-claimed.baseHalere)}, DPH ${documentMoney(-claimed.taxHalere)}`, MARGIN);
        writer.down(13);
        writer.text(`Zbývá: základ ${documentMoney(difference.baseHalere)}, DPH ${documentMoney(difference.taxHalere)}`, MARGIN);
        writer.down(13);
      }
    }
    writer.down(6);
  }
  row('Celkem', documentMoney(content.totalHalere));
  for (const deduction of content.deductions) row(`Odečet zálohy (${deduction.number})`, documentMoney(-deduction.totalHalere));
  if (content.kind === 'payment-receipt') row('Přijato', documentMoney(content.totalHalere), true);
  else if (content.payableHalere < 0) row('Vráceno', documentMoney(-content.payableHalere), true);
  else row('K úhradě', documentMoney(content.payableHalere), true);
  if (content.overpaidHalere) row('Přeplatek', documentMoney(content.overpaidHalere));
  writer.down(8);
}

/** The QR Platba as vector squares (one path), so it prints sharp at any size. */
function qrPlatba(writer: PageWriter, spayd: string): void {
  const qr = QRCode.create(spayd, { errorCorrectionLevel: 'M' });
  const size = qr.modules.size;
  const module = QR_SIZE / size;
  let path = '';
  for (let row = 0; row < size; row += 1) {
    for (let column = 0; column < size; column += 1) if (qr.modules.get(row, column)) path += `M${column} ${row}h1v1h-1z`;
  }
  const top = writer.y;
  writer.page.drawSvgPath(path, { x: MARGIN, y: top, scale: module, color: rgb(0, 0, 0), borderWidth: 0 });
  writer.text('QR Platba', MARGIN + QR_SIZE + 14, { bold: true, y: top - 10 });
  writer.paragraph('Naskenujte kód v aplikaci své banky: účet, částka i variabilní symbol se vyplní samy.', MARGIN + QR_SIZE + 14, 220, { y: top - 24 });
  writer.y = top - QR_SIZE - 18;
}

function notes(writer: PageWriter, content: DocumentContent): void {
  for (const note of content.notes) {
    const height = writer.wrap(note, CONTENT_WIDTH).length * 12;
    if (!writer.fits(height)) throw new RangeError(`${content.printedNumber} does not fit one page`);
    writer.down(writer.paragraph(note, MARGIN, CONTENT_WIDTH) + 2);
  }
}
