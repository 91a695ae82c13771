// The desk's payments (ports/wire/callable-api.ts), re-exported by index.ts: a bank statement imported, a payment
// assigned by hand, and the ledger read; a settled deposit issues the documents it owes before the call answers.
import { assignPaymentByHand } from '../../application/payment/assign-payment-by-hand';
import { importBankStatement as importStatement } from '../../application/payment/import-bank-statement';
import { listUnassignedPayments as listUnassigned } from '../../application/payment/list-unassigned-payments';
import { readDepositPayments } from '../../application/payment/read-deposit-payments';
import { assignedBooking } from '../../domain/bank/payment-match';
import { requireAdmin } from '../../domain/user/user';
import { bankImports } from '../../adapters/firestore-admin/firestore-bank-import-unit';
import { firestoreBankLedger } from '../../adapters/firestore-admin/firestore-bank-ledger';
import { serverNow } from '../../adapters/firestore-admin/firestore-server-time';
import { statementBytes } from './bank-import-run';
import { adminCallerOf, callable } from './callable';
import { mailSettings } from './call-settings';
import { db } from './config';
import { issueDocumentsAfter, settledBookings } from './documents-after-event';

export const importBankStatement = callable('importBankStatement', async (data, request) => {
  const caller = await adminCallerOf(request);
  requireAdmin(caller);
  const now = await serverNow(db());
  const imported = await importStatement({ caller, file: statementBytes(data.contentBase64), now }, bankImports(db()), mailSettings());
  await issueDocumentsAfter(settledBookings(imported.results), now);
  return imported;
});

export const assignBankPayment = callable('assignBankPayment', async (data, request) => {
  const now = await serverNow(db());
  const assigned = await assignPaymentByHand({ caller: await adminCallerOf(request), bankId: data.bankId, bookingId: data.bookingId, now }, bankImports(db()), mailSettings());
  await issueDocumentsAfter([assignedBooking(assigned.match)].filter((id): id is string => id !== null), now);
  return assigned;
});

export const listUnassignedPayments = callable('listUnassignedPayments', async (_data, request) => ({
  payments: await listUnassigned({ caller: await adminCallerOf(request) }, firestoreBankLedger(db())),
}));

export const bookingDepositPayments = callable('bookingDepositPayments', async (data, request) => ({
  payments: await readDepositPayments({ caller: await adminCallerOf(request), bookingId: data.bookingId }, firestoreBankLedger(db())),
}));
