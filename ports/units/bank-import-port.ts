import type { Booking } from '../../domain/booking/booking';
import type { LockChange } from '../../domain/booking/date-lock';
import type { StatementFormat } from '../../domain/bank/bank-statement';
import type { BankTransaction } from '../../domain/bank/bank-transaction';
import type { PaymentMatch } from '../../domain/bank/payment-match';
import type { PendingDocument } from '../../domain/documents/pending-document';
import type { OutgoingMail } from '../../domain/mail/outgoing-mail';
import type { BookingDeskUnit, ReceivedPaymentReads } from './booking-desk-port';

/** Where a transaction came from: an uploaded statement or the bank's API. */
export type BankTransactionSource = 'camt053' | 'gpc' | 'fio';

export interface ImportedTransaction {
  bankId: string;
  kind: PaymentMatch['kind'];
  bookingId?: string;
}

/** What an import did, transaction by transaction, and how many of each kind. */
export interface ImportSummary {
  results: ImportedTransaction[];
  counts: Partial<Record<PaymentMatch['kind'], number>>;
}

/** What an uploaded statement did: its format and the import's summary. */
export interface StatementImport extends ImportSummary {
  format: StatementFormat;
}

/** A bank transaction as stored once by its bank id, with what the matching rule made of it. */
export interface RecordedBankTransaction extends BankTransaction {
  match: Exclude<PaymentMatch, { kind: 'duplicate' }>;
  source: BankTransactionSource;
  /** ISO instant of the import. */
  importedAt: string;
  /** Who assigned it to its booking by hand (an unassigned payment the photographer recognised). */
  assignedBy?: string;
}

/** What a booking's variable symbol has brought so far (the desk and the portal show what is left). */
export interface DepositPayments {
  bookingId: string;
  receivedHalere: number;
  /** The deposit asked when the last payment came, null when none was asked. */
  expectedHalere: number | null;
  /** The bank ids of the payments counted, in the order they were recorded. */
  bankIds: string[];
}

/** The booking a settling payment moves to deposit-paid, with its day's lock and the couple's "Záloha přijata" mail. */
export interface SettledDeposit {
  after: Booking;
  lock: LockChange;
  mail: OutgoingMail | null;
  /** The receipt the payment is owed (holding the mail it goes with); empty where the deployment issues no documents. */
  documents: readonly PendingDocument[];
}

/**
 * The unit of one bank transaction's import (application/payment/import-bank-transactions.ts): one Firestore
 * transaction in the functions (adapters/firestore-admin/firestore-bank-import-unit.ts), the booking fake's serialised
 * section in memory. Every read comes before `save`.
 */
export interface BankImportUnit extends BookingDeskUnit, ReceivedPaymentReads {
  /** The stored transaction with this bank id, null when it is new. */
  recorded(bankId: string): Promise<RecordedBankTransaction | null>;
  /**
   * Who the symbol was given to (the variable symbol registry): a booking's id, `erased` when its booking was erased
   * (the registry keeps a tombstone), null when it was never given.
   */
  symbolOwner(symbol: string): Promise<{ bookingId: string } | 'erased' | null>;
  /**
   * Stores the transaction under its bank id (a new one, or an unassigned one the photographer assigned); when it is assigned to a booking, adds it to the booking's
   * DepositPayments; when it settles the deposit, writes the booking's status and history, its lock change and the
   * couple's mail — all in the same unit. `receipts`: the receipt a payment that settles nothing is owed (no mail),
   * recorded as a pending document in the same unit.
   */
  save(record: RecordedBankTransaction, expectedHalere: number | null, settled: SettledDeposit | null, receipts?: readonly PendingDocument[]): Promise<void>;
}

/** Reads of the imported payments, for the desk ("Nepřiřazené platby") and the tests. */
export interface BankLedgerPort {
  /** The stored transaction with this bank id, null when none. */
  transaction(bankId: string): Promise<RecordedBankTransaction | null>;
  /** What a booking's symbol brought, null when nothing yet. */
  depositPayments(bookingId: string): Promise<DepositPayments | null>;
  /** Incoming payments no booking took (unknown, missing or erased symbol, another currency), newest first. */
  unassigned(): Promise<RecordedBankTransaction[]>;
}
