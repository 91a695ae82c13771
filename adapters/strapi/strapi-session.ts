import Cookies from 'js-cookie';
import { DomainError } from '../../domain/errors';
import type { StrapiClient } from './strapi-client';
import { isStrapiErrorBody, strapiErrorStatus } from './strapi-error-body';
import { toAuthError } from './strapi-auth-errors';

/**
 * Whether this browser has a session to restore. The refresh token sits in Strapi's HttpOnly cookie, which no script
 * can see (and which belongs to Strapi's host anyway), so the site keeps a hint of its own: no secret, only "try".
 */
export interface SessionHint {
  present(): boolean;
  set(): void;
  clear(): void;
}

/** A sign-in lasts at most 30 days at Strapi (cms/lib/session-settings.js): the hint never outlives that. */
const HINT_DAYS = 30;

export class CookieSessionHint implements SessionHint {
  constructor(private readonly name: string) {}

  present(): boolean {
    return Cookies.get(this.name) === '1';
  }

  set(): void {
    Cookies.set(this.name, '1', {
      path: '/',
      sameSite: 'Lax',
      secure: typeof location !== 'undefined' && location.protocol === 'https:',
      expires: HINT_DAYS,
    });
  }

  clear(): void {
    Cookies.remove(this.name, { path: '/' });
  }
}

interface Claims {
  exp?: unknown;
  iat?: unknown;
}

function claimsOf(token: string): Claims | undefined {
  const payload = token.split('.')[1];
  if (!payload) return undefined;
  try {
    return JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(payload.length / 4) * 4, '='))) as Claims;
  } catch {
    return undefined;
  }
}

/**
 * How long a token lives (`exp - iat`, in ms), undefined when it does not say. Measured from when the browser got it,
 * never against the browser's clock, which may be minutes off Strapi's.
 */
export function tokenLifetimeMs(token: string): number | undefined {
  const { exp, iat } = claimsOf(token) ?? {};
  return typeof exp === 'number' && typeof iat === 'number' && exp > iat ? (exp - iat) * 1000 : undefined;
}

/** Renew this long before the access token expires, so a request never leaves with one about to lapse. */
const RENEW_BEFORE_MS = 60_000;

/**
 * The couple's session in this browser: the short-lived access token in memory only (no cookie, no storage), renewed
 * through Strapi's refresh cookie (`POST /auth/refresh`, credentials included) before it lapses and on a new page
 * load. One renewal at a time: tabs and parallel calls share it.
 */
export class StrapiSession {
  private access: { token: string; renewAt: number } | undefined;
  private renewing: Promise<string | null> | undefined;

  constructor(
    private readonly client: StrapiClient,
    private readonly hint: SessionHint,
    private readonly now: () => number = Date.now,
  ) {}

  /** Takes an access token Strapi answered (sign-in, reset, password change, renewal). */
  start(token: string): void {
    const lifetime = tokenLifetimeMs(token);
    this.access = { token, renewAt: lifetime === undefined ? this.now() : this.now() + Math.max(0, lifetime - RENEW_BEFORE_MS) };
    this.hint.set();
  }

  forget(): void {
    this.access = undefined;
    this.hint.clear();
  }

  /** Whether there may be a session to restore on this page (one held, or the hint from an earlier page). */
  mayRestore(): boolean {
    return this.access !== undefined || this.hint.present();
  }

  /** The access token to send now, renewed first when it is due; null when there is no session. */
  async token(): Promise<string | null> {
    if (this.access && this.now() < this.access.renewAt) return this.access.token;
    if (!this.mayRestore()) return null;
    return this.renew();
  }

  /**
   * A new access token for the refresh cookie. Resolves null when the browser sent none (it expired with the sign-in,
   * or was cleared); rejects `auth/session-ended` when Strapi refused it (taken back, or expired there), and with
   * the mapped code when Strapi could not be asked. Either refusal forgets the session.
   */
  renew(): Promise<string | null> {
    this.renewing ??= this.exchange().finally(() => {
      this.renewing = undefined;
    });
    return this.renewing;
  }

  private async exchange(): Promise<string | null> {
    let answer: { jwt?: unknown };
    try {
      answer = await this.client.request<{ jwt?: unknown }>({ method: 'POST', url: '/auth/refresh', data: {}, withCredentials: true });
    } catch (error) {
      const status = isStrapiErrorBody(error) ? strapiErrorStatus(error) : 0;
      if (status === 400 || status === 401) {
        this.forget();
        // 400: no cookie came along; 401: Strapi has no live session for it.
        if (status === 400) return null;
        throw new DomainError('auth/session-ended', 'Strapi refused the refresh token', { status });
      }
      throw toAuthError(error);
    }
    if (typeof answer.jwt !== 'string' || answer.jwt === '') throw new DomainError('unknown', 'Strapi renewed without a token');
    this.start(answer.jwt);
    return answer.jwt;
  }
}
