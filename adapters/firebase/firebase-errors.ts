import { DomainError, isErrorCode, type ErrorCode, type StorageErrorCode } from '../../domain/errors';

const AUTH_CODES: Record<string, ErrorCode> = {
  'auth/invalid-credential': 'auth/invalid-credentials',
  'auth/invalid-login-credentials': 'auth/invalid-credentials',
  'auth/wrong-password': 'auth/invalid-credentials',
  'auth/user-not-found': 'auth/invalid-credentials',
  'auth/invalid-email': 'auth/invalid-credentials',
  'auth/missing-password': 'auth/invalid-credentials',
  'auth/user-disabled': 'auth/invalid-credentials',
  'auth/too-many-requests': 'auth/rate-limited',
  'auth/network-request-failed': 'network/unavailable',
  'auth/weak-password': 'auth/weak-password',
  'auth/email-already-in-use': 'auth/email-taken',
  'auth/invalid-action-code': 'auth/invalid-reset-code',
  'auth/expired-action-code': 'auth/invalid-reset-code',
  'auth/missing-action-code': 'auth/invalid-reset-code',
  'auth/argument-error': 'auth/invalid-reset-code',
  'auth/requires-recent-login': 'auth/not-signed-in',
};

function firebaseCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

/** Refreshing a stored session's token failed for good: the refresh token was revoked or the account is gone. */
const SESSION_ENDED = new Set(['auth/user-token-expired', 'auth/invalid-user-token', 'auth/user-disabled', 'auth/user-not-found']);

/** A token refresh's failure → `auth/session-ended` when the session cannot come back, else as authError. */
export function refreshError(error: unknown): DomainError {
  const code = firebaseCode(error);
  return code && SESSION_ENDED.has(code) ? new DomainError('auth/session-ended', code, { cause: code }) : authError(error);
}

/** Firebase Auth error → domain error (unknown codes stay visible in details for the logs). */
export function authError(error: unknown, fallback: ErrorCode = 'unknown'): DomainError {
  if (error instanceof DomainError) return error;
  const code = firebaseCode(error);
  return new DomainError((code && AUTH_CODES[code]) || fallback, code, { cause: code });
}

/**
 * A callable's failure → domain error. Our functions put the domain code in `details.code` (and field codes in
 * `details.fields`); anything without one — no connection, a timeout, a crashed instance — means "not sent, try
 * again", never a false success.
 */
export function callableError(error: unknown): DomainError {
  if (error instanceof DomainError) return error;
  const details = (error as { details?: { code?: unknown; fields?: unknown } } | null)?.details;
  if (details && isErrorCode(details.code)) {
    return new DomainError(details.code, details.code, details.fields ? { fields: details.fields } : undefined);
  }
  const code = firebaseCode(error);
  if (code === 'functions/permission-denied') return new DomainError('auth/forbidden');
  if (code === 'functions/unauthenticated') return new DomainError('auth/not-signed-in');
  return new DomainError('network/unavailable', code, { cause: code });
}

/** Firestore error → domain error: a denied rule is a permission problem, the rest is connectivity. */
export function firestoreError(error: unknown): DomainError {
  if (error instanceof DomainError) return error;
  const code = firebaseCode(error);
  if (code === 'permission-denied') return new DomainError('auth/forbidden', code);
  if (code === 'unauthenticated') return new DomainError('auth/not-signed-in', code);
  if (code === 'not-found') return new DomainError('booking/not-found', code);
  const transient = ['unavailable', 'deadline-exceeded', 'aborted', 'resource-exhausted', 'internal', 'cancelled'];
  return new DomainError(code && transient.includes(code) ? 'network/unavailable' : 'unknown', code, { cause: code });
}

/** Firebase Storage's codes the product explains; every other (bad checksum, wrong size, no bucket…) is storage/unknown. */
export const STORAGE_CODES: Readonly<Record<string, StorageErrorCode>> = {
  'storage/object-not-found': 'storage/not-found',
  'storage/unauthorized': 'storage/unauthorized',
  'storage/unauthenticated': 'storage/unauthorized',
  'storage/unauthorized-app': 'storage/unauthorized',
  'storage/quota-exceeded': 'storage/quota-exceeded',
  'storage/retry-limit-exceeded': 'storage/retry-limit-exceeded',
  'storage/canceled': 'storage/canceled',
};

/** Firebase Storage error → domain error, naming the path and keeping the SDK's code for the logs. */
export function storageError(error: unknown, path: string): DomainError {
  if (error instanceof DomainError) return error;
  const code = firebaseCode(error);
  return new DomainError((code && STORAGE_CODES[code]) || 'storage/unknown', `${code ?? String(error)}: ${path}`, { cause: code });
}
