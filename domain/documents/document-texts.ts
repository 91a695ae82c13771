import type { DocumentKind } from './document-kind';

/**
 * The Czech wording of the documents (titles and the statements the law asks for). It lives with the documents, as
 * the mails' wording lives with their templates in domain/mail, because the server renders both and never imports
 * the site's texts.
 */
export const DOCUMENT_TITLES: Readonly<Record<DocumentKind, { payer: string; nonPayer: string }>> = {
  // A zálohová faktura is a call for payment, not a tax document, in both modes (no tax point has arisen yet).
  'deposit-invoice': { payer: 'Zálohová faktura', nonPayer: 'Zálohová faktura' },
  'payment-receipt': { payer: 'Daňový doklad k přijaté platbě', nonPayer: 'Potvrzení o přijetí platby' },
  'final-invoice': { payer: 'Faktura – daňový doklad', nonPayer: 'Faktura' },
  cancellation: { payer: 'Opravný daňový doklad', nonPayer: 'Dobropis' },
};

/**
 * A kind's name where the VAT mode is not known (a list of records, the accountant's CSV of stored files): it fits
 * both a payer's and a non-payer's document of that kind.
 */
export const DOCUMENT_KIND_NAMES: Readonly<Record<DocumentKind, string>> = {
  'deposit-invoice': 'Zálohová faktura',
  'payment-receipt': 'Doklad o přijaté platbě',
  'final-invoice': 'Faktura',
  cancellation: 'Opravný doklad',
};

/** "k dokladu PP-…" or "k dokladům PP-…, PP-…". */
const toDocuments = (numbers: readonly string[]) => `${numbers.length === 1 ? 'k dokladu' : 'k dokladům'} ${numbers.join(', ')}`;

export const DOCUMENT_NOTES = {
  notTaxDocument: 'Tento doklad není daňovým dokladem.',
  /** A non-payer must not look like one: no VAT is charged and the document says why. */
  notVatPayer: 'Poskytovatel není plátcem DPH.',
  /** § 28 zákona o DPH: a payer issues the tax document within 15 days of receiving the payment. */
  receiptToFollow: 'Daňový doklad k přijaté platbě bude vystaven do 15 dnů ode dne přijetí platby (§ 28 zákona o DPH).',
  /** § 37 odst. 2 zákona o DPH: the tax computed from the amount including it (the base is the payment less the tax, § 36 odst. 2). */
  vatFromPayment: 'DPH je vypočtena z přijaté úplaty včetně daně (§ 37 odst. 2 zákona o DPH).',
  deductedDeposits: (numbers: string) => `Odečteny přijaté zálohy podle dokladů ${numbers}.`,
  /** Payments above the price: nothing is left to pay, and the document says by how much they exceed it. */
  overpaid: (amount: string) => `Přeplatek: přijaté platby převyšují fakturovanou částku o ${amount}. Nic dalšího se nehradí.`,
  correction: (originals: readonly string[]) => `Opravný daňový doklad podle § 45 zákona o DPH ${toDocuments(originals)}.`,
  creditNote: (originals: readonly string[]) => `Dobropis ${toDocuments(originals)}.`,
} as const;

/** Why a paid booking's cancellation document corrects its receipts (§ 45 odst. 1 písm. g zákona o DPH asks a reason). */
export const CANCELLATION_REASON = 'Zrušení rezervace svatebního fotografování';

export const LINE_TEXTS = {
  deposit: (day: string) => `Záloha na svatební fotografování dne ${day}`,
  receivedPayment: (day: string) => `Přijatá platba – záloha na svatební fotografování dne ${day}`,
  refund: (original: string) => `Vrácení přijaté zálohy (doklad ${original})`,
} as const;
