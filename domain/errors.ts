/**
 * Every failure the product can explain to a person has a stable, typed code.
 * The UI maps codes to Czech (src/texts); adapters and functions throw DomainError with one of them.
 */
export const errorCodes = [
  // field validation
  'field/required',
  'field/too-long',
  'email/invalid',
  'phone/invalid',
  'consent/required',
  'message/too-short',
  'date/invalid',
  'time/invalid',
  'guests/invalid',
  'id/invalid',
  // routing / content
  'content/not-found',
  'content/unavailable',
  /** A form sent before the page's scripts ran was held for them, and they failed to start: it was not sent. */
  'app/start-failed',
  /** A form sent before the page's scripts ran was held for them, and they could not be loaded (network, blocked, gone). */
  'app/scripts-not-loaded',
  // auth
  'auth/invalid-credentials',
  'auth/email-taken',
  'auth/rate-limited',
  'auth/not-confirmed',
  'auth/weak-password',
  'auth/password-mismatch',
  'auth/password-unchanged',
  'auth/blocked',
  'auth/invalid-reset-code',
  'auth/not-signed-in',
  /** A stored session could not be restored any more (access revoked, account disabled or removed). */
  'auth/session-ended',
  'auth/forbidden',
  'auth/unsupported',
  /** The GDPR self-service needs the password again (or, without one, a fresh sign-in): none was given. */
  'auth/reauth-required',
  /** The password given to prove it is still the couple is not the account's. */
  'auth/wrong-password',
  /** Too many wrong passwords in one sign-in: the session was taken back; sign in again. */
  'auth/reauth-locked',
  /** Sign-in through a provider did not complete: no consent, an answer already used, an e-mail it does not vouch for. */
  'auth/provider-failed',
  /** The provider's e-mail belongs to an account that signs in otherwise (a password): that one is not signed in. */
  'auth/provider-email-taken',
  /** The accounts service (Strapi) cannot be reached; the rest of the site works without it. */
  'auth/unavailable',
  // bookings
  'booking/not-found',
  'booking/already-exists',
  'booking/date-taken',
  'booking/date-too-soon',
  'booking/date-too-far',
  'booking/invalid-transition',
  'booking/unknown-package',
  'booking/date-blocked',
  /** Another new request holds the day for now (the date-hold policy); it frees when that hold ends. */
  'booking/date-held',
  'booking/rate-limited',
  /** Confirm-and-decline: one of the other requests to decline is no longer an open request for that day. */
  'booking/competitor-changed',
  'lookup/rate-limited',
  /** The e-mail confirmation link's token is not one this system gave (mistyped, cut off, or made up). */
  'verify/invalid-link',
  'verify/rate-limited',
  'contact/rate-limited',
  // the couple's portal ("Moje svatba"): too many calls from one account or client
  'portal/rate-limited',
  /** The couple has sent as many messages about this booking as the portal keeps (COUPLE_MESSAGES_PER_BOOKING). */
  'portal/message-limit',
  /** The photographer has answered about this booking as many times as the thread keeps (PHOTOGRAPHER_REPLIES_PER_BOOKING). */
  'desk/reply-limit',
  /** The booking was anonymised (domain/privacy/anonymise.ts): no couple's address is left to answer. */
  'desk/reply-anonymised',
  // the wedding-day plan (domain/day-plan/day-plan.ts)
  /** A list of the plan past its DAY_PLAN_LIMITS count. */
  'plan/too-many-rows',
  /** The plan is edited only while the booking holds its date and the wedding is ahead (DAY_PLAN_EDITABLE_STATUSES). */
  'plan/not-open',
  // the outbox (delivery log): the mail is gone, or it is not in a state that may be sent again
  'mail/not-found',
  'mail/not-failed',
  // bot barrier: the form's proof-of-work challenge was missing, expired, already used or forged
  'bot/challenge-failed',
  // file storage (ports/file-storage-port.ts): the bucket's failures, mapped from Firebase Storage's own codes
  'storage/not-found',
  'storage/unauthorized',
  'storage/quota-exceeded',
  /** The connection did not come back within the retry limits (STORAGE_RETRY_LIMITS). */
  'storage/retry-limit-exceeded',
  'storage/canceled',
  'storage/unknown',
  // galleries (issue 20): the access rule's refusals, the guests' PIN, the couple's selection, the desk's checks
  /** No gallery a caller may learn of: a wrong link, a draft, another couple's, or none at all. */
  'gallery/not-found',
  /** A guest after the gallery's last day: the link no longer opens it. */
  'gallery/expired',
  /** The couple after the gallery's last day: nothing is deleted, the photographer can extend it. */
  'gallery/archived',
  'gallery/unpublished',
  'gallery/pin-format',
  'gallery/pin-wrong',
  'gallery/pin-limited',
  /** A guest's pass (after the PIN) is forged, expired, or from a link since rotated: enter the PIN again. */
  'gallery/guest-pass-invalid',
  'gallery/rate-limited',
  'gallery/photo-not-found',
  /** An upload already in the gallery (same name, size and content hash). */
  'gallery/photo-duplicate',
  /** A reorder that does not name exactly the gallery's photos (it changed meanwhile). */
  'gallery/order-stale',
  'gallery/section-not-found',
  'gallery/expiry-before-event',
  'gallery/quota-invalid',
  'gallery/download-forbidden',
  'gallery/download-not-found',
  'gallery/selection-unavailable',
  /** The selection's deadline (the end of that day in Prague) has passed. */
  'gallery/selection-closed',
  /** The selection was sent to the photographer: it is locked. */
  'gallery/selection-submitted',
  'gallery/selection-quota',
  'gallery/selection-empty',
  // a gallery's media (ports/photo-renditions-port.ts): an original that is not an image the renditions can be made of
  /** The original is damaged (cut short, not an image) or in a format the server cannot decode (e.g. HEIC). */
  'gallery/original-unreadable',
  // GDPR self-service with galleries (domain/privacy/gallery-privacy.ts)
  /** "Smazat účet" of an account with galleries must say what happens to them (delete, or keep detached). */
  'privacy/gallery-choice-required',
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
  // bank statements and the bank's API (issue 21)
  /** An uploaded statement is neither camt.053 XML nor an ABO/GPC file. */
  'bank/statement-unknown-format',
  /** A statement in a known format that is broken (a cut line, a bad amount, not well-formed XML): nothing imported. */
  'bank/statement-malformed',
  /** A statement file larger than an upload may be (BANK_STATEMENT_MAX_BYTES). */
  'bank/statement-too-large',
  /** The payment to assign by hand is not among the imported ones (or not any more). */
  'bank/payment-not-found',
  /** The payment was assigned meanwhile (by its symbol, or by hand in another tab). */
  'bank/payment-already-assigned',
  /** A payment in another currency than the deposit's (CZK) cannot count towards it. */
  'bank/payment-foreign-currency',
  /** A payment assigned by hand to a booking that owes nothing: not yet confirmed, or declined, withdrawn, cancelled. */
  'bank/booking-not-payable',
  /** The bank's API did not answer usably (an error, an unexpected answer): nothing imported this time. */
  'bank/feed-unavailable',
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
  // the couple's contract (issue 22, domain/contract)
  /** The CMS's contract template has no valid version or an empty body: no contract can be shown. */
  'contract/template-invalid',
  /** The template names a placeholder outside CONTRACT_PLACEHOLDERS (details.placeholders lists them). */
  'contract/unknown-placeholder',
  /** The booking has no agreed prices: a contract cannot state what is agreed. */
  'contract/prices-unknown',
  /** The booking is not confirmed (or is over): there is no contract to accept. */
  'contract/not-available',
  'contract/already-accepted',
  /** The contract changed (a new template version) after it was shown: show it again before accepting. */
  'contract/text-changed',
  /** The 14-day withdrawal right (§ 1829 občanského zákoníku) was not acknowledged. */
  'contract/withdrawal-required',
  /** No contract was accepted for the booking yet: there is no PDF to download. */
  'contract/not-accepted',
  // generic
  'network/unavailable',
  'unknown',
] as const;

