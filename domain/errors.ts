import { bankErrorCodes } from './bank/bank-error-codes';
import { contractErrorCodes } from './contract/contract-error-codes';
import { documentErrorCodes } from './documents/document-error-codes';
import { galleryErrorCodes } from './gallery/gallery-error-codes';

/**
 * Every failure the product can explain to a person has a stable, typed code.
 * The UI maps codes to Czech (src/texts); adapters and functions throw DomainError with one of them. The largest
 * areas keep their codes beside their rules (gallery, documents, bank, contract); this list is the one registry.
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
  ...galleryErrorCodes,
  // GDPR self-service with galleries (domain/privacy/gallery-privacy.ts)
  /** "Smazat účet" of an account with galleries must say what happens to them (delete, or keep detached). */
  'privacy/gallery-choice-required',
  ...documentErrorCodes,
  ...bankErrorCodes,
  ...contractErrorCodes,
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
