import { logger } from 'firebase-functions';
import { HttpsError, type FunctionsErrorCode } from 'firebase-functions/v2/https';
import { DomainError, fieldsOf, isErrorCode, type ErrorCode } from '../../domain/errors';

/** Protocol status per domain code; the client reads `details.code` and never parses messages. */
const STATUS: Partial<Record<ErrorCode, FunctionsErrorCode>> = {
  'booking/date-taken': 'already-exists',
  'booking/date-blocked': 'already-exists',
  'booking/rate-limited': 'resource-exhausted',
  'lookup/rate-limited': 'resource-exhausted',
  'verify/rate-limited': 'resource-exhausted',
  'verify/invalid-link': 'not-found',
  'contact/rate-limited': 'resource-exhausted',
  'portal/rate-limited': 'resource-exhausted',
  'portal/message-limit': 'resource-exhausted',
  'plan/not-open': 'failed-precondition',
  'booking/not-found': 'not-found',
  'mail/not-found': 'not-found',
  'mail/not-failed': 'failed-precondition',
  'booking/invalid-transition': 'failed-precondition',
  'booking/competitor-changed': 'failed-precondition',
  'auth/forbidden': 'permission-denied',
  'bot/challenge-failed': 'permission-denied',
  'auth/not-signed-in': 'unauthenticated',
  'auth/reauth-locked': 'unauthenticated',
  'auth/reauth-required': 'failed-precondition',
  'privacy/gallery-choice-required': 'failed-precondition',
  'auth/wrong-password': 'permission-denied',
  'network/unavailable': 'unavailable',
  'gallery/not-found': 'not-found',
  'gallery/photo-not-found': 'not-found',
  'gallery/download-not-found': 'not-found',
  'document/not-found': 'not-found',
  'document/file-missing': 'not-found',
  'gallery/rate-limited': 'resource-exhausted',
  'gallery/pin-limited': 'resource-exhausted',
  'gallery/pin-wrong': 'permission-denied',
  'gallery/guest-pass-invalid': 'unauthenticated',
};

export function domainFailure(code: ErrorCode, fields?: Record<string, ErrorCode>): HttpsError {
  return new HttpsError(STATUS[code] ?? 'invalid-argument', code, { code, ...(fields ? { fields } : {}) });
}

/**
 * Runs a handler so that every failure leaves as an HttpsError with a domain code. Unexpected errors are logged and
 * reported as `network/unavailable`: for the visitor that means "not sent, try again", which is the truth.
 */
export async function guarded<T>(name: string, handler: () => Promise<T>): Promise<T> {
  try {
    return await handler();
  } catch (error) {
    if (error instanceof HttpsError) throw error;
    if (error instanceof DomainError && isErrorCode(error.code)) throw domainFailure(error.code, fieldsOf(error));
    logger.error(`${name} failed`, error);
    throw new HttpsError('unavailable', 'network/unavailable', { code: 'network/unavailable' });
  }
}
