import type { DocumentFileFormat } from '../domain/documents/document-files';
import type { IssuedDocument } from './units/issued-documents-port';

/** One downloaded file of an issued document (or a month's archive), as it was stored. */
export interface DocumentFile {
  readonly fileName: string;
  readonly contentType: string;
  readonly bytes: Uint8Array;
}

/**
 * The couple's "Doklady" in "Moje svatba" (issue 21): their booking's issued invoices and receipts, each downloadable.
 * Every call acts as the visitor account signed in now (the server verifies the session).
 *
 * Contract (tests/contracts/documents.contract.ts):
 * - Without a signed-in account both methods reject `auth/not-signed-in`.
 * - `myDocuments` of the account's booking resolves its documents in the order issued ([] before the first); of a
 *   booking that is not the account's rejects `booking/not-found`.
 * - `download` of one of them resolves the stored file byte for byte (`ZF-2027-0001.pdf`, `application/pdf`); of
 *   another couple's document or an unknown number rejects `document/not-found`; of a document whose file is not
 *   stored `document/file-missing`.
 */
export interface CoupleDocumentsPort {
  myDocuments(bookingId: string): Promise<IssuedDocument[]>;
  download(documentId: string, format: DocumentFileFormat): Promise<DocumentFile>;
}

/**
 * The desk's documents: any booking's, both files, and the month's archive "pro účetní". Every call is the signed-in
 * admin's; anyone else is refused (`auth/not-signed-in` or `auth/forbidden`), never given a document.
 *
 * Contract (tests/contracts/documents.contract.ts):
 * - `bookingDocuments` resolves any booking's documents in the order issued; `download` any document's PDF or ISDOC
 *   byte for byte, `document/not-found` for an unknown number.
 * - `monthlyArchive(year, month)` resolves `doklady-YYYY-MM.zip` of the documents issued in that Prague month with
 *   their count; a month outside 1–12 rejects `document/month-invalid`.
 */
export interface DeskDocumentsPort {
  bookingDocuments(bookingId: string): Promise<IssuedDocument[]>;
  download(documentId: string, format: DocumentFileFormat): Promise<DocumentFile>;
  monthlyArchive(year: number, month: number): Promise<DocumentFile & { readonly documentCount: number }>;
}
