/**
 * The documents the product issues for a booking (issue 21). Each kind has its own gapless number series per calendar
 * year, so an accountant sees "ZF-2027-0001, ZF-2027-0002, …" without holes — a hole in an invoice series is the first
 * thing a tax audit asks about.
 *
 * - `deposit-invoice`: zálohová faktura at confirmation (a call for payment, not a tax document);
 * - `payment-receipt`: at the deposit's arrival — the "daňový doklad k přijaté platbě" for a VAT payer, otherwise a
 *   payment confirmation;
 * - `final-invoice`: at completion, the total minus the deposit, with a QR Platba for the rest;
 * - `cancellation`: where a paid booking is cancelled.
 */
export const DOCUMENT_KINDS = ['deposit-invoice', 'payment-receipt', 'final-invoice', 'cancellation'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** The series' prefix, printed in front of the number. Changing one after the first issue would break the series. */
export const DOCUMENT_SERIES_PREFIX: Readonly<Record<DocumentKind, string>> = {
  'deposit-invoice': 'ZF',
  'payment-receipt': 'PP',
  'final-invoice': 'FV',
  cancellation: 'DB',
};

/** One number of a series: kind, calendar year of issue (Europe/Prague) and the 1-based sequence within that year. */
export interface DocumentNumber {
  readonly kind: DocumentKind;
  readonly year: number;
  readonly sequence: number;
}

/** "ZF-2027-0001": the printed number, also used as the variable-symbol-free reference in ISDOC and file names. */
export function formatDocumentNumber(number: DocumentNumber): string {
  return `${DOCUMENT_SERIES_PREFIX[number.kind]}-${number.year}-${String(number.sequence).padStart(4, '0')}`;
}
