import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { DomainError } from '../errors';
import { halereOf, normaliseVariableSymbol, variableSymbolInText, type BankTransaction } from './bank-transaction';

/**
 * ISO 20022 camt.053 (BankToCustomerStatement), any version from 001.02 on: the elements read here kept their names.
 * Every tag value stays a string (`parseTagValue: false`): a variable symbol's leading zeros and an amount's
 * decimals are the bank's words, not numbers to round.
 */
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  processEntities: true,
  isArray: (name) => ['Stmt', 'Ntry', 'NtryDtls', 'TxDtls', 'Ustrd', 'Strd'].includes(name),
});

type Node = Record<string, unknown>;
const node = (value: unknown): Node => (typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Node) : {});
const list = (value: unknown): Node[] => (Array.isArray(value) ? value.map(node) : value === undefined ? [] : [node(value)]);
const text = (value: unknown): string | null => {
  const raw = typeof value === 'object' && value !== null ? (value as Node)['#text'] : value;
  return typeof raw === 'string' && raw.trim() !== '' ? raw.trim() : null;
};
const at = (start: unknown, ...path: string[]): unknown => path.reduce<unknown>((value, key) => node(value)[key], start);

/** Whether the text looks like XML (camt.053 is the only XML statement read). */
export function looksLikeXml(text: string): boolean {
  return /^\uFEFF?\s*</.test(text);
}

/**
 * The booked movements of a camt.053 statement. Not well-formed XML, no BkToCstmrStmt, or an entry without an
 * amount, direction, date or bank reference refuse the whole file with `bank/statement-malformed` (with the entry's
 * number in `details.entry`). An entry carrying several transactions (a batch) gives one per transaction.
 */
export function parseCamt053Statement(xml: string): BankTransaction[] {
  const source = xml.replace(/^\uFEFF/, '');
  if (XMLValidator.validate(source) !== true) throw new DomainError('bank/statement-malformed', 'Not well-formed XML');
  const statements = at(parser.parse(source), 'Document', 'BkToCstmrStmt');
  if (typeof statements !== 'object' || statements === null) throw new DomainError('bank/statement-unknown-format', 'Not a camt.053 statement');
  let entryNumber = 0;
  return list(node(statements).Stmt).flatMap((statement) =>
    list(statement.Ntry).flatMap((entry) => {
      entryNumber += 1;
      return entryTransactions(entry, entryNumber);
    }),
  );
}

function entryTransactions(entry: Node, number: number): BankTransaction[] {
  const malformed = (why: string) => new DomainError('bank/statement-malformed', `camt.053 entry ${number}: ${why}`, { entry: number });
  const status = text(at(entry, 'Sts', 'Cd')) ?? text(entry.Sts);
  if (status !== null && status !== 'BOOK') return [];
  const sign = { CRDT: 1, DBIT: -1 }[text(entry.CdtDbtInd) ?? ''];
  if (!sign) throw malformed('CdtDbtInd is neither CRDT nor DBIT');
  const date = (text(at(entry, 'BookgDt', 'Dt')) ?? text(at(entry, 'BookgDt', 'DtTm')) ?? '').slice(0, 10);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) throw malformed('no booking date');
  const reference = text(entry.AcctSvcrRef) ?? text(entry.NtryRef);
  const details = list(entry.NtryDtls).flatMap((detail) => list(detail.TxDtls));
  const base = { date, reversal: text(entry.RvslInd) === 'true' };
  if (details.length <= 1) {
    const amount = amountOf(entry.Amt, malformed);
    const bankId = reference ?? text(at(details[0], 'Refs', 'AcctSvcrRef'));
    if (!bankId) throw malformed('no bank reference (AcctSvcrRef)');
    return [{ bankId, ...base, ...amount, amountHalere: sign * amount.amountHalere, ...transactionDetails(details[0] ?? {}, sign) }];
  }
  return details.map((detail, index) => {
    const amount = amountOf(at(detail, 'Amt') ?? at(detail, 'AmtDtls', 'TxAmt', 'Amt'), malformed);
    const bankId = text(at(detail, 'Refs', 'AcctSvcrRef')) ?? (reference ? `${reference}/${index + 1}` : null);
    if (!bankId) throw malformed('no bank reference (AcctSvcrRef)');
    return { bankId, ...base, ...amount, amountHalere: sign * amount.amountHalere, ...transactionDetails(detail, sign) };
  });
}

function amountOf(amount: unknown, malformed: (why: string) => DomainError): { amountHalere: number; currency: string } {
  const halere = halereOf(text(amount) ?? '');
  const currency = node(amount)['@Ccy'];
  if (halere === null || halere < 0) throw malformed('the amount is not a number');
  if (typeof currency !== 'string' || !/^[A-Z]{3}$/.test(currency)) throw malformed('the amount has no currency');
  return { amountHalere: halere, currency };
}

/**
 * The symbol, counter-party and message of one transaction. Czech banks carry the variable symbol in one of three
 * places: the structured creditor reference (`Strd/CdtrRefInf/Ref`, plain digits or "VS:…"), the end-to-end id
 * ("/VS/123/SS/…", Česká spořitelna's convention), or the free text ("VS:123"). The first one found wins.
 */
function transactionDetails(detail: Node, sign: number): Pick<BankTransaction, 'variableSymbol' | 'counterAccount' | 'message'> {
  const remittance = node(detail.RmtInf);
  const structured = list(remittance.Strd).map((strd) => text(at(strd, 'CdtrRefInf', 'Ref'))).find((ref) => ref !== null) ?? null;
  const unstructured = [remittance.Ustrd ?? []].flat().map(text).filter((line): line is string => line !== null).join(' ');
  const endToEnd = text(at(detail, 'Refs', 'EndToEndId'));
  const variableSymbol =
    (structured && (/^\d+$/.test(structured) ? normaliseVariableSymbol(structured) : variableSymbolInText(structured))) ??
    variableSymbolInText(endToEnd) ??
    variableSymbolInText(unstructured);
  // Money in comes from the debtor, money out goes to the creditor.
  const party = sign > 0 ? 'Dbtr' : 'Cdtr';
  const account = node(at(detail, 'RltdPties', `${party}Acct`, 'Id'));
  const counterAccount = text(account.IBAN) ?? text(at(account, 'Othr', 'Id'));
  return { variableSymbol, counterAccount, message: unstructured === '' ? null : unstructured };
}
