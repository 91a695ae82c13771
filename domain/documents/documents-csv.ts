import { pragueDate } from '../booking/calendar';
import type { DocumentAmounts } from './document-amounts';
import { documentDate, documentNumberText } from './document-format';
import type { DocumentKind } from './document-kind';
import { DOCUMENT_KIND_NAMES } from './document-texts';

/** What the archive knows of each stored document: the record (its number, kind, booking, hash). */
export interface IssuedDocumentRow {
  readonly id: string;
  readonly kind: DocumentKind;
  readonly bookingId: string;
  readonly paymentId: string | null;
  readonly issuedAt: string;
  readonly contentHash: string;
}

/** One line of the list: the record, its amounts (null when neither the record nor an ISDOC states them), its files. */
export interface DocumentsCsvRow {
  readonly document: IssuedDocumentRow;
  readonly amounts: DocumentAmounts | null;
  readonly pdf: boolean;
  readonly isdoc: boolean;
}

export const DOCUMENTS_CSV_HEADER = [
  'Číslo dokladu',
  'Druh',
  'Datum vystavení',
  'Odběratel',
  'Sazba DPH (%)',
  'Základ daně',
  'DPH',
  'Celkem',
  'K úhradě',
  'Měna',
  'Rezervace',
  'Platba',
  'SHA-256 obsahu',
  'PDF',
  'ISDOC',
] as const;

const BOM = '\uFEFF';

/** A field quoted when it holds the separator, a quote or a line break (quotes doubled), as RFC 4180 and Excel do. */
function field(value: string): string {
  return /[;"\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

// Excel shows U+00A0 group separators as they are, but a sum over the column needs plain digits: no grouping here.
const amount = (halere: number): string => documentNumberText(halere).replace(/[\s\u00a0\u202f]/g, '');

function moneyFields(amounts: DocumentAmounts | null): string[] {
  if (!amounts) return ['', '', '', '', '', '', ''];
  const sum = (pick: (vat: DocumentAmounts['vat'][number]) => number) => amounts.vat.reduce((total, vat) => total + pick(vat), 0);
  return [
    amounts.customerName,
    amounts.vat.map((vat) => String(vat.ratePercent)).join(', '),
    amount(sum((vat) => vat.baseHalere)),
    amount(sum((vat) => vat.taxHalere)),
    amount(amounts.totalHalere),
    amount(amounts.payableHalere),
    amounts.currency,
  ];
}

/**
 * The accountant's list of a month's documents as CSV for Excel: UTF-8 with a byte-order mark (without it Excel reads
 * the file as Windows-1250 and breaks every Czech letter), a semicolon between fields (Czech Excel's list separator,
 * since the comma is the decimal sign), amounts with a decimal comma and no grouping, CRLF line ends, in the order
 * given (the caller sorts: by number).
 *
 * "Základ daně" and "DPH" are what the document itself taxes (a final invoice after the deposits' receipts declared
 * theirs), so the columns sum to the month's output tax; 0 on a document that is no tax document (every non-payer's).
 * The amounts are left empty only where neither the record nor a stored ISDOC states them (a non-payer's payment
 * confirmation issued before records kept amounts): its PDF, packed beside, does. PDF/ISDOC say which files the
 * archive holds.
 */
export function documentsCsv(rows: readonly DocumentsCsvRow[]): string {
  const yesNo = (present: boolean) => (present ? 'ano' : 'ne');
  const lines = [
    [...DOCUMENTS_CSV_HEADER],
    ...rows.map(({ document, amounts, pdf, isdoc }) => [
      document.id,
      DOCUMENT_KIND_NAMES[document.kind],
      documentDate(pragueDate(new Date(document.issuedAt))),
      ...moneyFields(amounts),
      document.bookingId,
      document.paymentId ?? '',
      document.contentHash,
      yesNo(pdf),
      yesNo(isdoc),
    ]),
  ];
  return `${BOM}${lines.map((fields) => fields.map(field).join(';')).join('\r\n')}\r\n`;
}
