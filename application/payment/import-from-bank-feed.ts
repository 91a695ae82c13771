import { BANK_FEED_ACTOR } from '../../domain/bank/bank-actors';
import type { BankFeedPort } from '../../ports/units/bank-feed-port';
import type { BankImportUnit, ImportSummary } from '../../ports/units/bank-import-port';
import type { MailSettings } from '../../ports/units/mail-settings-port';
import type { Atomically } from '../../ports/units/unit-of-work-port';
import { importBankTransactions } from './import-bank-transactions';

/**
 * One run of the bank's API import: download what is new and import it. The bank moved its cursor with the
 * download, so when the import fails (the CMS unreadable, Firestore unavailable) the cursor is put back and the next
 * run gets the same transactions again — the import records each once, so nothing is lost and nothing doubled.
 */
export async function importFromBankFeed(
  feed: BankFeedPort,
  atomically: Atomically<BankImportUnit>,
  mail: MailSettings,
  now: Date,
): Promise<ImportSummary> {
  const batch = await feed.newTransactions();
  try {
    return await importBankTransactions({ transactions: batch.transactions, source: 'fio', by: BANK_FEED_ACTOR, now }, atomically, mail);
  } catch (error) {
    await batch.rewind();
    throw error;
  }
}
