import { inject, injectable } from 'inversify';
import { DomainError } from '../../domain/errors';
import { passwordError, type Credentials, type Registration, type User } from '../../domain/user/user';
import type { AuthPort, PasswordChange, PasswordReset, RegistrationResult, Unsubscribe } from '../../ports/auth-port';
import type { SocialProvider, SocialSignInPort } from '../../ports/social-sign-in-port';
import { socialSignInError, toAuthError } from './strapi-auth-errors';
import { solved, toUser, type AuthResponse, type StrapiUser } from './strapi-auth-wire';
import { StrapiClient } from './strapi-client';
import { apiPrefix, STRAPI_TOKENS } from './strapi-config';
import { StrapiSession, type SessionHint } from './strapi-session';

/** Strapi refusing a session (taken back, expired, the account blocked or removed), as opposed to not answering. */
const REFUSED: ReadonlySet<string> = new Set(['auth/session-ended', 'auth/not-signed-in', 'auth/forbidden', 'auth/blocked', 'auth/reauth-locked']);

interface CallOptions {
  params?: Record<string, unknown>;
  headers?: Record<string, string>;
  /** Sends the session's access token (renewed first when due). */
  bearer?: boolean;
}

/**
 * Couples' accounts on Strapi's users-permissions plugin in its refresh mode. Session states (seed §4): anonymous = no
 * access token and no user; any old session is forgotten before login, register, reset-password and a provider
 * callback; on success the access token is kept in memory (StrapiSession), Strapi sets the refresh token as an HttpOnly
 * cookie, and GET /users/me makes the session signed in. A page load restores it through the refresh cookie; sign-out
 * asks Strapi to take it back. A session Strapi refuses is forgotten here too.
 */
@injectable()
export class StrapiAuth implements AuthPort, SocialSignInPort {
  private user: User | null = null;
  private readonly listeners = new Set<(user: User | null) => void>();
  private readonly session: StrapiSession;
  private restoring: Promise<User | null> | undefined;
  private ended = false;

  constructor(
    @inject(STRAPI_TOKENS.Client) private readonly client: StrapiClient,
    @inject(STRAPI_TOKENS.SessionHint) hint: SessionHint,
  ) {
    this.session = new StrapiSession(client, hint);
  }

  private setUser(user: User | null): void {
    const changed = JSON.stringify(user) !== JSON.stringify(this.user);
    this.user = user;
    if (changed) for (const listener of [...this.listeners]) listener(user ? { ...user } : null);
  }

  /** Every account call carries credentials: Strapi sets and reads its refresh cookie only on such requests. */
  private async call<T>(method: 'GET' | 'POST', url: string, body?: unknown, options: CallOptions = {}): Promise<T> {
    const headers = { ...options.headers };
    if (options.bearer) {
      const token = await this.bearer();
      headers.Authorization = `Bearer ${token}`;
    }
    try {
      return await this.client.request<T>({ method, url, data: body, params: options.params, headers, withCredentials: true });
    } catch (error) {
      const failure = toAuthError(error);
      if (options.bearer && REFUSED.has(failure.code)) this.end(true);
      throw failure;
    }
  }

  /** The access token for a call on the couple's behalf; a session Strapi will not renew ends here. */
  private async bearer(): Promise<string> {
    let token: string | null;
    try {
      token = await this.session.token();
    } catch (error) {
      if (error instanceof DomainError && REFUSED.has(error.code)) this.end(true);
      throw error instanceof DomainError && error.code === 'auth/session-ended' ? new DomainError('auth/not-signed-in', error.message) : error;
    }
    if (!token) {
      this.end(false);
      throw new DomainError('auth/not-signed-in');
    }
    return token;
  }

  /** Nobody signed in any more; `ended` when Strapi refused the session (sessionEnded() then says so). */
  private end(ended: boolean): void {
    this.session.forget();
    this.ended = ended;
    this.setUser(null);
  }

  /** Forgets the old session and user before any call that starts a new one. */
  private clearSession(): void {
    this.session.forget();
    this.setUser(null);
  }

  private async fetchMe(): Promise<User> {
    const me = await this.call<StrapiUser>('GET', '/users/me', undefined, { params: this.client.config.userQuery, bearer: true });
    const user = toUser(me);
    this.setUser(user);
    return user;
  }

  private async startSession(response: AuthResponse): Promise<User> {
    if (!response.jwt) throw new DomainError('unknown', 'Strapi answered without a token');
    this.session.start(response.jwt);
    this.ended = false;
    try {
      return await this.fetchMe();
    } catch (error) {
      this.clearSession();
      throw error;
    }
  }

