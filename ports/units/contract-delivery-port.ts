import type { Booking } from '../../domain/booking/booking';
import type { ContractAcceptance } from '../../domain/contract/contract-acceptance';
import type { OutgoingMail } from '../../domain/mail/outgoing-mail';

/**
 * Where an accepted contract's PDF is kept and how its mails are queued (application/contract/deliver-contract.ts):
 * the functions' Storage bucket and Firestore, or the fakes' maps. Contract: tests/contracts/contract-delivery.contract.ts.
 */
export interface ContractDeliveryStore {
  /** The acceptance of a booking; null while none is stored. */
  acceptance(bookingId: string): Promise<ContractAcceptance | null>;
  /** The booking the acceptance belongs to; null once it is gone (erased). */
  booking(bookingId: string): Promise<Booking | null>;
  /** Acceptances whose PDF was not yet delivered, oldest first, at most `limit` (the sweep's retries). */
  undelivered(limit: number): Promise<ContractAcceptance[]>;
  /** Stores the PDF at `path`; storing the same bytes again (a retry) is harmless. */
  savePdf(path: string, pdf: Uint8Array): Promise<void>;
  /** The PDF stored at `path`; null when there is none. */
  readPdf(path: string): Promise<Uint8Array | null>;
  /** The bookings that have contract PDFs stored (`contracts/<bookingId>/…`). */
  bookingsWithPdfs(): Promise<string[]>;
  /** Deletes every contract PDF of the booking. */
  deletePdfs(bookingId: string): Promise<void>;
  /**
   * In one unit: queues each mail whose id is not queued yet and marks the acceptance delivered at `at`. Resolves
   * `already` (queuing nothing) when it was marked before, so of two racing deliveries only one sends.
   */
  markDelivered(bookingId: string, mails: OutgoingMail[], at: string): Promise<'delivered' | 'already'>;
}
