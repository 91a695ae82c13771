import { DomainError, type ErrorCode } from '../../domain/errors';
import { StrapiRequestError, strapiErrorMessage } from './strapi-client';

const MESSAGE_CODES: Array<[RegExp, ErrorCode]> = [
  [/invalid identifier or password/i, 'auth/invalid-credentials'],
  [/current password is invalid/i, 'auth/invalid-credentials'],
  [/not confirmed/i, 'auth/not-confirmed'],
  [/blocked/i, 'auth/blocked'],
  [/already taken/i, 'auth/email-taken'],
  [/incorrect code/i, 'auth/invalid-reset-code'],
  [/passwords do not match/i, 'auth/password-mismatch'],
  [/must be different/i, 'auth/password-unchanged'],
  [/email is already confirmed/i, 'auth/email-taken'],
];

function validationPaths(body: Record<string, unknown>): string[] {
  const error = body.error as { details?: { errors?: Array<{ path?: unknown }> } } | undefined;
  return (error?.details?.errors ?? []).flatMap((e) => (Array.isArray(e.path) ? e.path.map(String) : [String(e.path)]));
}

/** Strapi's users-permissions answers, mapped to the AuthPort's error codes (the raw body stays in `details`). */
export function toAuthError(error: unknown): DomainError {
  if (!(error instanceof StrapiRequestError)) return error instanceof DomainError ? error : new DomainError('unknown');
  const { status, body } = error;
  const remap = (code: ErrorCode) => new DomainError(code, error.message, { status, body });
  if (error.code === 'network/unavailable') return remap('network/unavailable');
  if (status === 429) return remap('auth/rate-limited');
  const message = strapiErrorMessage(body);
  const byMessage = MESSAGE_CODES.find(([pattern]) => pattern.test(message));
  if (byMessage) return remap(byMessage[1]);
  const paths = validationPaths(body);
  if (paths.includes('code')) return remap('auth/invalid-reset-code');
  if (paths.some((p) => p.toLowerCase().includes('password'))) return remap('auth/weak-password');
  if (paths.includes('email')) return remap('email/invalid');
  if (status === 401) return remap('auth/not-signed-in');
  if (status === 403) return remap('auth/forbidden');
  return remap('unknown');
}
