import { BOT_CHALLENGE_FAILED } from '../../domain/bot/bot-challenge';
import { DomainError, type ErrorCode } from '../../domain/errors';
import { isStrapiErrorBody, strapiErrorDetails, strapiErrorMessage, strapiErrorStatus, type StrapiErrorBody } from './strapi-error-body';

const MESSAGE_CODES: Array<[RegExp, ErrorCode]> = [
  [/invalid identifier or password/i, 'auth/invalid-credentials'],
  [/current password is invalid/i, 'auth/invalid-credentials'],
  [/not confirmed/i, 'auth/not-confirmed'],
  [/blocked/i, 'auth/blocked'],
  [/already taken/i, 'auth/email-taken'],
  [/incorrect code/i, 'auth/invalid-reset-code'],
  [/passwords do not match/i, 'auth/password-mismatch'],
  [/must be different/i, 'auth/password-unchanged'],
  // Strapi 4 and 5 answer "Already confirmed" to a confirmation request for a confirmed account.
  [/already confirmed/i, 'auth/email-taken'],
  [/provider is disabled/i, 'auth/unsupported'],
];

const NAMED_CODES = new Set<string>([BOT_CHALLENGE_FAILED, 'auth/reauth-required', 'auth/wrong-password', 'auth/reauth-locked'] satisfies ErrorCode[]);

function validationPaths(body: StrapiErrorBody): string[] {
  const { errors } = strapiErrorDetails(body) as { errors?: Array<{ path?: unknown }> };
  return (Array.isArray(errors) ? errors : []).flatMap((e) => (Array.isArray(e.path) ? e.path.map(String) : [String(e.path)]));
}

/** The AuthPort's error code for what Strapi's users-permissions answered. */
export function authErrorCode(body: StrapiErrorBody): ErrorCode {
  const status = strapiErrorStatus(body);
  if (status === 0) return 'network/unavailable';
  if (status === 429) return 'auth/rate-limited';
  // Strapi's bot barrier (cms/src/altcha) and its session checks (cms/src/sessions) name their refusals in details.code.
  const named = strapiErrorDetails(body).code;
  if (typeof named === 'string' && NAMED_CODES.has(named)) return named as ErrorCode;
  const message = strapiErrorMessage(body);
  const byMessage = MESSAGE_CODES.find(([pattern]) => pattern.test(message));
  if (byMessage) return byMessage[1];
  const paths = validationPaths(body);
  if (paths.includes('code')) return 'auth/invalid-reset-code';
  if (paths.some((p) => p.toLowerCase().includes('password'))) return 'auth/weak-password';
  if (paths.includes('email')) return 'email/invalid';
  if (status === 401) return 'auth/not-signed-in';
  if (status === 403) return 'auth/forbidden';
  return 'unknown';
}

/** A rejected Strapi call as the AuthPort's DomainError; the status and the body Strapi answered stay in `details`. */
export function toAuthError(error: unknown): DomainError {
  if (isStrapiErrorBody(error)) {
    return new DomainError(authErrorCode(error), strapiErrorMessage(error), { status: strapiErrorStatus(error), body: error });
  }
  return error instanceof DomainError ? error : new DomainError('unknown', error instanceof Error ? error.message : undefined);
}

/**
 * Strapi answers 400 with the provider's own words for any exchange it refuses (no completed provider session, one
 * already used, an e-mail the provider does not vouch for): for the port that is a failed provider sign-in. Its
 * "Email is already taken" is an account that signs in with a password.
 */
export function socialSignInError(error: DomainError): DomainError {
  if (error.code === 'auth/email-taken') return new DomainError('auth/provider-email-taken', error.message, { ...error.details });
  if (error.code === 'unknown' && error.details?.status === 400) return new DomainError('auth/provider-failed', error.message, { ...error.details });
  return error;
}
