import type { PendingDocument } from '../../domain/documents/pending-document';
import type { OutgoingMail } from '../../domain/mail/outgoing-mail';
import type { DocumentReference } from '../../domain/documents/document-content';
import type { DocumentFilesPort, DocumentReferencesPort, MailReleasePort, PendingDocumentsPort } from '../../ports/units/pending-documents-port';
import { copy } from './in-memory-call';
import type { InMemoryOutbox } from './in-memory-outbox';

/**
 * The pending documents in memory, as adapters/firestore-admin/firestore-pending-documents.ts keeps them in
 * Firestore: `record` is what an event's unit calls (inside the fake's serialised section), the rest the issuing's port.
 */
export class InMemoryPendingDocuments implements PendingDocumentsPort {
  private readonly documents = new Map<string, PendingDocument>();

  /** An event's unit: a record already frozen keeps its freeze, as the functions' merge does. */
  record(documents: readonly PendingDocument[]): void {
    for (const document of documents) {
      const stored = this.documents.get(document.id);
      this.documents.set(document.id, copy({ ...document, ...(stored?.frozen ? { frozen: stored.frozen } : {}) }));
    }
  }

  async get(id: string): Promise<PendingDocument | null> {
    const found = this.documents.get(id);
    return found ? copy(found) : null;
  }

  async oldest(limit: number): Promise<PendingDocument[]> {
    return [...this.documents.values()].sort((a, b) => a.createdAt.localeCompare(b.createdAt)).slice(0, limit).map(copy);
  }

  async forBooking(bookingId: string): Promise<PendingDocument[]> {
    return (await this.oldest(Number.MAX_SAFE_INTEGER)).filter((document) => document.bookingId === bookingId);
  }

  async freeze(id: string, frozen: NonNullable<PendingDocument['frozen']>): Promise<PendingDocument | null> {
    const stored = this.documents.get(id);
    if (!stored) return null;
    if (!stored.frozen) this.documents.set(id, { ...stored, frozen: copy(frozen) });
    return this.get(id);
  }

  async dropMail(id: string): Promise<void> {
    const stored = this.documents.get(id);
    if (stored) this.documents.set(id, { ...stored, mail: null });
  }

  async stopWaiting(id: string): Promise<void> {
    const stored = this.documents.get(id);
    if (!stored) return;
    const { waitsForContract: _waits, ...rest } = stored;
    this.documents.set(id, rest);
  }

  async finish(id: string): Promise<void> {
    this.documents.delete(id);
  }
}

/** The bucket's document files in memory: path → bytes and type. */
export class InMemoryDocumentFiles implements DocumentFilesPort {
  readonly files = new Map<string, { bytes: Uint8Array; contentType: string }>();

  async save(path: string, bytes: Uint8Array, contentType: string): Promise<void> {
    this.files.set(path, { bytes: new Uint8Array(bytes), contentType });
  }
}

/** Releases held mails into the fake's outbox once, as the functions' `create` does. */
export function inMemoryMailRelease(outbox: InMemoryOutbox, now: () => Date): MailReleasePort {
  return {
    async release(mail: OutgoingMail) {
      if (outbox.get(mail.id)) return;
      outbox.queue([mail], now().toISOString());
    },
  };
}

/** The issued documents' references in memory, in the order they were saved. */
export class InMemoryDocumentReferences implements DocumentReferencesPort {
  private readonly references = new Map<string, { bookingId: string; reference: DocumentReference }>();

  async save(bookingId: string, reference: DocumentReference): Promise<void> {
    this.references.set(reference.number, copy({ bookingId, reference }));
  }

  async forBooking(bookingId: string): Promise<DocumentReference[]> {
    return [...this.references.values()].filter((entry) => entry.bookingId === bookingId).map((entry) => copy(entry.reference));
  }
}
