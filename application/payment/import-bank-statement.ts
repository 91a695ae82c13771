import { parseBankStatement } from '../../domain/bank/bank-statement';
import { DomainError } from '../../domain/errors';
import { requireAdmin, type Caller } from '../../domain/user/user';
import type { BankImportUnit, StatementImport } from '../../ports/units/bank-import-port';
import type { MailSettings } from '../../ports/units/mail-settings-port';
import type { Atomically } from '../../ports/units/unit-of-work-port';
import { importBankTransactions } from './import-bank-transactions';

/** A month of a wedding photographer's account is a few hundred kB in camt.053; the callable's payload carries base64. */
export const BANK_STATEMENT_MAX_BYTES = 2_000_000;

/**
 * Admin: a statement file uploaded in the desk (camt.053 or ABO/GPC), parsed whole before anything is stored (a
 * broken file imports nothing) and imported as the bank's API is; the history names the admin who uploaded it.
 */
export async function importBankStatement(
  command: { caller: Caller | null; file: Uint8Array; now: Date },
  atomically: Atomically<BankImportUnit>,
  mail: MailSettings,
): Promise<StatementImport> {
  const by = requireAdmin(command.caller);
  if (command.file.byteLength > BANK_STATEMENT_MAX_BYTES) throw new DomainError('bank/statement-too-large');
  const { format, transactions } = parseBankStatement(command.file);
  const summary = await importBankTransactions({ transactions, source: format, by, now: command.now }, atomically, mail);
  return { format, ...summary };
}
