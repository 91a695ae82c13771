import { pragueDate } from '../booking/calendar';
import type { DocumentKind } from './document-kind';
import { documentDate } from './document-format';
import { DOCUMENT_KIND_NAMES } from './document-texts';
import { excelCsv } from './documents-csv';

/** What the list of stored documents knows of each: the issue's record, not the document's content. */
export interface IssuedDocumentRow {
  readonly id: string;
  readonly kind: DocumentKind;
  readonly bookingId: string;
  readonly paymentId: string | null;
  readonly issuedAt: string;
  readonly contentHash: string;
}

export const ISSUED_DOCUMENTS_CSV_HEADER = ['Číslo dokladu', 'Druh', 'Datum vystavení', 'Rezervace', 'Platba', 'SHA-256 obsahu', 'PDF', 'ISDOC'] as const;

/**
 * The accountant's list of the stored documents packed in a month's archive, in the same Excel-ready CSV as the
 * content list (documents-csv.ts). The amounts are in each document's PDF and ISDOC: the issue's record keeps only
 * its number, kind, booking and hash, and the archive packs the files as issued rather than rendering them again.
 * `files` says which of a document's files the archive holds (a payment confirmation of a non-payer has no ISDOC).
 */
export function issuedDocumentsCsv(rows: readonly { document: IssuedDocumentRow; pdf: boolean; isdoc: boolean }[]): string {
  const yesNo = (present: boolean) => (present ? 'ano' : 'ne');
  return excelCsv([
    [...ISSUED_DOCUMENTS_CSV_HEADER],
    ...rows.map(({ document, pdf, isdoc }) => [
      document.id,
      DOCUMENT_KIND_NAMES[document.kind],
      documentDate(pragueDate(new Date(document.issuedAt))),
      document.bookingId,
      document.paymentId ?? '',
      document.contentHash,
      yesNo(pdf),
      yesNo(isdoc),
    ]),
  ]);
}
