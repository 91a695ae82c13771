import type { Core } from '@strapi/strapi';
import { revokeFamily, updateMetadata, type LiveSession } from './session-family';

// The same numbers as domain/user/reauthentication.ts (REAUTHENTICATION), which the site and the functions use;
// adapters/strapi/strapi-sessions.strapi.test.ts fails if they drift.
export const MAX_WRONG_PASSWORDS = 5;
export const FRESH_SIGN_IN_MS = 10 * 60_000;

const FAILURES = 'wrongPasswords';

/** The codes the site and the functions read from `error.details.code` (domain/errors.ts). */
export const REAUTH_CODES = {
  required: 'auth/reauth-required',
  wrong: 'auth/wrong-password',
  locked: 'auth/reauth-locked',
} as const;

function failuresOf(family: LiveSession): number {
  const count = family.live.metadata?.[FAILURES];
  return typeof count === 'number' && count > 0 ? count : 0;
}

/**
 * Counts one wrong password against the sign-in; at the limit the whole family is taken back, so the guesses a stolen
 * session allows end there. Re-authentication and change-password share the count.
 */
export async function countWrongPassword(strapi: Core.Strapi, family: LiveSession): Promise<{ locked: boolean; attemptsLeft: number }> {
  const failures = failuresOf(family) + 1;
  if (failures >= MAX_WRONG_PASSWORDS) {
    await revokeFamily(strapi, family);
    return { locked: true, attemptsLeft: 0 };
  }
  await updateMetadata(strapi, family.live, { [FAILURES]: failures });
  return { locked: false, attemptsLeft: MAX_WRONG_PASSWORDS - failures };
}

const REFUSALS = {
  [REAUTH_CODES.required]: { status: 403, name: 'ForbiddenError', message: 'The password (or a fresh sign-in) is required' },
  [REAUTH_CODES.wrong]: { status: 400, name: 'ValidationError', message: 'The password is not the account\'s' },
  [REAUTH_CODES.locked]: { status: 401, name: 'UnauthorizedError', message: 'Too many wrong passwords: the session was ended' },
} as const;

/**
 * Answers a refusal in Strapi's error shape with its code in `details.code`. Set on the context rather than thrown:
 * Strapi's route auth turns a thrown 401 or 403 into a bare one, without the details the site and functions read.
 */
export function refuse(
  ctx: { status: number; body: unknown },
  code: (typeof REAUTH_CODES)[keyof typeof REAUTH_CODES],
  details: Record<string, unknown> = {},
): void {
  const { status, name, message } = REFUSALS[code];
  ctx.status = status;
  ctx.body = { data: null, error: { status, name, message, details: { code, ...details } } };
}

/** A right password clears the count: only guesses in a row are an attacker's. */
export async function forgetWrongPasswords(strapi: Core.Strapi, family: LiveSession): Promise<void> {
  if (failuresOf(family) > 0) await updateMetadata(strapi, family.live, { [FAILURES]: 0 });
}

/** Whether the family's sign-in (users-permissions records `loginAt` at login and keeps it through refreshes) is recent. */
export function signedInRecently(family: LiveSession, now = Date.now()): boolean {
  const loginAt = family.live.metadata?.loginAt;
  const at = typeof loginAt === 'string' ? Date.parse(loginAt) : NaN;
  return Number.isFinite(at) && at <= now + 60_000 && now - at <= FRESH_SIGN_IN_MS;
}
