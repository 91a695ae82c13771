import { inject, injectable } from 'inversify';
import { DomainError } from '../../domain/errors';
import { passwordError, type Credentials, type Registration, type User } from '../../domain/user/user';
import type { AuthPort, PasswordChange, PasswordReset, RegistrationResult, Unsubscribe } from '../../ports/auth-port';
import type { SocialProvider, SocialSignInPort } from '../../ports/social-sign-in-port';
import { toAuthError } from './strapi-auth-errors';
import { StrapiClient } from './strapi-client';
import { apiPrefix, STRAPI_TOKENS } from './strapi-config';
import { text } from './strapi-normalise';
import type { TokenStore } from './strapi-token-store';

interface StrapiUser {
  id?: unknown;
  documentId?: unknown;
  username?: unknown;
  email?: unknown;
  confirmed?: unknown;
}

interface AuthResponse {
  jwt?: string;
  user?: StrapiUser;
}

function toUser(raw: StrapiUser | undefined): User {
  return {
    id: text(raw?.documentId) || text(raw?.id),
    email: text(raw?.email),
    displayName: text(raw?.username) || text(raw?.email),
    roles: ['visitor'],
    confirmed: raw?.confirmed === true,
  };
}

/**
 * Strapi answers 400 with the provider's own words for any exchange it refuses (no completed provider session, one
 * already used, an e-mail the provider does not vouch for): for the port that is a failed provider sign-in. Its
 * "Email is already taken" is an account that signs in with a password.
 */
function socialSignInError(error: DomainError): DomainError {
  if (error.code === 'auth/email-taken') return new DomainError('auth/provider-email-taken', error.message, { ...error.details });
  if (error.code === 'unknown' && error.details?.status === 400) return new DomainError('auth/provider-failed', error.message, { ...error.details });
  return error;
}

/** The request header that carries a solved bot-barrier challenge to Strapi's guard (cms/src/altcha). */
const BOT_CHALLENGE_HEADER = 'X-Altcha';

/** The solved challenge as Strapi's bot barrier reads it; none at all when nothing was solved (it then refuses). */
function solved(challenge: string): Record<string, string> | undefined {
  return challenge ? { [BOT_CHALLENGE_HEADER]: challenge } : undefined;
}

/**
 * Couples' accounts on Strapi's users-permissions plugin. Session states (seed §4): anonymous = no token and no
 * user; any old token is cleared before login, register, reset-password and a provider callback; on success the
 * JWT goes into the token store (the client sends it with every request) and GET /users/me makes the session
 * signed in; a failed /users/me clears the token.
 */
@injectable()
export class StrapiAuth implements AuthPort, SocialSignInPort {
  private user: User | null = null;
  private readonly listeners = new Set<(user: User | null) => void>();
  private restoring: Promise<User | null> | undefined;
  private ended = false;

  constructor(
    @inject(STRAPI_TOKENS.Client) private readonly client: StrapiClient,
    @inject(STRAPI_TOKENS.TokenStore) private readonly tokens: TokenStore,
  ) {}

  private setUser(user: User | null): void {
    const changed = JSON.stringify(user) !== JSON.stringify(this.user);
    this.user = user;
    if (changed) for (const listener of [...this.listeners]) listener(user ? { ...user } : null);
  }

  private async call<T>(
    method: 'GET' | 'POST',
    url: string,
    body?: unknown,
    params?: Record<string, unknown>,
    headers?: Record<string, string>,
  ): Promise<T> {
    try {
      return await this.client.request<T>({ method, url, data: body, params, ...(headers ? { headers } : {}) });
    } catch (error) {
      throw toAuthError(error);
    }
  }

  /** Clears the old token and user before any call that starts a new session. */
  private clearSession(): void {
    this.tokens.clear();
    this.setUser(null);
  }

  private async fetchMe(): Promise<User> {
    try {
      const me = await this.call<StrapiUser>('GET', '/users/me', undefined, this.client.config.userQuery);
      const user = toUser(me);
      this.setUser(user);
      return user;
    } catch (error) {
      this.clearSession();
      throw error;
    }
  }

