import type { DocumentFileFormat } from '../../domain/documents/document-files';

/**
 * One issued document's file, or a month's archive, on the wire: the bytes as base64 inside the callable's JSON.
 * Documents are small (a PDF ~35 KB, an ISDOC a few KB, a month's archive a few MB), so they travel through the
 * function that checked who asks, rather than as a bearer link to a bucket object (docs/architecture.md).
 */
export interface DocumentFileWire {
  fileName: string;
  contentType: string;
  contentBase64: string;
}

/** The issued documents' downloads (issue 21), part of CallableApi (callable-api.ts extends this map). */
export interface DocumentCallableApi {
  /**
   * One document's stored PDF or ISDOC: an admin's of any booking, a couple's (their Strapi `session`) of their own
   * booking only — another couple's is `document/not-found`, a record without its file `document/file-missing`.
   */
  downloadDocument: { request: { documentId: string; format: DocumentFileFormat; session?: string }; response: DocumentFileWire };
  /** Admin: the month's archive "pro účetní" (the stored PDFs and ISDOCs and their CSV list) as one ZIP. */
  documentsArchive: { request: { year: number; month: number }; response: DocumentFileWire & { documentCount: number } };
}

export const DOCUMENT_CALLABLE_NAMES = ['downloadDocument', 'documentsArchive'] as const satisfies readonly (keyof DocumentCallableApi)[];
