import type { PendingDocument } from '../../domain/documents/pending-document';

/**
 * `pendingDocuments/{pendingDocumentId}`: a document an event owes and that is not issued yet (domain/documents/
 * pending-document.ts), written in the event's transaction, removed once issued. Server only: it holds the couple's
 * mail and names them. `createdAt` is an ISO string, so the sweep takes the oldest first.
 */
export const PENDING_DOCUMENTS = 'pendingDocuments';

/** As stored: plain JSON (Firestore refuses `undefined`, which JSON leaves out). */
export function toPendingDocumentRecord(document: PendingDocument): Record<string, unknown> {
  return JSON.parse(JSON.stringify(document)) as Record<string, unknown>;
}

export function fromPendingDocumentRecord(id: string, data: Record<string, unknown>): PendingDocument {
  return { ...(data as unknown as PendingDocument), id };
}

/**
 * `documentReferences/{printedNumber}` = `{ bookingId, reference }`: how an issued document is referred to later
 * (domain/documents/build-documents.ts referenceTo), for the final invoice and the cancellation. Server only.
 */
export const DOCUMENT_REFERENCES = 'documentReferences';