  private async startSession(response: AuthResponse): Promise<User> {
    if (!response.jwt) throw new DomainError('unknown', 'Strapi answered without a token');
    this.tokens.set(response.jwt);
    this.ended = false;
    return this.fetchMe();
  }

  ready(): Promise<User | null> {
    this.restoring ??= (async () => {
      if (this.user || !this.tokens.get()) return this.user;
      try {
        return await this.fetchMe();
      } catch (error) {
        // Only Strapi refusing the stored token (expired, account blocked or removed) ends the session; no answer or a
        // server failure is not the session's fault.
        const code = error instanceof DomainError ? error.code : 'unknown';
        this.ended = code === 'auth/not-signed-in' || code === 'auth/forbidden' || code === 'auth/blocked';
        return null;
      }
    })();
    return this.restoring;
  }

  currentUser(): User | null {
    return this.user ? { ...this.user } : null;
  }

  /** The Strapi JWT the couple's portal sends for the functions to verify with Strapi (ports/auth-port.ts). */
  sessionToken(): string | null {
    return this.user ? (this.tokens.get() ?? null) : null;
  }

  sessionEnded(): boolean {
    return this.ended;
  }

  onChange(listener: (user: User | null) => void): Unsubscribe {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  async signIn(credentials: Credentials): Promise<User> {
    this.clearSession();
    // Credential payloads go to Strapi exactly as given.
    return this.startSession(await this.call<AuthResponse>('POST', '/auth/local', credentials));
  }

  async signOut(): Promise<void> {
    this.clearSession();
  }

  async register(registration: Registration, challenge: string): Promise<RegistrationResult> {
    const weak = passwordError(registration.password);
    if (weak) throw new DomainError(weak);
    this.clearSession();
    const response = await this.call<AuthResponse>('POST', '/auth/local/register', registration, undefined, solved(challenge));
    if (response.jwt) return { user: await this.startSession(response), confirmationRequired: false };
    return { user: toUser(response.user), confirmationRequired: true };
  }

  async requestPasswordReset(email: string, challenge: string): Promise<void> {
    await this.call('POST', '/auth/forgot-password', { email }, undefined, solved(challenge));
  }

  async resetPassword(reset: PasswordReset): Promise<User> {
    if (typeof reset.code !== 'string' || reset.code === '') throw new DomainError('auth/invalid-reset-code');
    const weak = passwordError(reset.password);
    if (weak) throw new DomainError(weak);
    this.clearSession();
    return this.startSession(await this.call<AuthResponse>('POST', '/auth/reset-password', reset));
  }

  async changePassword(change: PasswordChange): Promise<void> {
    if (!this.user || !this.tokens.get()) throw new DomainError('auth/not-signed-in');
    const weak = passwordError(change.password);
    if (weak) throw new DomainError(weak);
    const response = await this.call<AuthResponse>('POST', '/auth/change-password', change);
    // Strapi issues a fresh token after a password change; older tokens stay valid until they expire.
    if (response.jwt) this.tokens.set(response.jwt);
  }

  async sendEmailConfirmation(email: string, challenge: string): Promise<void> {
    await this.call('POST', '/auth/send-email-confirmation', { email }, undefined, solved(challenge));
  }

  startUrl(provider: SocialProvider): string {
    return `${this.client.config.baseUrl}${apiPrefix(this.client.config.version)}/connect/${provider}`;
  }

  /**
   * Strapi (≥ 5.51) keeps the provider's answer in its own session cookie, set on its origin while the browser went
   * through /connect; the callback reads it from there, so this one request goes with credentials (CORS allows them
   * for the site's origins). Whatever the callback answers (a JWT, or in refresh mode a refresh token too) starts the
   * session as a password sign-in's answer does.
   */
  async complete(provider: SocialProvider, returned: URLSearchParams): Promise<User> {
    this.clearSession();
    const declined = returned.get('error');
    if (declined) throw new DomainError('auth/provider-failed', returned.get('error_description') || declined);
    let response: AuthResponse;
    try {
      response = await this.client.request<AuthResponse>({ method: 'GET', url: `/auth/${provider}/callback`, withCredentials: true });
    } catch (error) {
      throw socialSignInError(toAuthError(error));
    }
    return this.startSession(response);
  }
}
