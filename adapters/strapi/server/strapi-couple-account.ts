import { DomainError, type ErrorCode } from '../../../domain/errors';
import { reauthenticationPassword } from '../../../domain/user/reauthentication';
import type { CoupleAccount } from '../../../ports/units/couple-account-port';

/** The refusals Strapi's re-authentication names in `error.details.code` (cms/src/sessions/reauthentication.ts). */
const REAUTH_REFUSALS = new Set<string>(['auth/reauth-required', 'auth/wrong-password', 'auth/reauth-locked'] satisfies ErrorCode[]);

/** A refusal Strapi named, with the attempts it says are left; null for any other answer. */
async function namedRefusal(response: Response): Promise<DomainError | null> {
  const body = (await response.json().catch(() => null)) as { error?: { details?: { code?: unknown; attemptsLeft?: unknown } } } | null;
  const { code, attemptsLeft } = body?.error?.details ?? {};
  if (typeof code !== 'string' || !REAUTH_REFUSALS.has(code)) return null;
  return new DomainError(code as ErrorCode, `Strapi refused the re-authentication (${response.status})`, typeof attemptsLeft === 'number' ? { attemptsLeft } : undefined);
}

/**
 * How long a deletion may take: Strapi answers only after its hook has erased the account's Firebase data, and it gives
 * that hook (a cold start plus one transaction per booking) 30 s (cms/lib/account-erasure-hook.js) — a shorter wait
 * here would report a deletion that then happens anyway as failed.
 */
const REMOVE_TIMEOUT_MS = 45_000;

/**
 * The couple's Strapi account, acted on with the couple's own session (the JWT the verifier has just accepted), never
 * with an admin token: re-authenticating is the cms's `POST /api/account/reauthenticate` (Strapi checks the password
 * and counts wrong ones per sign-in), reading is `GET /api/users/me`, deleting is the cms's `DELETE /api/account`
 * (cms/src/api/account), which can only ever delete the session's own user.
 */
export function strapiCoupleAccount(baseUrl: string, session: string, options: { fetch?: typeof fetch; timeoutMs?: number; removeTimeoutMs?: number } = {}): CoupleAccount {
  const base = baseUrl.trim().replace(/\/+$/, '');
  const fetchFn = options.fetch ?? ((input, init) => fetch(input, init));
  const { timeoutMs = 5000, removeTimeoutMs = REMOVE_TIMEOUT_MS } = options;
  const call = async (method: 'GET' | 'DELETE' | 'POST', path: string, body?: unknown, deadlineMs = timeoutMs): Promise<Response> => {
    try {
      return await fetchFn(`${base}${path}`, {
        method,
        headers: { Accept: 'application/json', Authorization: `Bearer ${session}`, ...(body ? { 'Content-Type': 'application/json' } : {}) },
        ...(body ? { body: JSON.stringify(body) } : {}),
        signal: AbortSignal.timeout(deadlineMs),
      });
    } catch (error) {
      throw new DomainError('network/unavailable', 'The accounts service could not be asked', { cause: String(error) });
    }
  };
  const refusal = (response: Response) =>
    response.status === 401 || response.status === 403
      ? new DomainError('auth/not-signed-in', `Strapi refused the session (${response.status})`)
      : new DomainError('network/unavailable', `Strapi answered ${response.status}`);
  const refused = (response: Response) => {
    if (!response.ok) throw refusal(response);
  };
  return {
    async reauthenticate(password) {
      const response = await call('POST', '/api/account/reauthenticate', { password: reauthenticationPassword(password) });
      if (response.ok) return;
      throw (await namedRefusal(response)) ?? refusal(response);
    },
    async fields() {
      const response = await call('GET', '/api/users/me');
      refused(response);
      return response.json();
    },
    async remove() {
      refused(await call('DELETE', '/api/account', undefined, removeTimeoutMs));
    },
  };
}
