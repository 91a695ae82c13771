import { DomainError } from '../../../domain/errors';
import { coupleIdentityOf, type CoupleIdentity } from '../../../domain/user/user';

/**
 * Who a couple is, proven on the server: the couple's portal callables receive the visitor's Strapi session (the JWT
 * the accounts service issued at sign-in) and never trust an e-mail the browser names. The JWT is checked by Strapi
 * itself — `GET {STRAPI_URL}/api/users/me` with it as the bearer — so its signature, expiry and algorithm are judged
 * by the one service that issued it (an `alg:none`, expired or foreign-secret token is refused there), and the
 * account's current state is read at the same time: unconfirmed or blocked accounts are nobody
 * (domain/user/user.ts coupleIdentityOf). Each call asks again; there is no cache to outlive a blocked account.
 *
 * Answers: the identity; `auth/not-signed-in` for a missing, malformed or refused session or an account that may not
 * act; `network/unavailable` when the accounts service cannot answer (not the couple's fault: "try again").
 */
export interface CoupleVerifierOptions {
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/** Three base64url parts: anything else is not a JWT, and is refused without asking Strapi. */
const JWT_SHAPE = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*$/;
const MAX_SESSION_LENGTH = 4096;

export type CoupleVerifier = (session: unknown) => Promise<CoupleIdentity>;

export function strapiCoupleVerifier(baseUrl: string, options: CoupleVerifierOptions = {}): CoupleVerifier {
  const base = baseUrl.trim().replace(/\/+$/, '');
  const fetchFn = options.fetch ?? ((input, init) => fetch(input, init));
  const { timeoutMs = 3000 } = options;
  return async (session) => {
    if (typeof session !== 'string' || session.length > MAX_SESSION_LENGTH || !JWT_SHAPE.test(session)) {
      throw new DomainError('auth/not-signed-in', 'No session, or not a JWT');
    }
    if (!base) throw new DomainError('network/unavailable', 'No accounts service configured (STRAPI_URL)');
    let response: Response;
    try {
      response = await fetchFn(`${base}/api/users/me`, {
        headers: { Accept: 'application/json', Authorization: `Bearer ${session}` },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new DomainError('network/unavailable', 'The accounts service could not be asked', { cause: String(error) });
    }
    if (response.status === 401 || response.status === 403) throw new DomainError('auth/not-signed-in', `Strapi refused the session (${response.status})`);
    if (!response.ok) throw new DomainError('network/unavailable', `Strapi answered ${response.status}`);
    let body: unknown;
    try {
      body = await response.json();
    } catch (error) {
      throw new DomainError('network/unavailable', 'users/me answered no JSON', { cause: String(error) });
    }
    const identity = coupleIdentityOf(body);
    if (!identity) throw new DomainError('auth/not-signed-in', 'The account is unconfirmed or blocked');
    return identity;
  };
}
