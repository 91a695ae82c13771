import { DOCUMENT_CONTENT_TYPES, documentFileName, isDocumentFileFormat, PRINTED_NUMBER } from '../../domain/documents/document-files';
import { DomainError } from '../../domain/errors';
import type { DocumentFilesPort } from '../../ports/units/document-files-port';
import { type BookingDocumentsReaders, type DocumentCaller, documentReader } from './document-access';

export interface DownloadDocumentCall extends DocumentCaller {
  /** The printed number ("ZF-2027-0001"). */
  documentId: unknown;
  /** `pdf` or `isdoc`. */
  format: unknown;
}

/** One stored file of an issued document, as it was issued. */
export interface DocumentDownload {
  readonly fileName: string;
  readonly contentType: string;
  readonly bytes: Uint8Array;
}

/**
 * One issued document's PDF or ISDOC, read from where the issue stored it: the desk's of any booking, a couple's of
 * their own booking only. A document of another couple's booking is `document/not-found`, as a missing one; a couple
 * is verified before any record is read, so an unknown caller cannot probe which numbers exist.
 */
export async function downloadDocument(call: DownloadDocumentCall, readers: BookingDocumentsReaders & { files: DocumentFilesPort }): Promise<DocumentDownload> {
  if (!isDocumentFileFormat(call.format)) throw new DomainError('document/format-invalid');
  const mayRead = await documentReader(call, readers);
  const document = typeof call.documentId === 'string' && PRINTED_NUMBER.test(call.documentId) ? await readers.documents.get(call.documentId) : null;
  if (!document || !mayRead(document.bookingId)) throw new DomainError('document/not-found');
  const bytes = await readers.files.read(document.files[call.format]);
  if (!bytes) throw new DomainError('document/file-missing', `No stored ${call.format} of ${document.id}`, { documentId: document.id });
  return { fileName: documentFileName(document.id, call.format), contentType: DOCUMENT_CONTENT_TYPES[call.format], bytes };
}
