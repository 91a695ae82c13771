import type { DocumentKind, DocumentNumber } from './document-kind';
import type { TraderIdentity } from './trader';
import type { VatSplit } from './vat';

/**
 * The content of one issued document: everything printed on the PDF and written to the ISDOC, computed once in the
 * domain (build-documents.ts) so the two cannot disagree. Money in whole haléře; dates ISO `YYYY-MM-DD` in Prague.
 */
export interface DocumentCustomer {
  /** The couple as the booking names them (§ 29 odst. 1 písm. c zákona o DPH: the person the supply is for). */
  readonly name: string;
  /** From the booking's billing details (domain/documents/billing-details.ts) where given; without them, absent. */
  readonly address?: { readonly street: string; readonly city: string; readonly postalCode: string; readonly country: string };
  /** A company customer's IČO and DIČ (§ 29 odst. 1 písm. d: the customer's DIČ, when one was assigned). */
  readonly ico?: string;
  readonly dic?: string;
  readonly email?: string;
}

export interface DocumentLine {
  readonly description: string;
  readonly quantity: number;
  /** The amount of the line, VAT included for a payer (what the couple pays); negative on a cancellation. */
  readonly totalHalere: number;
  /** A payer's line: the rate and the line's part of the recapitulated base (§ 29 odst. 1 písm. i). */
  readonly vat?: { readonly ratePercent: number; readonly baseHalere: number; readonly taxHalere: number };
}

/** A document this one refers to: a receipt a final invoice deducts or a cancellation corrects. */
export interface DocumentReference {
  readonly number: string;
  readonly issueDate: string;
  readonly kind: DocumentKind;
  readonly totalHalere: number;
  /** The referenced document's VAT, when it was a tax document. */
  readonly vat?: VatSplit;
}

export interface DocumentPayment {
  readonly iban: string;
  readonly variableSymbol: string;
  readonly dueDate: string;
  readonly amountHalere: number;
  /** The QR Platba text (SPAYD) for the amount to pay. */
  readonly spayd: string;
}

export interface DocumentContent {
  readonly kind: DocumentKind;
  readonly number: DocumentNumber;
  /** "ZF-2027-0001". */
  readonly printedNumber: string;
  /** "Zálohová faktura", "Daňový doklad k přijaté platbě", … */
  readonly title: string;
  readonly bookingId: string;
  readonly issueDate: string;
  /** DUZP or the day the payment was received (§ 29 odst. 1 písm. h), for tax documents; absent otherwise. */
  readonly taxPointDate?: string;
  readonly supplier: TraderIdentity;
  readonly customer: DocumentCustomer;
  readonly variableSymbol: string;
  readonly lines: readonly DocumentLine[];
  /** Whether the document is a tax document under zákon o DPH (only a payer's receipt, final invoice, correction). */
  readonly taxDocument: boolean;
  /** A payer's recapitulation per rate of the lines (deposits taxed earlier: vatAfterDeductions); empty otherwise. */
  readonly vatRecap: readonly VatSplit[];
  /** The sum of the lines. */
  readonly totalHalere: number;
  /** Deposits already paid and deducted here (a final invoice), each with its receipt. */
  readonly deductions: readonly DocumentReference[];
  /** What is left to pay: total − deductions (0 when nothing is left; negative on a cancellation = refunded). */
  readonly payableHalere: number;
  /** A final invoice whose deductions exceed its total: by how much (the přeplatek); absent otherwise. */
  readonly overpaidHalere?: number;
  /** The documents corrected (a cancellation's original receipts, each reversed by its own line, in that order). */
  readonly corrects?: readonly DocumentReference[];
  /** Why a correction is made (§ 45 odst. 1 písm. g zákona o DPH). */
  readonly reason?: string;
  /** How to pay, where something is left to pay. */
  readonly payment?: DocumentPayment;
  /** The statements the law asks for, printed at the foot (not a tax document, not a VAT payer, register entry…). */
  readonly notes: readonly string[];
}