  ready(): Promise<User | null> {
    this.restoring ??= (async () => {
      if (this.user || !this.session.mayRestore()) return this.user;
      try {
        // A new page holds no access token: the refresh cookie gets one.
        if (!(await this.session.renew())) return null;
        return await this.fetchMe();
      } catch (error) {
        // Only Strapi refusing the session (taken back, expired, account blocked or removed) ends it; no answer or a
        // server failure is not the session's fault.
        const code = error instanceof DomainError ? error.code : 'unknown';
        if (REFUSED.has(code)) this.end(true);
        return null;
      }
    })();
    return this.restoring;
  }

  currentUser(): User | null {
    return this.user ? { ...this.user } : null;
  }

  /** The access token the couple's portal sends for the functions to verify with Strapi (ports/auth-port.ts). */
  async sessionToken(): Promise<string | null> {
    if (!this.user) return null;
    try {
      return await this.bearer();
    } catch (error) {
      if (error instanceof DomainError && error.code === 'auth/not-signed-in') return null;
      throw error;
    }
  }

  sessionEnded(): boolean {
    return this.ended;
  }

  onChange(listener: (user: User | null) => void): Unsubscribe {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }

  async signIn(credentials: Credentials): Promise<User> {
    this.clearSession();
    // Credential payloads go to Strapi exactly as given.
    return this.startSession(await this.call<AuthResponse>('POST', '/auth/local', credentials));
  }

  /** Strapi takes the session back (its refresh cookie cleared too); locally it ends even when Strapi cannot be reached. */
  async signOut(): Promise<void> {
    if (this.session.mayRestore()) {
      await this.call('POST', '/auth/logout', {}, { bearer: true }).catch(() => undefined);
    }
    this.clearSession();
    // Signing out is the couple's own doing, whatever Strapi said about the session on the way.
    this.ended = false;
  }

  async register(registration: Registration, challenge: string): Promise<RegistrationResult> {
    const weak = passwordError(registration.password);
    if (weak) throw new DomainError(weak);
    this.clearSession();
    const response = await this.call<AuthResponse>('POST', '/auth/local/register', registration, { headers: solved(challenge) });
    if (response.jwt) return { user: await this.startSession(response), confirmationRequired: false };
    return { user: toUser(response.user), confirmationRequired: true };
  }

  async requestPasswordReset(email: string, challenge: string): Promise<void> {
    await this.call('POST', '/auth/forgot-password', { email }, { headers: solved(challenge) });
  }

  /** Strapi takes back every session of the account and starts this one. */
  async resetPassword(reset: PasswordReset): Promise<User> {
    if (typeof reset.code !== 'string' || reset.code === '') throw new DomainError('auth/invalid-reset-code');
    const weak = passwordError(reset.password);
    if (weak) throw new DomainError(weak);
    this.clearSession();
    return this.startSession(await this.call<AuthResponse>('POST', '/auth/reset-password', reset));
  }

  /** Strapi takes back every session of the account, this one included, and answers a new one for this browser. */
  async changePassword(change: PasswordChange): Promise<void> {
    if (!this.user || !this.session.mayRestore()) throw new DomainError('auth/not-signed-in');
    const weak = passwordError(change.password);
    if (weak) throw new DomainError(weak);
    const response = await this.call<AuthResponse>('POST', '/auth/change-password', change, { bearer: true });
    if (response.jwt) this.session.start(response.jwt);
  }

  async sendEmailConfirmation(email: string, challenge: string): Promise<void> {
    await this.call('POST', '/auth/send-email-confirmation', { email }, { headers: solved(challenge) });
  }

  startUrl(provider: SocialProvider): string {
    return `${this.client.config.baseUrl}${apiPrefix(this.client.config.version)}/connect/${provider}`;
  }

  /**
   * Strapi (≥ 5.51) keeps the provider's answer in its own session cookie, set on its origin while the browser went
   * through /connect; the callback reads it from there, so this one request goes with credentials (CORS allows them
   * for the site's origins), as every account call does. In refresh mode the callback answers the access token and
   * sets the refresh cookie, so the session starts as a password sign-in's answer starts it.
   */
  async complete(provider: SocialProvider, returned: URLSearchParams): Promise<User> {
    this.clearSession();
    const declined = returned.get('error');
    if (declined) throw new DomainError('auth/provider-failed', returned.get('error_description') || declined);
    let response: AuthResponse;
    try {
      response = await this.call<AuthResponse>('GET', `/auth/${provider}/callback`);
    } catch (error) {
      throw socialSignInError(toAuthError(error));
    }
    return this.startSession(response);
  }
}
