/**
 * The issued documents' error codes: issuing and downloading them, the trader's identity, the customer's billing details.
 * Part of the one registry of error codes (domain/errors.ts), which every layer imports.
 */
export const documentErrorCodes = [
  // issued documents (issue 21): the number series and the store of issued documents
  /** A document of this kind was already issued for this booking (for a receipt: for this payment); documents are never issued twice. */
  'document/already-issued',
  /** A payment receipt names the payment it confirms; other kinds name none. */
  'document/payment-id',
  /** The issued document's record is incomplete: no content hash or no stored files. */
  'document/content-invalid',
  // issued documents downloaded (the couple's "Doklady", the desk, the accountant's archive)
  /** No issued document of that number, or (for a couple) not one of their booking's: the portal never tells which. */
  'document/not-found',
  /** The document's record exists but its stored file does not (not written yet, or lost): nothing to download. */
  'document/file-missing',
  /** A download asked for a format other than `pdf` or `isdoc`. */
  'document/format-invalid',
  /** The accountant's archive was asked for something that is not a calendar month (year 2000–2100, month 1–12). */
  'document/month-invalid',
  // Czech documents (issue 21): a trader identity that cannot issue, a booking a document cannot be made for
  'document/trader-name-missing',
  /** Street, city or postal code of the registered seat (sídlo) missing. */
  'document/trader-address-missing',
  'document/trader-ico-missing',
  /** An IČO that is not 8 digits with a valid mod-11 check digit. */
  'document/trader-ico-invalid',
  /** The entry in the trade register (or other public register) that § 435 občanského zákoníku asks for. */
  'document/trader-register-missing',
  /** A VAT payer without a DIČ cannot issue a tax document (§ 29 zákona o DPH). */
  'document/trader-dic-missing',
  'document/trader-dic-invalid',
  'document/trader-vat-rate-invalid',
  'document/trader-iban-invalid',
  /** The booking has no agreed prices (stored before prices were kept): no invoice can state what is charged. */
  'document/prices-unknown',
  /** An amount a document cannot carry: zero or negative where something is paid, or paid deposits above the total. */
  'document/amount-invalid',
  /** A corrective document needs the original document(s) it corrects. */
  'document/original-missing',
  /** The desk's document policy sent is not a yes/no setting. */
  'document/policy-invalid',
  // the customer's billing details on documents (domain/documents/billing-details.ts)
  /** A Czech postal code (PSČ) is five digits, "110 00". */
  'billing/postcode-invalid',
  /** A company's IČO that is not 8 digits with a valid mod-11 check digit. */
  'billing/ico-invalid',
  /** A DIČ that is not a country code and its number ("CZ12345678"). */
  'billing/dic-invalid',
] as const;
