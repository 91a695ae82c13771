import type { Firestore } from 'firebase-admin/firestore';
import { bankImports } from '../../adapters/firestore-admin/firestore-bank-import-unit';
import { fioBankFeed, type FioFeedOptions } from '../../adapters/fio/fio-bank-feed';
import { importFromBankFeed } from '../../application/payment/import-from-bank-feed';
import { DomainError } from '../../domain/errors';
import type { MailSettings } from '../../ports/units/mail-settings-port';

/** What one run of importBankPayments reports to the log: the import's counts, or why it did nothing. */
export type BankImportRunReport = { skipped: string } | { imported: number; counts: Record<string, number>; bookingIds: string[] };

/**
 * One run of the Fio import (the scheduled function's body; tests call it with a stand-in bank and a virtual clock).
 * Without a token the run is skipped and says so, rather than failing every hour for a photographer banking elsewhere.
 */
export async function runBankFeedImport(
  store: Firestore,
  token: string | null,
  now: Date,
  mail: MailSettings,
  fio: Omit<FioFeedOptions, 'token'> = {},
): Promise<BankImportRunReport> {
  if (!token) return { skipped: 'FIO_API_TOKEN is not set (or is "-"): no bank import from the Fio API' };
  const summary = await importFromBankFeed(fioBankFeed({ token, ...fio }), bankImports(store), mail, now);
  // The bookings a payment was assigned to: their receipts are issued right after the run.
  const bookingIds = [...new Set(summary.results.flatMap((result) => (result.bookingId ? [result.bookingId] : [])))];
  return { imported: summary.results.length, counts: summary.counts, bookingIds };
}

/** The uploaded file's bytes from the callable's base64 (anything else is no statement). */
export function statementBytes(contentBase64: unknown): Uint8Array {
  if (typeof contentBase64 !== 'string' || !/^[A-Za-z0-9+/]*={0,2}$/.test(contentBase64)) throw new DomainError('bank/statement-unknown-format');
  return new Uint8Array(Buffer.from(contentBase64, 'base64'));
}
