import { requireAdmin, type Caller } from '../../domain/user/user';
import type { BankLedgerPort, RecordedBankTransaction } from '../../ports/units/bank-import-port';

/** Admin: "Nepřiřazené platby" — the payer's account and message are personal data, so the desk's only. */
export async function listUnassignedPayments(command: { caller: Caller | null }, ledger: Pick<BankLedgerPort, 'unassigned'>): Promise<RecordedBankTransaction[]> {
  requireAdmin(command.caller);
  return ledger.unassigned();
}
