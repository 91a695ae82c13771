import { FieldValue, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { assignedBooking } from '../../domain/bank/payment-match';
import type { BankImportUnit } from '../../ports/units/bank-import-port';
import type { Atomically } from '../../ports/units/unit-of-work-port';
import { BANK_TRANSACTIONS, bankTransactionDocId, DEPOSIT_PAYMENTS, fromBankTransactionDocument, toBankTransactionDocument } from '../../ports/wire/bank-documents';
import { historyToDocument, VARIABLE_SYMBOLS } from '../../ports/wire/firestore-documents';
import { deskTransaction } from './firestore-desk-transaction';
import { queueMail } from './firestore-outbox';
import { recordPendingDocuments } from './firestore-pending-documents';
import { serverStamped } from './firestore-server-time';
import { toTimestamp } from './firestore-timestamps';

/** What a booking's symbol brought (its DepositPayments document), read in the unit's transaction; 0 when nothing. */
export async function receivedFor(store: Firestore, tx: Transaction, bookingId: string): Promise<number> {
  const payments = await tx.get(store.collection(DEPOSIT_PAYMENTS).doc(bookingId));
  return payments.exists ? Number(payments.get('receivedHalere')) : 0;
}

/**
 * One bank transaction's import (application/payment/import-bank-transactions.ts) in one Firestore transaction: the
 * point read of its bank id is what makes a second import (or a parallel one) a no-op, since two transactions that
 * both read "not recorded" and write the same document cannot both commit.
 */
export function bankImports(store: Firestore): Atomically<BankImportUnit> {
  return deskTransaction<BankImportUnit>(store, (tx, desk) => {
    const transactionRef = (bankId: string) => store.collection(BANK_TRANSACTIONS).doc(bankTransactionDocId(bankId));
    const depositRef = (bookingId: string) => store.collection(DEPOSIT_PAYMENTS).doc(bookingId);
    return {
      async recorded(bankId) {
        const snapshot = await tx.get(transactionRef(bankId));
        return snapshot.exists ? fromBankTransactionDocument(snapshot.data()!) : null;
      },
      async symbolOwner(symbol) {
        const entry = await tx.get(store.collection(VARIABLE_SYMBOLS).doc(symbol));
        if (!entry.exists) return null;
        // An erased booking leaves `{ erased: true }` (firestore-booking-removal.ts): the symbol stays taken by nobody.
        const bookingId = entry.get('bookingId');
        return typeof bookingId === 'string' ? { bookingId } : 'erased';
      },
      receivedFor: (bookingId) => receivedFor(store, tx, bookingId),
      async save(record, expectedHalere, settled, receipts = []) {
        tx.set(transactionRef(record.bankId), toBankTransactionDocument(record));
        const bookingId = assignedBooking(record.match);
        if (bookingId && 'receivedHalere' in record.match) {
          tx.set(
            depositRef(bookingId),
            { bookingId, receivedHalere: record.match.receivedHalere, expectedHalere, bankIds: FieldValue.arrayUnion(record.bankId) },
            { merge: true },
          );
        }
        recordPendingDocuments(store, tx, receipts);
        if (!settled) return;
        tx.update(desk.bookingRef(settled.after.id), {
          status: settled.after.status,
          history: settled.after.history.map((entry) => historyToDocument(entry, toTimestamp)),
          ...serverStamped({}, ['updatedAt']),
        });
        desk.applyLock(settled.lock);
        if (settled.mail) queueMail(store, tx, settled.mail, settled.after.updatedAt);
        recordPendingDocuments(store, tx, settled.documents);
      },
    };
  });
}
