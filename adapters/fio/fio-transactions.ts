import { normaliseVariableSymbol, type BankTransaction } from '../../domain/bank/bank-transaction';

/**
 * Fio banka's JSON statement (`/last/{token}/transactions.json`), as its API documentation describes it: every field
 * of a movement is a `columnN` object `{ value, name, id }`, or null when the movement has no such value.
 */
export interface FioStatement {
  accountStatement: {
    info: { accountId?: string; bankId?: string; currency?: string; idLastDownload?: number | null; idTo?: number | null };
    transactionList: { transaction: FioTransaction[] | null } | null;
  };
}
type FioColumn = { value: string | number | null; name?: string; id?: number } | null | undefined;
export type FioTransaction = Partial<Record<`column${number}`, FioColumn>>;

/** The columns read: 22 ID pohybu, 0 Datum, 1 Objem, 14 Měna, 2 Protiúčet, 3 Kód banky, 5 VS, 16 Zpráva pro příjemce, 7 Uživatelská identifikace. */
const COLUMN = { id: 'column22', date: 'column0', amount: 'column1', currency: 'column14', account: 'column2', bank: 'column3', symbol: 'column5', message: 'column16', note: 'column7' } as const;

const valueOf = (transaction: FioTransaction, column: `column${number}`): string | number | null => transaction[column]?.value ?? null;
const textOf = (transaction: FioTransaction, column: `column${number}`): string | null => {
  const value = valueOf(transaction, column);
  return value === null || String(value).trim() === '' ? null : String(value).trim();
};

/** A Fio movement as a bank transaction; null for one without an id, date or amount (never seen, never imported). */
export function fromFioTransaction(transaction: FioTransaction): BankTransaction | null {
  const id = valueOf(transaction, COLUMN.id);
  const date = textOf(transaction, COLUMN.date)?.slice(0, 10) ?? '';
  const amount = valueOf(transaction, COLUMN.amount);
  if (id === null || !/^\d{4}-\d{2}-\d{2}$/.test(date) || typeof amount !== 'number' || !Number.isFinite(amount)) return null;
  const account = textOf(transaction, COLUMN.account);
  const bank = textOf(transaction, COLUMN.bank);
  return {
    bankId: String(id),
    date,
    // Objem is a JSON number in crowns with at most two decimals: rounding the product removes the binary error.
    amountHalere: Math.round(amount * 100),
    currency: textOf(transaction, COLUMN.currency) ?? 'CZK',
    variableSymbol: normaliseVariableSymbol(textOf(transaction, COLUMN.symbol)),
    counterAccount: account ? `${account}${bank ? `/${bank}` : ''}` : null,
    message: textOf(transaction, COLUMN.message) ?? textOf(transaction, COLUMN.note),
    reversal: false,
  };
}

/** The movements of a statement answer; anything not shaped as documented is null (the caller reports the feed unavailable). */
export function readFioStatement(body: unknown): { transactions: BankTransaction[]; idLastDownload: number | null } | null {
  const statement = (body as Partial<FioStatement> | null)?.accountStatement;
  if (typeof statement !== 'object' || statement === null) return null;
  const list = statement.transactionList?.transaction ?? [];
  if (!Array.isArray(list)) return null;
  const transactions = list.map(fromFioTransaction).filter((transaction): transaction is BankTransaction => transaction !== null);
  const last = statement.info?.idLastDownload;
  return { transactions, idLastDownload: typeof last === 'number' ? last : null };
}
