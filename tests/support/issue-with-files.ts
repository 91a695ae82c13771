import { createHash } from 'node:crypto';
import { issueDocument } from '../../application/documents/issue-document';
import type { DocumentKind } from '../../domain/documents/document-kind';
import type { DocumentIssueUnit, IssuedDocument } from '../../ports/units/issued-documents-port';
import type { Atomically } from '../../ports/units/unit-of-work-port';

/**
 * Issues a booking's document as the functions will (issueDocument, a receipt for a payment of its own) and stores the
 * given files at the paths its record names, `documents/<bookingId>/<number>.pdf|.isdoc`; a file left out stays
 * missing. `write` is the store's: the in-memory files, or the Storage emulator's bucket.
 */
export async function issueWithFiles(
  atomically: Atomically<DocumentIssueUnit>,
  write: (path: string, bytes: Uint8Array) => Promise<void> | void,
  request: { bookingId: string; kind: DocumentKind; issuedAt: Date },
  files: { pdf?: Uint8Array; isdoc?: Uint8Array } = {},
): Promise<IssuedDocument> {
  const { bookingId, kind, issuedAt } = request;
  const paymentId = kind === 'payment-receipt' ? `fio-${issuedAt.getTime()}` : undefined;
  const issued = await issueDocument(atomically, { kind, bookingId, issuedAt, ...(paymentId ? { paymentId } : {}) }, (_n, printed) => ({
    contentHash: createHash('sha256').update(printed).digest('hex'),
    files: { pdf: `documents/${bookingId}/${printed}.pdf`, isdoc: `documents/${bookingId}/${printed}.isdoc` },
  }));
  if (files.pdf) await write(issued.files.pdf, files.pdf);
  if (files.isdoc) await write(issued.files.isdoc, files.isdoc);
  return issued;
}
