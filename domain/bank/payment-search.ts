import { searchWords } from '../booking/search';
import { halereOf, type BankTransaction } from './bank-transaction';

type Searchable = Pick<BankTransaction, 'amountHalere' | 'variableSymbol' | 'counterAccount' | 'message'>;

/** "8 500,50 Kč", "8500.5", "8500" as haléře, null when the text is no amount. */
function amountOf(text: string): { halere: number; whole: boolean } | null {
  const compact = text.replace(/[\s\u00A0]/g, '').replace(/(kč|czk|,-)$/i, '');
  const halere = halereOf(compact);
  return halere === null || halere <= 0 ? null : { halere, whole: !/[.,]/.test(compact) };
}

/** An account as written in a statement ("19-2000145399/0800", an IBAN with spaces) folded to its letters and digits. */
const compactAccount = (account: string) => account.replace(/[^\p{L}\p{N}]/gu, '').toLowerCase();

/**
 * The desk's filter over "Nepřiřazené platby": what the photographer remembers of a payment. An amount ("8 500,50 Kč",
 * "8500") finds payments of exactly that sum (whole crowns also match a sum with haléře, "8500" finds 8 500,50 Kč);
 * otherwise every word must appear in the variable symbol, the payer's account or begin a word of the message
 * (case and diacritics ignored, as the bookings' search). An empty search keeps every payment.
 */
export function matchesPaymentSearch(payment: Searchable, query: string): boolean {
  const words = searchWords(query);
  if (words.length === 0) return true;
  const amount = amountOf(query);
  if (amount && (amount.whole ? Math.floor(payment.amountHalere / 100) === amount.halere / 100 : payment.amountHalere === amount.halere)) return true;
  const messageWords = searchWords(payment.message ?? '');
  const account = compactAccount(payment.counterAccount ?? '');
  const symbol = payment.variableSymbol ?? '';
  return words.every((word) => symbol.includes(word) || (word.length > 1 && account.includes(word)) || messageWords.some((w) => w.startsWith(word)));
}
