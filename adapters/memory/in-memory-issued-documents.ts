import { inject, injectable } from 'inversify';
import type { DocumentKind } from '../../domain/documents/document-kind';
import type { DocumentIssueUnit, IssuedDocument, IssuedDocumentsPort } from '../../ports/units/issued-documents-port';
import type { Atomically } from '../../ports/units/unit-of-work-port';
import { copy } from './in-memory-call';
import type { InMemoryBookingStore } from './in-memory-booking-repository';
import { MEMORY_TOKENS } from './memory-tokens';

/**
 * The issued documents in memory: the issue's unit runs in the booking fake's serialised section, so parallel issues
 * queue as the functions' transactions do, and a refused issue (the unit throws before `save`) leaves nothing behind.
 * Unlike bookings, documents outlive an erased booking: they are the trader's records.
 */
@injectable()
export class InMemoryIssuedDocuments implements IssuedDocumentsPort {
  private readonly documents = new Map<string, IssuedDocument>();
  /** `bookingId` + slot → the document's number. */
  private readonly slots = new Map<string, string>();
  private readonly series = new Map<string, number>();

  constructor(@inject(MEMORY_TOKENS.BookingStore) private readonly store: InMemoryBookingStore) {}

  readonly atomically: Atomically<DocumentIssueUnit> = (work) =>
    this.store.atomically(() =>
      work({
        bookingExists: async (bookingId) => (await this.store.get(bookingId)) !== null,
        issued: async (bookingId, slot) => {
          const id = this.slots.get(slotKey(bookingId, slot));
          return id ? this.get(id) : null;
        },
        lastSequence: async (kind, year) => this.series.get(seriesKey(kind, year)) ?? 0,
        save: async (document, slot) => {
          this.series.set(seriesKey(document.kind, document.number.year), document.number.sequence);
          this.slots.set(slotKey(document.bookingId, slot), document.id);
          this.documents.set(document.id, copy(document));
        },
      }),
    );

  async forBooking(bookingId: string): Promise<IssuedDocument[]> {
    return [...this.documents.values()]
      .filter((document) => document.bookingId === bookingId)
      .sort((a, b) => a.issuedAt.localeCompare(b.issuedAt) || a.id.localeCompare(b.id))
      .map(copy);
  }

  async issuedBetween(from: string, to: string): Promise<IssuedDocument[]> {
    return [...this.documents.values()]
      .filter((document) => document.issuedAt >= from && document.issuedAt < to)
      .sort((a, b) => a.issuedAt.localeCompare(b.issuedAt) || a.id.localeCompare(b.id))
      .map(copy);
  }

  async get(id: string): Promise<IssuedDocument | null> {
    const found = this.documents.get(id);
    return found ? copy(found) : null;
  }
}

const slotKey = (bookingId: string, slot: string) => `${bookingId}\u0000${slot}`;
const seriesKey = (kind: DocumentKind, year: number) => `${kind}-${year}`;
