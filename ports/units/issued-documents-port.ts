import type { DocumentAmounts } from '../../domain/documents/document-amounts';
import type { DocumentKind, DocumentNumber } from '../../domain/documents/document-kind';

/** Where an issued document's files are kept: opaque storage paths, written by the renderer (issue 21's PDF and ISDOC). */
export interface IssuedDocumentFiles {
  readonly pdf: string;
  readonly isdoc: string;
}

/** What the renderer made of a document once it had its number: the hash of its content, its files, its money. */
export interface IssuedDocumentContent {
  /** SHA-256 of the document's content, lower-case hex: shows later that a kept file is the one issued. */
  readonly contentHash: string;
  readonly files: IssuedDocumentFiles;
  /** The money it states (domain/documents/document-amounts.ts), kept with the number for the accountant's list. */
  readonly amounts: DocumentAmounts;
}

/** One issued document as kept: immutable, never updated or deleted (an accountant's record). */
export interface IssuedDocument extends Omit<IssuedDocumentContent, 'amounts'> {
  /** Null on a record issued before records kept it: its ISDOC states the amounts (domain/documents/isdoc-amounts.ts). */
  readonly amounts: DocumentAmounts | null;
  /** The printed number ("ZF-2027-0001"), unique across every kind and year. */
  readonly id: string;
  readonly number: DocumentNumber;
  readonly kind: DocumentKind;
  readonly bookingId: string;
  /** The payment a receipt confirms (the bank transaction's id), null for the other kinds. */
  readonly paymentId: string | null;
  /** ISO instant of the issue. */
  readonly issuedAt: string;
}

/**
 * The unit of one document's issue (application/documents/issue-document.ts): one Firestore transaction in the
 * functions (adapters/firestore-admin/firestore-document-issues.ts), the booking fake's serialised section in memory.
 * Every read comes before `save`. There is deliberately no update or delete: an issued document stays as issued.
 */
export interface DocumentIssueUnit {
  /** Whether the booking exists (a document is issued only for a stored booking). */
  bookingExists(bookingId: string): Promise<boolean>;
  /** The document already issued in the booking's slot (domain/documents/document-series.ts documentSlot), or null. */
  issued(bookingId: string, slot: string): Promise<IssuedDocument | null>;
  /** The last sequence number the kind's series gave in that year, 0 when none. */
  lastSequence(kind: DocumentNumber['kind'], year: number): Promise<number>;
  /** Advances the series to the document's number and keeps the document in its slot, together. */
  save(document: IssuedDocument, slot: string): Promise<void>;
}

/** Reads of the issued documents (the couple's "Moje svatba", the desk, the accountant's archive). */
export interface IssuedDocumentsPort {
  /** The booking's documents in the order they were issued (by issue time, then number). */
  forBooking(bookingId: string): Promise<IssuedDocument[]>;
  /** One document by its printed number, null when no such document was issued. */
  get(id: string): Promise<IssuedDocument | null>;
  /** Every document issued from `from` (inclusive) to `to` (exclusive), ISO instants, by issue time then number. */
  issuedBetween(from: string, to: string): Promise<IssuedDocument[]>;
}
