import Cookies from 'js-cookie';

/** Where the visitor's session token lives. */
export interface TokenStore {
  get(): string | undefined;
  set(token: string): void;
  clear(): void;
}

const MAX_SESSION_MS = 30 * 24 * 60 * 60 * 1000;

/** The `exp` claim of a JWT as a date; undefined when the token cannot be read. */
export function tokenExpiry(token: string): Date | undefined {
  const payload = token.split('.')[1];
  if (!payload) return undefined;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(payload.length / 4) * 4, '='));
    const exp = (JSON.parse(json) as { exp?: unknown }).exp;
    return typeof exp === 'number' ? new Date(exp * 1000) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The token in a first-party cookie (js-cookie): path `/`, `SameSite=Lax`, `Secure` on https, and an expiry no
 * later than the token's own (at most 30 days when the token carries none).
 */
export class CookieTokenStore implements TokenStore {
  constructor(
    private readonly name: string,
    private readonly now: () => number = Date.now,
  ) {}

  get(): string | undefined {
    return Cookies.get(this.name) || undefined;
  }

  set(token: string): void {
    const expires = tokenExpiry(token) ?? new Date(this.now() + MAX_SESSION_MS);
    Cookies.set(this.name, token, {
      path: '/',
      sameSite: 'Lax',
      secure: typeof location !== 'undefined' && location.protocol === 'https:',
      expires,
    });
  }

  clear(): void {
    Cookies.remove(this.name, { path: '/' });
  }
}
