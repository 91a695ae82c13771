import { XMLParser } from 'fast-xml-parser';
import { halereOf } from '../bank/bank-transaction';
import { DomainError } from '../errors';
import { type DocumentAmounts, type DocumentVatAmount, isDocumentAmounts } from './document-amounts';

/**
 * Values stay strings (`parseTagValue: false`): "1234.50" is read to the haléř here, not through a float, and a
 * customer named with digits keeps them as written.
 */
const parser = new XMLParser({
  ignoreAttributes: true,
  removeNSPrefix: true,
  parseTagValue: false,
  trimValues: true,
  processEntities: true,
  isArray: (name) => name === 'TaxSubTotal',
});

type Node = Record<string, unknown>;
const child = (node: unknown, name: string): unknown => (typeof node === 'object' && node !== null ? (node as Node)[name] : undefined);
const text = (node: unknown): string => (typeof node === 'string' ? node : '');

function money(node: unknown, what: string): number {
  const value = halereOf(text(node));
  if (value === null) throw new DomainError('document/content-invalid', `The ISDOC has no amount ${what}`);
  return value;
}

/**
 * The money summary of a stored ISDOC (domain/documents/isdoc.ts writes it): what a document issued before its
 * record kept the summary states. The same figures documentAmounts gives of the content: the total and the amount
 * due from LegalMonetaryTotal, the tax the document declares per rate from TaxTotal's differences (none when the
 * document is no tax document), the customer from AccountingCustomerParty.
 */
export function amountsFromIsdoc(xml: string): DocumentAmounts {
  let invoice: unknown;
  try {
    invoice = child(parser.parse(xml), 'Invoice');
  } catch {
    invoice = undefined;
  }
  if (typeof invoice !== 'object' || invoice === null) throw new DomainError('document/content-invalid', 'Not an ISDOC invoice');
  const totals = child(invoice, 'LegalMonetaryTotal');
  const taxDocument = text(child(invoice, 'VATApplicable')) === 'true';
  const subTotals = child(child(invoice, 'TaxTotal'), 'TaxSubTotal');
  const vat: DocumentVatAmount[] = taxDocument && Array.isArray(subTotals)
    ? subTotals.map((row: unknown) => ({
        ratePercent: Number(text(child(child(row, 'TaxCategory'), 'Percent'))),
        baseHalere: money(child(row, 'DifferenceTaxableAmount'), 'DifferenceTaxableAmount'),
        taxHalere: money(child(row, 'DifferenceTaxAmount'), 'DifferenceTaxAmount'),
      }))
    : [];
  const amounts = {
    currency: text(child(invoice, 'LocalCurrencyCode')),
    customerName: text(child(child(child(child(invoice, 'AccountingCustomerParty'), 'Party'), 'PartyName'), 'Name')),
    totalHalere: money(child(totals, 'TaxInclusiveAmount'), 'TaxInclusiveAmount'),
    payableHalere: money(child(totals, 'PayableAmount'), 'PayableAmount'),
    vat,
  };
  if (!isDocumentAmounts(amounts)) throw new DomainError('document/content-invalid', 'The ISDOC states no amounts in CZK');
  return amounts;
}
