import type { DocumentReference } from '../../domain/documents/document-content';
import type { DocumentPolicy } from '../../domain/documents/document-policy';
import type { PendingDocument } from '../../domain/documents/pending-document';
import type { TraderIdentity } from '../../domain/documents/trader';
import type { OutgoingMail } from '../../domain/mail/outgoing-mail';

/**
 * The documents events owe and that are not issued yet (domain/documents/pending-document.ts). The events write them
 * in their own units (the status change's, the bank import's); this port is what the issuing reads and finishes.
 * Firestore: adapters/firestore-admin/firestore-pending-documents.ts; memory: adapters/memory/in-memory-pending-documents.ts.
 */
export interface PendingDocumentsPort {
  /** One pending document, null when there is none (issued and finished, or never owed). */
  get(id: string): Promise<PendingDocument | null>;
  /** The oldest pending documents first, at most `limit` (the sweep's batch). */
  oldest(limit: number): Promise<PendingDocument[]>;
  /** The booking's pending documents (issued right after its event commits). */
  forBooking(bookingId: string): Promise<PendingDocument[]>;
  /**
   * Fixes the trader and the issue instant, unless they are fixed already: the first freeze wins, atomically, and
   * the stored document is answered (null when it is gone), so a function and the sweep racing render the same.
   */
  freeze(id: string, frozen: NonNullable<PendingDocument['frozen']>): Promise<PendingDocument | null>;
  /** Forgets the mail it held, once that mail went out without the document (the trader could not issue yet). */
  dropMail(id: string): Promise<void>;
  /** Lets a document wait for the couple's acceptance of the contract go on (the deposit-invoice policy). */
  stopWaiting(id: string): Promise<void>;
  /** Removes it once the document is issued, stored and its mail queued. */
  finish(id: string): Promise<void>;
}

/** The issued documents' files (Storage in the functions): written at the record's paths, overwritten alike on a retry. */
export interface DocumentFilesPort {
  save(path: string, bytes: Uint8Array, contentType: string): Promise<void>;
}

/** Queues a held mail, now with its document: once (a second release of the same mail id leaves the first). */
export interface MailReleasePort {
  release(mail: OutgoingMail): Promise<void>;
}

/** The trader's identity as the CMS has it now (its fields may be incomplete: the issuing checks them). */
export interface TraderSourcePort {
  read(): Promise<TraderIdentity>;
}

/**
 * How the booking's issued documents are referred to later (number, day, kind, total, VAT): the receipts a final
 * invoice deducts and a cancellation corrects. Kept beside the issued record, written once the document's files are.
 */
export interface DocumentReferencesPort {
  save(bookingId: string, reference: DocumentReference): Promise<void>;
  /** In the order they were issued. */
  forBooking(bookingId: string): Promise<DocumentReference[]>;
}

/** Where the photographer's document policy is kept (Firestore `settings/documents`); the default when never set. */
export interface DocumentPolicyStore {
  read(): Promise<DocumentPolicy>;
  write(policy: DocumentPolicy): Promise<void>;
}