export type ErrorCode = (typeof errorCodes)[number];

/** The codes FileStoragePort rejects with. */
export type StorageErrorCode = Extract<ErrorCode, `storage/${string}`>;

export class DomainError extends Error {
  readonly code: ErrorCode;
  readonly details: Readonly<Record<string, unknown>> | undefined;

  constructor(code: ErrorCode, message?: string, details?: Record<string, unknown>) {
    super(message ?? code);
    this.name = 'DomainError';
    this.code = code;
    this.details = details;
  }
}

export function isDomainError(error: unknown): error is DomainError {
  return error instanceof DomainError;
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (errorCodes as readonly string[]).includes(value);
}

/** Field-level validation result: which field failed with which code. */
export type FieldErrors<F extends string> = Partial<Record<F, ErrorCode>>;

export type Validation<T, F extends string> =
  | { ok: true; value: T }
  | { ok: false; errors: FieldErrors<F> };

/**
 * A failed validation as one error, the same wherever it is raised (functions, fakes): the first field's code as the
 * error's code, and every field's code in `details.fields`, so a form can mark each field.
 */
export function invalidInput(errors: Partial<Record<string, ErrorCode>>, message = 'Invalid input'): DomainError {
  const fields = Object.fromEntries(Object.entries(errors).filter(([, code]) => code)) as Record<string, ErrorCode>;
  return new DomainError(Object.values(fields)[0] ?? 'unknown', message, { fields });
}

/** The `details.fields` of an invalid-input error, when it has any. */
export function fieldsOf(error: DomainError): Record<string, ErrorCode> | undefined {
  const fields = error.details?.fields;
  if (typeof fields !== 'object' || fields === null) return undefined;
  const valid = Object.entries(fields).filter((entry): entry is [string, ErrorCode] => isErrorCode(entry[1]));
  return valid.length > 0 ? Object.fromEntries(valid) : undefined;
}
