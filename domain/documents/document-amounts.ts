import { vatAfterDeductions } from './build-documents';
import type { DocumentContent } from './document-content';

/** One VAT rate's part of what a document itself taxes: the base and the tax, in haléře. */
export interface DocumentVatAmount {
  readonly ratePercent: number;
  readonly baseHalere: number;
  readonly taxHalere: number;
}

/**
 * The money an issued document states, kept on its record at issue so the accountant's list needs no file: the
 * total, the tax it declares per rate (a final invoice after the deposits' receipts already declared theirs; none on
 * a document that is no tax document, so 0 for a non-payer), what is left to pay, the currency and the customer.
 */
export interface DocumentAmounts {
  readonly currency: 'CZK';
  readonly customerName: string;
  readonly totalHalere: number;
  readonly payableHalere: number;
  readonly vat: readonly DocumentVatAmount[];
}

/** The summary of a document's content, as printed on its PDF and written to its ISDOC. */
export function documentAmounts(content: DocumentContent): DocumentAmounts {
  const vat = content.taxDocument
    ? vatAfterDeductions(content).map(({ difference }) => ({ ratePercent: difference.ratePercent, baseHalere: difference.baseHalere, taxHalere: difference.taxHalere }))
    : [];
  return { currency: 'CZK', customerName: content.customer.name, totalHalere: content.totalHalere, payableHalere: content.payableHalere, vat };
}

const MAX_NAME = 500;
const whole = (value: unknown): value is number => Number.isSafeInteger(value);

/** Whether a value is a well-formed summary: whole haléře, whole rates, a bounded name (what a record may keep). */
export function isDocumentAmounts(value: unknown): value is DocumentAmounts {
  if (typeof value !== 'object' || value === null) return false;
  const amounts = value as Record<string, unknown>;
  const name = amounts.customerName;
  return (
    amounts.currency === 'CZK' &&
    typeof name === 'string' &&
    name.length <= MAX_NAME &&
    whole(amounts.totalHalere) &&
    whole(amounts.payableHalere) &&
    Array.isArray(amounts.vat) &&
    amounts.vat.every((row: unknown) => {
      const split = row as Record<string, unknown> | null;
      return typeof split === 'object' && split !== null && whole(split.ratePercent) && (split.ratePercent as number) >= 0 && (split.ratePercent as number) <= 100 && whole(split.baseHalere) && whole(split.taxHalere);
    })
  );
}

/** A copy with only the summary's fields, so nothing else handed in is kept on the record. */
export function plainDocumentAmounts(amounts: DocumentAmounts): DocumentAmounts {
  return {
    currency: amounts.currency,
    customerName: amounts.customerName,
    totalHalere: amounts.totalHalere,
    payableHalere: amounts.payableHalere,
    vat: amounts.vat.map(({ ratePercent, baseHalere, taxHalere }) => ({ ratePercent, baseHalere, taxHalere })),
  };
}
