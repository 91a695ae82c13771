import type { DocumentPolicy } from '../domain/documents/document-policy';
import type { DepositPayments, RecordedBankTransaction, StatementImport } from './units/bank-import-port';

/**
 * The desk's bank screen ("Platby", issue 21): statements uploaded, the payments no booking took, and assigning one
 * by hand. Every call is the signed-in admin's; anyone else gets `auth/forbidden`. Failures are DomainErrors with the
 * typed code (`bank/statement-unknown-format`, `bank/statement-malformed`, `bank/statement-too-large`,
 * `bank/payment-not-found`, `bank/payment-already-assigned`, `bank/payment-foreign-currency`, `booking/not-found`).
 */
export interface BankDeskPort {
  /**
   * A camt.053 or ABO/GPC file's bytes imported and matched to the deposits; a broken file imports nothing, and a
   * transaction imported before counts as `duplicate` and changes nothing.
   */
  importStatement(file: Uint8Array): Promise<StatementImport>;
  /** "Nepřiřazené platby": incoming payments no booking took, newest first. */
  unassigned(): Promise<RecordedBankTransaction[]>;
  /** One unassigned payment assigned to a booking; it then counts towards that booking's deposit (and may settle it). */
  assign(bankId: string, bookingId: string): Promise<RecordedBankTransaction>;
  /**
   * What a booking's variable symbol brought so far (the booking detail shows received, left or overpaid, as the
   * couple's portal does); null when nothing came. A malformed id rejects `id/invalid`.
   */
  depositPayments(bookingId: string): Promise<DepositPayments | null>;
  /** The document policy (the deposit invoice at confirmation, or only after the contract); the default when never set. */
  documentPolicy(): Promise<DocumentPolicy>;
  /** Stores a new document policy; answers it as stored. */
  setDocumentPolicy(policy: DocumentPolicy): Promise<DocumentPolicy>;
}
