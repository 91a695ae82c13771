import type { CoupleAccount } from '../../application/privacy/personal-data';
import { DomainError } from '../../domain/errors';

/**
 * The couple's Strapi account, acted on with the couple's own session (the JWT the verifier has just accepted), never
 * with an admin token: reading is `GET /api/users/me`, deleting is the cms's `DELETE /api/account`
 * (cms/src/api/account), which can only ever delete the session's own user.
 */
export function strapiCoupleAccount(baseUrl: string, session: string, options: { fetch?: typeof fetch; timeoutMs?: number } = {}): CoupleAccount {
  const base = baseUrl.trim().replace(/\/+$/, '');
  const fetchFn = options.fetch ?? ((input, init) => fetch(input, init));
  const { timeoutMs = 5000 } = options;
  const call = async (method: 'GET' | 'DELETE', path: string): Promise<Response> => {
    try {
      return await fetchFn(`${base}${path}`, {
        method,
        headers: { Accept: 'application/json', Authorization: `Bearer ${session}` },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new DomainError('network/unavailable', 'The accounts service could not be asked', { cause: String(error) });
    }
  };
  const refused = (response: Response) => {
    if (response.status === 401 || response.status === 403) throw new DomainError('auth/not-signed-in', `Strapi refused the session (${response.status})`);
    if (!response.ok) throw new DomainError('network/unavailable', `Strapi answered ${response.status}`);
  };
  return {
    async fields() {
      const response = await call('GET', '/api/users/me');
      refused(response);
      return response.json();
    },
    async remove() {
      refused(await call('DELETE', '/api/account'));
    },
  };
}
