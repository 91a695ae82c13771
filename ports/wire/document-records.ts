import { isDocumentAmounts, plainDocumentAmounts } from '../../domain/documents/document-amounts';
import { DOCUMENT_KINDS, type DocumentKind } from '../../domain/documents/document-kind';
import type { IssuedDocument } from '../units/issued-documents-port';

/**
 * How issued documents are kept in Firestore (issue 21), written only by the functions (firebase-admin) in the
 * transaction that numbers them; firestore.rules let the admin read them, a couple read their own booking's, and
 * nobody write them:
 *
 * - `issuedDocuments/{printed number}`: an IssuedDocument as plain values (`issuedAt` an ISO string). Its only personal
 *   data is the customer's name in `amounts` (as printed on the document, which the trader must keep anyway); a
 *   record issued before `amounts` was kept has none, and its stored ISDOC states them.
 * - `documentSeries/{kind}-{year}`: `{ kind, year, last }`, the series' last sequence; the transaction that reads it
 *   writes `last + 1` with the document, so parallel issues serialise on it and none can skip or repeat a number.
 * - `documentSlots/{documentSlotDocId}`: `{ documentId }`, the booking's once-only slot (domain/documents/
 *   document-series.ts documentSlot) taken with the document — the point read that refuses a second one.
 */
export const ISSUED_DOCUMENTS = 'issuedDocuments';
export const DOCUMENT_SERIES = 'documentSeries';
export const DOCUMENT_SLOTS = 'documentSlots';

export const documentSeriesDocId = (kind: DocumentKind, year: number) => `${kind}-${year}`;

/** `/` is not allowed in ids and `.`/`..`/`__…__` are reserved: the booking id and slot (a bank id) are escaped. */
export function documentSlotDocId(bookingId: string, slot: string): string {
  const escape = (value: string) => encodeURIComponent(value).replace(/\./g, '%2E');
  return `s-${escape(bookingId)}~${escape(slot)}`;
}

export function toIssuedDocumentRecord(document: IssuedDocument): Record<string, unknown> {
  return { ...document, number: { ...document.number }, files: { ...document.files }, amounts: document.amounts ? plainDocumentAmounts(document.amounts) : null };
}

/** The stored record as the port's value: only the fields a document has, so nothing else written there leaks out. */
export function fromIssuedDocumentRecord(data: Record<string, unknown>): IssuedDocument {
  const number = data.number as Record<string, unknown>;
  const files = data.files as Record<string, unknown>;
  const kind = String(data.kind) as DocumentKind;
  if (!DOCUMENT_KINDS.includes(kind)) throw new Error(`Not a document kind: ${kind}`);
  return {
    id: String(data.id),
    number: { kind, year: Number(number.year), sequence: Number(number.sequence) },
    kind,
    bookingId: String(data.bookingId),
    paymentId: typeof data.paymentId === 'string' ? data.paymentId : null,
    issuedAt: String(data.issuedAt),
    contentHash: String(data.contentHash),
    files: { pdf: String(files.pdf), isdoc: String(files.isdoc) },
    amounts: isDocumentAmounts(data.amounts) ? plainDocumentAmounts(data.amounts) : null,
  };
}
