import type { DepositPayments, RecordedBankTransaction } from '../units/bank-import-port';

/**
 * How imported bank transactions are kept in Firestore (issue 21), written only by the functions (firebase-admin);
 * firestore.rules let the admin read them (the desk's "Nepřiřazené platby") and nobody write them:
 *
 * - `bankTransactions/{bankTransactionDocId(bankId)}`: a RecordedBankTransaction as plain values (`importedAt` an ISO
 *   string, so the ledger's order needs no Timestamp conversion). Its id is the bank's id, so a second import of the
 *   same movement finds it with one point read, in the transaction that would write it.
 * - `depositPayments/{bookingId}`: DepositPayments, what the booking's variable symbol brought.
 */
export const BANK_TRANSACTIONS = 'bankTransactions';
export const DEPOSIT_PAYMENTS = 'depositPayments';

/** A Firestore document id for a bank id: `/` is not allowed in ids and `.`/`..`/`__…__` are reserved, so all are escaped. */
export function bankTransactionDocId(bankId: string): string {
  return `t-${encodeURIComponent(bankId).replace(/\./g, '%2E')}`;
}

export function toBankTransactionDocument(record: RecordedBankTransaction): Record<string, unknown> {
  return { ...record, match: { ...record.match } };
}

/** The stored document as the port's value (the functions wrote it, so it is trusted as written). */
export function fromBankTransactionDocument(data: Record<string, unknown>): RecordedBankTransaction {
  return data as unknown as RecordedBankTransaction;
}

export function fromDepositPaymentsDocument(data: Record<string, unknown>): DepositPayments {
  return {
    bookingId: String(data.bookingId),
    receivedHalere: Number(data.receivedHalere),
    expectedHalere: typeof data.expectedHalere === 'number' ? data.expectedHalere : null,
    bankIds: Array.isArray(data.bankIds) ? data.bankIds.map(String) : [],
  };
}
