import { bookingIdOf } from '../booking/booking-id';
import { DOCUMENT_KINDS, type DocumentKind, type DocumentNumber, formatDocumentNumber } from '../../domain/documents/document-kind';
import { isDocumentAmounts, plainDocumentAmounts } from '../../domain/documents/document-amounts';
import { documentSlot, documentYear, nextDocumentNumber } from '../../domain/documents/document-series';
import { DomainError } from '../../domain/errors';
import type { DocumentIssueUnit, IssuedDocument, IssuedDocumentContent } from '../../ports/units/issued-documents-port';
import type { Atomically } from '../../ports/units/unit-of-work-port';

export interface IssueDocumentRequest {
  kind: DocumentKind;
  bookingId: string;
  /** The confirmed payment's id; only for a payment receipt. */
  paymentId?: string;
  issuedAt: Date;
}

/**
 * Makes the document's record once its number is known (the number is printed on it, so the hash and the files come
 * after the number). It runs inside the unit, which a Firestore transaction may retry: it must only compute and
 * return data — storing the files belongs to the caller once the document is issued, at the paths it returned.
 */
export type DocumentContentFor = (number: DocumentNumber, printedNumber: string) => IssuedDocumentContent | Promise<IssuedDocumentContent>;

const SHA256_HEX = /^[0-9a-f]{64}$/;
const MAX_PATH = 500;

function checkContent(content: IssuedDocumentContent): IssuedDocumentContent {
  const path = (value: unknown) => typeof value === 'string' && value.trim() !== '' && value.length <= MAX_PATH;
  if (typeof content.contentHash !== 'string' || !SHA256_HEX.test(content.contentHash) || !path(content.files?.pdf) || !path(content.files?.isdoc)) {
    throw new DomainError('document/content-invalid', 'The issued document needs a SHA-256 content hash and both file paths');
  }
  if (!isDocumentAmounts(content.amounts)) throw new DomainError('document/content-invalid', 'The issued document needs its amounts in whole haléře');
  return { contentHash: content.contentHash, files: { pdf: content.files.pdf, isdoc: content.files.isdoc }, amounts: plainDocumentAmounts(content.amounts) };
}

/**
 * Issues one document of a booking: in one unit it refuses a second document of the same slot, takes the next number
 * of the kind's series for the year (Prague) and keeps the record with the money it states, so two parallel issues can neither share a number
 * nor leave a hole (a refused or failed issue takes none).
 */
export async function issueDocument(
  atomically: Atomically<DocumentIssueUnit>,
  request: IssueDocumentRequest,
  contentFor: DocumentContentFor,
): Promise<IssuedDocument> {
  if (!(DOCUMENT_KINDS as readonly string[]).includes(request.kind)) throw new DomainError('id/invalid', `Unknown document kind ${String(request.kind)}`);
  bookingIdOf(request.bookingId);
  if (!(request.issuedAt instanceof Date) || Number.isNaN(request.issuedAt.getTime())) throw new DomainError('date/invalid', 'Invalid issue instant');
  const slot = documentSlot(request.kind, request.paymentId);
  const year = documentYear(request.issuedAt);
  return atomically(async (unit) => {
    if (!(await unit.bookingExists(request.bookingId))) throw new DomainError('booking/not-found', 'No such booking');
    if (await unit.issued(request.bookingId, slot)) {
      throw new DomainError('document/already-issued', `The booking already has its ${slot}`, { kind: request.kind });
    }
    const number = nextDocumentNumber(request.kind, year, await unit.lastSequence(request.kind, year));
    const printed = formatDocumentNumber(number);
    const document: IssuedDocument = {
      id: printed,
      number,
      kind: request.kind,
      bookingId: request.bookingId,
      paymentId: request.kind === 'payment-receipt' ? request.paymentId!.trim() : null,
      issuedAt: request.issuedAt.toISOString(),
      ...checkContent(await contentFor(number, printed)),
    };
    await unit.save(document, slot);
    return document;
  });
}
