import { issueDocument } from '../../application/documents/issue-document';
import type { DocumentAmounts } from '../../domain/documents/document-amounts';
import type { DocumentKind } from '../../domain/documents/document-kind';
import type { DocumentIssueUnit, IssuedDocument } from '../../ports/units/issued-documents-port';
import type { Atomically } from '../../ports/units/unit-of-work-port';
import { someAmounts } from './document-mother';

/** A 64-hex stand-in for the content's SHA-256, computed without node:crypto so stories can issue in the browser. */
const standInHash = (printed: string) => Array.from(new TextEncoder().encode(printed), (byte) => byte.toString(16).padStart(2, '0')).join('').padEnd(64, '0').slice(0, 64);

/**
 * Issues a booking's document as the functions will (issueDocument, a receipt for a payment of its own) and stores the
 * given files at the paths its record names, `documents/<bookingId>/<number>.pdf|.isdoc`; a file left out stays
 * missing. The record keeps `amounts` (a stand-in's unless given: the figures of the files handed in, where a test
 * compares them). `write` is the store's: the in-memory files, or the Storage emulator's bucket.
 */
export async function issueWithFiles(
  atomically: Atomically<DocumentIssueUnit>,
  write: (path: string, bytes: Uint8Array) => Promise<void> | void,
  request: { bookingId: string; kind: DocumentKind; issuedAt: Date },
  files: { pdf?: Uint8Array; isdoc?: Uint8Array; amounts?: DocumentAmounts } = {},
): Promise<IssuedDocument> {
  const { bookingId, kind, issuedAt } = request;
  const paymentId = kind === 'payment-receipt' ? `fio-${issuedAt.getTime()}` : undefined;
  const issued = await issueDocument(atomically, { kind, bookingId, issuedAt, ...(paymentId ? { paymentId } : {}) }, (_n, printed) => ({
    contentHash: standInHash(printed),
    files: { pdf: `documents/${bookingId}/${printed}.pdf`, isdoc: `documents/${bookingId}/${printed}.isdoc` },
    amounts: files.amounts ?? someAmounts(),
  }));
  if (files.pdf) await write(issued.files.pdf, files.pdf);
  if (files.isdoc) await write(issued.files.isdoc, files.isdoc);
  return issued;
}
