import type { Firestore } from 'firebase-admin/firestore';
import type { BankLedgerPort } from '../../ports/units/bank-import-port';
import {
  BANK_TRANSACTIONS,
  bankTransactionDocId,
  DEPOSIT_PAYMENTS,
  fromBankTransactionDocument,
  fromDepositPaymentsDocument,
} from '../../ports/wire/bank-documents';

/** The imported payments as the functions read them (the desk's "Nepřiřazené platby", the portal's deposit left). */
export function firestoreBankLedger(store: Firestore): BankLedgerPort {
  return {
    async transaction(bankId) {
      const snapshot = await store.collection(BANK_TRANSACTIONS).doc(bankTransactionDocId(bankId)).get();
      return snapshot.exists ? fromBankTransactionDocument(snapshot.data()!) : null;
    },
    async depositPayments(bookingId) {
      const snapshot = await store.collection(DEPOSIT_PAYMENTS).doc(bookingId).get();
      return snapshot.exists ? fromDepositPaymentsDocument(snapshot.data()!) : null;
    },
    async unassigned() {
      const snapshot = await store.collection(BANK_TRANSACTIONS).where('match.kind', '==', 'unassigned').get();
      return snapshot.docs
        .map((doc) => fromBankTransactionDocument(doc.data()))
        .sort((a, b) => b.date.localeCompare(a.date) || b.importedAt.localeCompare(a.importedAt));
    },
  };
}
