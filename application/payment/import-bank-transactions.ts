import type { Booking, DateLock } from '../../domain/booking/booking';
import { statusMail } from '../../domain/booking/booking-mail';
import { changeStatus } from '../../domain/booking/booking-status';
import { lockChange } from '../../domain/booking/date-lock';
import { isIncoming, type BankTransaction } from '../../domain/bank/bank-transaction';
import { DEPOSIT_CURRENCY, matchPayment, type SymbolOwner } from '../../domain/bank/payment-match';
import { bookingMailMessage } from '../../domain/mail/booking-mail-messages';
import type { MailContext } from '../../domain/mail/templates/parts';
import { depositAmount, type DepositSettings } from '../../domain/payment/deposit';
import type { BankImportUnit, BankTransactionSource, ImportedTransaction, ImportSummary, SettledDeposit } from '../../ports/units/bank-import-port';
import type { MailSettings } from '../../ports/units/mail-settings-port';
import type { Atomically } from '../../ports/units/unit-of-work-port';
import { mailContext } from '../mail/mail-context';
import { bankPaymentNote } from '../../domain/bank/bank-actors';
import { documentDutiesNow, documentsOnTransition, type DocumentDutiesNow } from '../documents/documents-on-transition';
import { paymentReceiptDue, type PendingDocument } from '../../domain/documents/pending-document';
import { depositInstructions } from '../../domain/payment/deposit-instructions';

export interface ImportBankTransactionsCommand {
  transactions: readonly BankTransaction[];
  source: BankTransactionSource;
  /** Who the booking's history names for a settled deposit: the admin's e-mail for an upload, the bank's name for the scheduled run. */
  by: string;
  now: Date;
}

/**
 * Imports bank transactions (a statement's, or the bank API's): each is stored once under its bank id, matched by
 * domain/bank/payment-match.ts, and a payment that completes a confirmed booking's deposit moves it to deposit-paid
 * with the couple's "Záloha přijata" mail — in the same unit as the record of the payment, one unit per transaction,
 * so importing the same statement again (or two imports at once) records each transaction once and settles a
 * deposit once. The deposit settings are read before any unit and must be readable: with the CMS down the import
 * fails whole (and is repeated later) rather than recording payments as "no deposit asked" for good.
 */
export async function importBankTransactions(
  command: ImportBankTransactionsCommand,
  atomically: Atomically<BankImportUnit>,
  mail: MailSettings,
): Promise<ImportSummary> {
  const deposit = mail.deposit ? await mail.deposit.read() : null;
  const context = await mailContext(mail, command.now);
  const duties = await documentDutiesNow(mail);
  const results: ImportedTransaction[] = [];
  const seen = new Set<string>();
  for (const transaction of command.transactions) {
    // The same id twice in one file is one movement listed twice (a batch repeated): the first counts.
    if (seen.has(transaction.bankId)) {
      results.push({ bankId: transaction.bankId, kind: 'duplicate' });
      continue;
    }
    seen.add(transaction.bankId);
    results.push(await atomically((unit) => importOne(unit, transaction, { command, deposit, context, duties })));
  }
  const counts: ImportSummary['counts'] = {};
  for (const { kind } of results) counts[kind] = (counts[kind] ?? 0) + 1;
  return { results, counts };
}

type ImportContext = { command: ImportBankTransactionsCommand; deposit: DepositSettings | null; context: MailContext; duties: DocumentDutiesNow | null };

