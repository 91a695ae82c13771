import { CONTRACT_PDFS_ROOT } from '../../domain/contract/contract-document';
import type { ContractDeliveryStore } from '../../ports/units/contract-delivery-port';
import type { InMemoryBookingStore } from './in-memory-booking-repository';
import type { InMemoryContractStore } from './in-memory-contract-store';
import type { InMemoryOutbox } from './in-memory-outbox';

/**
 * The accepted contracts' delivery on the fakes: the PDFs in a map standing in for the bucket, the mails in the shared
 * outbox, the delivered marks beside the records; marking runs in the booking store's serialised section, as the
 * functions' transaction.
 */
export class InMemoryContractDelivery implements ContractDeliveryStore {
  private readonly files = new Map<string, Uint8Array>();
  private readonly delivered = new Map<string, string>();

  constructor(
    private readonly bookings: InMemoryBookingStore,
    private readonly contracts: InMemoryContractStore,
    private readonly outbox: InMemoryOutbox,
  ) {}

  /** When the booking's contract was delivered, for tests; null while it was not. */
  deliveredAt(bookingId: string): string | null {
    return this.delivered.get(bookingId) ?? null;
  }

  /** The paths stored, for tests. */
  paths(): string[] {
    return [...this.files.keys()];
  }

  acceptance: ContractDeliveryStore['acceptance'] = async (bookingId) => this.contracts.acceptanceOf(bookingId);

  booking: ContractDeliveryStore['booking'] = (bookingId) => this.bookings.get(bookingId);

  undelivered: ContractDeliveryStore['undelivered'] = async (limit) =>
    this.contracts
      .acceptanceList()
      .filter((acceptance) => !this.delivered.has(acceptance.bookingId))
      .sort((a, b) => a.acceptedAt.localeCompare(b.acceptedAt))
      .slice(0, limit);

  savePdf: ContractDeliveryStore['savePdf'] = async (path, pdf) => {
    this.files.set(path, pdf.slice());
  };

  readPdf: ContractDeliveryStore['readPdf'] = async (path) => this.files.get(path)?.slice() ?? null;

  bookingsWithPdfs: ContractDeliveryStore['bookingsWithPdfs'] = async () => [
    ...new Set([...this.files.keys()].map((path) => path.slice(CONTRACT_PDFS_ROOT.length).split('/')[0] ?? '')),
  ];

  deletePdfs: ContractDeliveryStore['deletePdfs'] = async (bookingId) => {
    for (const path of [...this.files.keys()]) if (path.startsWith(`${CONTRACT_PDFS_ROOT}${bookingId}/`)) this.files.delete(path);
  };

  markDelivered: ContractDeliveryStore['markDelivered'] = (bookingId, mails, at) =>
    this.bookings.atomically(async () => {
      if (this.delivered.has(bookingId)) return 'already' as const;
      this.outbox.queue(
        mails.filter((mail) => !this.outbox.get(mail.id)),
        at,
      );
      this.delivered.set(bookingId, at);
      return 'delivered' as const;
    });
}
