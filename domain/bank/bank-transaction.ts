import { VARIABLE_SYMBOL_MAX_DIGITS } from '../payment/variable-symbol';

/**
 * One movement on the photographer's account as a statement (camt.053, ABO/GPC) or the Fio API reports it. Amounts are
 * whole haléře so no sum is ever rounded; the sign says the direction (+ money in, − money out).
 */
export interface BankTransaction {
  /**
   * The bank's own id of the movement (camt.053 AcctSvcrRef, GPC's transaction id, Fio's "ID pohybu"): the same
   * movement keeps it in every export of the same account, so importing it again is recognised.
   */
  bankId: string;
  /** The booking day, ISO `YYYY-MM-DD`. */
  date: string;
  /** Signed, in haléře (1 Kč = 100): positive for credit, negative for debit. */
  amountHalere: number;
  /** ISO 4217 (`CZK`). */
  currency: string;
  /** Digits without leading zeros (domain/bank/bank-transaction.ts normaliseVariableSymbol), null when none. */
  variableSymbol: string | null;
  /** The other party's account as the bank wrote it (`19-2000145399/0800`, an IBAN), null when not given. */
  counterAccount: string | null;
  /** The payer's message for the payee, null when none. */
  message: string | null;
  /** A reversal (storno) of an earlier movement: never a payment of a deposit, whatever its sign. */
  reversal: boolean;
}

/**
 * A variable symbol as banks treat it: a number of at most 10 digits, so leading zeros do not count (GPC pads it to
 * ten, some camt.053 exports too). Null for anything else (missing, zero, letters, too long).
 */
export function normaliseVariableSymbol(raw: string | null | undefined): string | null {
  const digits = (raw ?? '').trim();
  if (!/^\d+$/.test(digits)) return null;
  const significant = digits.replace(/^0+/, '');
  return significant === '' || significant.length > VARIABLE_SYMBOL_MAX_DIGITS ? null : significant;
}

/** "VS:123", "VS 123", "/VS/123" in a free-text message (how several Czech banks carry the symbol in camt.053 Ustrd). */
export function variableSymbolInText(text: string | null | undefined): string | null {
  const match = /(?:^|[^A-Z])VS[\s:/.-]*(\d{1,10})(?!\d)/i.exec(text ?? '');
  return match ? normaliseVariableSymbol(match[1]) : null;
}

/** Crowns as written in a statement ("1234.50", "-12", "1234,5") to haléře; null for anything that is not an amount. */
export function halereOf(text: string): number | null {
  const match = /^([+-]?)(\d{1,12})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  const value = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  return match[1] === '-' ? -value : value;
}

/** Whether a transaction is money in (a candidate for a deposit): a positive, not reversed movement. */
export function isIncoming(transaction: Pick<BankTransaction, 'amountHalere' | 'reversal'>): boolean {
  return transaction.amountHalere > 0 && !transaction.reversal;
}
