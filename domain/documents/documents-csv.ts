import { vatAfterDeductions } from './build-documents';
import type { DocumentContent } from './document-content';
import { documentDate, documentNumberText } from './document-format';

/**
 * The accountant's list of a period's documents as CSV for Excel: UTF-8 with a byte-order mark (without it Excel
 * reads the file as Windows-1250 and breaks every Czech letter), a semicolon between fields (Czech Excel's list
 * separator, since the comma is the decimal sign), amounts in Kč with a decimal comma, CRLF line ends.
 *
 * "Základ" and "DPH" are what the document itself taxes: a final invoice after deducting the tax its deposits' receipts
 * already declared, so the column sums to the period's output tax; empty on a document that is no tax document.
 */
export const DOCUMENTS_CSV_HEADER = ['Číslo dokladu', 'Druh', 'Datum vystavení', 'Datum zdanitelného plnění', 'Odběratel', 'Variabilní symbol', 'Základ daně (Kč)', 'DPH (Kč)', 'Celkem (Kč)', 'Odečteno záloh (Kč)', 'K úhradě (Kč)'] as const;

const BOM = '\uFEFF';

/** A field quoted when it holds the separator, a quote or a line break (quotes doubled), as RFC 4180 and Excel do. */
function field(value: string): string {
  return /[;"\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

// Excel shows U+00A0 group separators as they are, but a sum over the column needs plain digits: no grouping here.
const amount = (halere: number): string => documentNumberText(halere).replace(/[\s\u00a0\u202f]/g, '');

function row(content: DocumentContent): string[] {
  const taxed = content.taxDocument ? vatAfterDeductions(content) : [];
  const deducted = content.deductions.reduce((sum, deduction) => sum + deduction.totalHalere, 0);
  return [
    content.printedNumber,
    content.title,
    documentDate(content.issueDate),
    content.taxPointDate ? documentDate(content.taxPointDate) : '',
    content.customer.name,
    content.variableSymbol,
    content.taxDocument ? amount(taxed.reduce((sum, split) => sum + split.difference.baseHalere, 0)) : '',
    content.taxDocument ? amount(taxed.reduce((sum, split) => sum + split.difference.taxHalere, 0)) : '',
    amount(content.totalHalere),
    amount(deducted),
    amount(content.payableHalere),
  ];
}

/** Rows as the Excel-ready CSV text described above (BOM, semicolons, quoting, CRLF). */
export function excelCsv(rows: readonly (readonly string[])[]): string {
  return `${BOM}${rows.map((fields) => fields.map(field).join(';')).join('\r\n')}\r\n`;
}

/** The CSV of `documents`, in the order given (the caller sorts: by number). */
export function documentsCsv(documents: readonly DocumentContent[]): string {
  return excelCsv([[...DOCUMENTS_CSV_HEADER], ...documents.map(row)]);
}