async function importOne(unit: BankImportUnit, transaction: BankTransaction, { command, deposit, context, duties }: ImportContext): Promise<ImportedTransaction> {
  if ((await unit.recorded(transaction.bankId)) !== null) return { bankId: transaction.bankId, kind: 'duplicate' };
  const { owner, loaded } = await ownerOf(unit, transaction, deposit);
  const match = matchPayment(transaction, false, owner);
  if (match.kind === 'duplicate') throw new Error('unreachable: a new transaction is no duplicate');
  const settled =
    'settles' in match && match.settles && loaded
      ? settleDeposit(loaded, { by: command.by, note: bankPaymentNote(transaction.bankId), now: command.now, context, duties, payment: transaction })
      : null;
  const expected = owner.kind === 'booking' ? owner.expectedHalere : null;
  // The payer's account and message are kept only where the photographer must read them to assign the payment by
  // hand; an assigned payment is known by its booking, and money out is nobody's deposit.
  const kept = match.kind === 'unassigned' ? {} : { counterAccount: null, message: null };
  const receipts = !settled && loaded && 'bookingId' in match ? receiptWithoutMail(duties, loaded.booking, transaction, context) : [];
  await unit.save({ ...transaction, ...kept, match, source: command.source, importedAt: command.now.toISOString() }, expected, settled, receipts);
  return { bankId: transaction.bankId, kind: match.kind, ...('bookingId' in match ? { bookingId: match.bookingId } : {}) };
}

/** The symbol's owner, read only for an incoming CZK payment with a symbol (nothing else can be assigned). */
async function ownerOf(unit: BankImportUnit, transaction: BankTransaction, deposit: DepositSettings | null) {
  const none = { owner: { kind: 'none' } as SymbolOwner, loaded: null };
  if (!isIncoming(transaction) || transaction.currency !== DEPOSIT_CURRENCY || !transaction.variableSymbol) return none;
  const found = await unit.symbolOwner(transaction.variableSymbol);
  if (found === null) return none;
  // A registry entry whose booking is gone was erased as far as payments go: the money belongs to nobody here.
  const loaded = found === 'erased' ? null : await unit.load(found.bookingId);
  if (!loaded) return { owner: { kind: 'erased' } as SymbolOwner, loaded: null };
  const owner: SymbolOwner = {
    kind: 'booking',
    booking: loaded.booking,
    expectedHalere: expectedHalere(loaded.booking, deposit),
    receivedHalere: await unit.receivedFor(loaded.booking.id),
  };
  return { owner, loaded };
}

/** The deposit asked of a booking, in haléře (the rule is in whole crowns), null when none is. */
export function expectedHalere(booking: Pick<Booking, 'pricing'>, deposit: DepositSettings | null): number | null {
  const crowns = deposit ? depositAmount(booking.pricing, deposit.rule) : null;
  return crowns === null ? null : crowns * 100;
}

/**
 * A confirmed booking moved to deposit-paid by a payment: its history entry, its day's lock, the couple's mail and
 * the receipt of that payment the change owes (which then holds the mail).
 */
export function settleDeposit(
  loaded: { booking: Booking; lock: DateLock | null },
  { by, note, now, context, duties, payment }: { by: string; note: string; now: Date; context: MailContext; duties: DocumentDutiesNow | null; payment: BankTransaction },
): SettledDeposit {
  const after = changeStatus(loaded.booking, { to: 'deposit-paid', by, at: now.toISOString(), note });
  const intent = statusMail(after);
  const received = { paymentId: payment.bankId, amountHalere: payment.amountHalere, receivedOn: payment.date };
  const owed = documentsOnTransition(duties, loaded.booking.status, after, { context, mail: intent && bookingMailMessage(intent, after, context), payment: received });
  return { after, lock: lockChange(loaded.booking, after, loaded.lock, { now }), mail: owed.mail, documents: owed.documents };
}

/**
 * The receipt owed for a payment assigned to a booking that changes no status (partial, or more after the deposit):
 * the settling payment's receipt is owed by its change (settleDeposit) and rides "Záloha přijata"; this one has no mail.
 */
export function receiptWithoutMail(duties: DocumentDutiesNow | null, booking: Booking, payment: BankTransaction, context: MailContext): PendingDocument[] {
  if (!duties) return [];
  const symbol = booking.variableSymbol ?? depositInstructions(booking, context.deposit ?? null)?.variableSymbol ?? null;
  const due = paymentReceiptDue(booking, { paymentId: payment.bankId, amountHalere: payment.amountHalere, receivedOn: payment.date }, symbol, context.now);
  return due ? [due] : [];
}
