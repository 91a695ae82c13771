import { pragueDate } from '../booking/calendar';
import { DomainError } from '../errors';
import type { DocumentKind, DocumentNumber } from './document-kind';

/**
 * The year of a document's series: the calendar year of its issue in Prague, so a receipt issued at 00:30 on
 * 1 January Prague time (still 31 December in UTC) opens the new year's series, as the accountant's books do.
 */
export function documentYear(issuedAt: Date): number {
  return Number(pragueDate(issuedAt).slice(0, 4));
}

/** The number after the series' last one (0 when the kind has issued nothing that year): the series has no holes. */
export function nextDocumentNumber(kind: DocumentKind, year: number, lastSequence: number): DocumentNumber {
  return { kind, year, sequence: lastSequence + 1 };
}

/**
 * Which document a booking may hold only once: one deposit invoice, one final invoice and one cancellation per
 * booking, one receipt per received payment. Two documents with the same slot are the same document issued twice
 * (a retried confirmation, a statement imported in two tabs): the second is refused, and takes no number.
 */
export function documentSlot(kind: DocumentKind, paymentId: string | undefined): string {
  const paid = paymentId !== undefined && paymentId.trim() !== '';
  if ((kind === 'payment-receipt') !== paid) {
    throw new DomainError('document/payment-id', `A ${kind} ${paid ? 'names no payment' : 'names its payment'}`);
  }
  return kind === 'payment-receipt' ? `${kind}:${paymentId!.trim()}` : kind;
}
