import type { BankTransaction } from '../../domain/bank/bank-transaction';

/** One download of the bank's new transactions. */
export interface BankFeedBatch {
  transactions: BankTransaction[];
  /**
   * Puts the bank's "since last download" cursor back to where it was before this download, so the next run gets
   * these transactions again (called when their import failed; the import is idempotent, so a repeat is harmless).
   */
  rewind(): Promise<void>;
}

/**
 * The bank's API as a source of transactions (adapters/fio/fio-bank-feed.ts). Rejects with `bank/feed-unavailable`
 * when the bank answers with an error; waits out the bank's rate limit rather than failing on it.
 */
export interface BankFeedPort {
  /** The transactions since the last download (the bank's own cursor moves with it). */
  newTransactions(): Promise<BankFeedBatch>;
}
