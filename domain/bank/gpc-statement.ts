import { DomainError } from '../errors';
import { normaliseVariableSymbol, type BankTransaction } from './bank-transaction';

/**
 * The Czech ABO/GPC statement (the fixed-width export every Czech bank offers, the `.gpc` file): windows-1250 text,
 * 128 characters a line. A `074` line heads each statement (account, balances, statement number), a `075` line is
 * one movement; some banks add their own record types (`076`, `078`, `079`: extra message lines), which are skipped.
 * Positions below are 0-based [start, end) of the public layout.
 */
const ITEM = {
  account: [3, 19],
  counterAccount: [19, 35],
  transactionId: [35, 48],
  amount: [48, 60],
  code: [60, 61],
  variableSymbol: [61, 71],
  counterBank: [73, 77],
  name: [97, 117],
  currency: [118, 122],
  postingDate: [122, 128],
} as const;
const RECORD_LENGTH = 128;

/**
 * The accounting codes: 1 debit, 2 credit, 4 reversal of a debit (money back in), 5 reversal of a credit (money back
 * out). Each gives the sign of the amount and whether it is a reversal.
 */
const CODES: Readonly<Record<string, { sign: 1 | -1; reversal: boolean }>> = {
  '1': { sign: -1, reversal: false },
  '2': { sign: 1, reversal: false },
  '4': { sign: 1, reversal: true },
  '5': { sign: -1, reversal: true },
};

/** ISO 4217 numeric codes as GPC writes them (4 digits); a blank field is a domestic (CZK) statement. */
const CURRENCIES: Readonly<Record<string, string>> = { '0203': 'CZK', '0978': 'EUR', '0840': 'USD', '0826': 'GBP', '0985': 'PLN' };

/** Whether the text looks like a GPC statement (its first record is a `074` header). */
export function looksLikeGpc(text: string): boolean {
  return /^\uFEFF?074\d/.test(text);
}

/** Reads a GPC file's bytes (windows-1250). */
export function parseGpcBytes(bytes: Uint8Array): BankTransaction[] {
  return parseGpcStatement(new TextDecoder('windows-1250').decode(bytes));
}

/**
 * The movements of a GPC statement (already decoded). A line that is not a record, a `075` before any `074`, a bad
 * amount, code or date refuses the whole file with `bank/statement-malformed` and its line number in `details.line`:
 * half a statement imported would look complete.
 */
export function parseGpcStatement(text: string): BankTransaction[] {
  if (!looksLikeGpc(text)) throw new DomainError('bank/statement-unknown-format', 'Not a GPC statement');
  const transactions: BankTransaction[] = [];
  let headed = false;
  text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .forEach((raw, index) => {
      const line = raw.replace(/\s+$/, '');
      if (line === '') return;
      const malformed = (why: string) => new DomainError('bank/statement-malformed', `GPC line ${index + 1}: ${why}`, { line: index + 1 });
      const kind = line.slice(0, 3);
      if (!/^07\d$/.test(kind)) throw malformed('not a GPC record');
      if (kind === '074') {
        headed = true;
        return;
      }
      if (kind !== '075') return;
      if (!headed) throw malformed('an item before the statement header');
      if (line.length < ITEM.postingDate[0]) throw malformed('the record is cut short');
      transactions.push(gpcItem(line.padEnd(RECORD_LENGTH, ' '), malformed));
    });
  if (!headed) throw new DomainError('bank/statement-malformed', 'No GPC header', { line: 1 });
  return transactions;
}

function gpcItem(line: string, malformed: (why: string) => DomainError): BankTransaction {
  const field = ([start, end]: readonly [number, number]) => line.slice(start, end);
  const amount = field(ITEM.amount);
  if (!/^\d{12}$/.test(amount)) throw malformed('the amount is not 12 digits');
  const code = CODES[field(ITEM.code)];
  if (!code) throw malformed('unknown accounting code');
  const date = gpcDate(field(ITEM.postingDate));
  if (!date) throw malformed('the posting date is not DDMMYY');
  const transactionId = field(ITEM.transactionId).trim();
  if (!/^\d+$/.test(transactionId) || /^0+$/.test(transactionId)) throw malformed('no transaction id');
  const currency = field(ITEM.currency).trim();
  const message = field(ITEM.name).trim();
  return {
    bankId: transactionId.replace(/^0+/, ''),
    date,
    amountHalere: code.sign * Number(amount),
    currency: currency === '' || /^0+$/.test(currency) ? 'CZK' : (CURRENCIES[currency] ?? currency),
    variableSymbol: normaliseVariableSymbol(field(ITEM.variableSymbol)),
    counterAccount: counterAccount(field(ITEM.counterAccount), field(ITEM.counterBank)),
    message: message === '' ? null : message,
    reversal: code.reversal,
  };
}

/** `DDMMYY` → `20YY-MM-DD` (GPC has two-digit years), null when it is no calendar day. */
function gpcDate(text: string): string | null {
  const match = /^(\d{2})(\d{2})(\d{2})$/.exec(text);
  if (!match) return null;
  const [, day, month, year] = match;
  const iso = `20${year}-${month}-${day}`;
  const parsed = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(iso) ? iso : null;
}

/** Prefix (6) and number (10) as `prefix-number/bank` without the padding zeros; null for an empty account. */
function counterAccount(account: string, bank: string): string | null {
  if (!/^\d{16}$/.test(account) || /^0+$/.test(account)) return null;
  const prefix = account.slice(0, 6).replace(/^0+/, '');
  const number = account.slice(6).replace(/^0+/, '');
  const bankCode = /^\d{4}$/.test(bank) && bank !== '0000' ? `/${bank}` : '';
  return `${prefix ? `${prefix}-` : ''}${number}${bankCode}`;
}
