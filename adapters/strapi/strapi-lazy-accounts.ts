import type { Credentials, Registration, User } from '../../domain/user/user';
import type { AuthPort, PasswordChange, PasswordReset, RegistrationResult, Unsubscribe } from '../../ports/auth-port';
import type { BackendErrorNotice, BackendErrorsPort } from '../../ports/backend-errors-port';
import type { BotChallenge, BotChallengePort } from '../../ports/bot-challenge-port';
import type { SocialProvider, SocialSignInPort } from '../../ports/social-sign-in-port';
import type { createStrapiAccounts } from './strapi-accounts';
import { apiPrefix, sessionHintCookieName, type StrapiConfig } from './strapi-config';

type Accounts = ReturnType<typeof createStrapiAccounts>;

export interface LazyStrapiAccountsOptions {
  /** Loads the accounts chunk (axios, qs, js-cookie); tests inject their own. */
  load?: (config: StrapiConfig) => Promise<Accounts>;
  /** `document.cookie` of the page; a visitor without the session hint cookie has no session to restore. */
  cookies?: () => string;
}

/**
 * The couples' accounts without their weight on every page: the Strapi client loads when an account feature is used
 * (sign-in, registration, password reset — the latter two from their forms' first focus, when the bot barrier asks for
 * a challenge) or when the browser holds the hint of a session to restore (strapi-session.ts). Visitors who never use an account form never
 * download axios, qs or js-cookie, and never contact Strapi.
 */
export class LazyStrapiAccounts implements AuthPort, SocialSignInPort, BackendErrorsPort, BotChallengePort {
  private loaded: Accounts | undefined;
  private loading: Promise<Accounts> | undefined;
  private readonly userListeners = new Set<(user: User | null) => void>();
  private readonly errorListeners = new Set<(notice: BackendErrorNotice) => void>();
  private readonly load: (config: StrapiConfig) => Promise<Accounts>;
  private readonly cookies: () => string;

  constructor(
    private readonly config: StrapiConfig,
    options: LazyStrapiAccountsOptions = {},
  ) {
    this.load = options.load ?? (async (c) => (await import('./strapi-accounts')).createStrapiAccounts(c));
    this.cookies = options.cookies ?? (() => (typeof document === 'undefined' ? '' : document.cookie));
  }

  private accounts(): Promise<Accounts> {
    this.loading ??= this.load(this.config).then(
      (accounts) => {
        this.loaded = accounts;
        accounts.auth.onChange((user) => this.userListeners.forEach((listener) => listener(user)));
        accounts.errors.subscribe((notice) => this.errorListeners.forEach((listener) => listener(notice)));
        return accounts;
      },
      (error: unknown) => {
        this.loading = undefined;
        throw error;
      },
    );
    return this.loading;
  }

  private hasSessionCookie(): boolean {
    const name = `${sessionHintCookieName(this.config)}=`;
    return this.cookies()
      .split(';')
      .some((part) => part.trim().startsWith(name));
  }

  async ready(): Promise<User | null> {
    if (!this.loaded && !this.hasSessionCookie()) return null;
    return (await this.accounts()).auth.ready();
  }

  currentUser(): User | null {
    return this.loaded?.auth.currentUser() ?? null;
  }

  sessionEnded(): boolean {
    return this.loaded?.auth.sessionEnded() ?? false;
  }

  /** Null until the accounts chunk restored a session (the portal waits for `ready()` first). */
  async sessionToken(): Promise<string | null> {
    return this.loaded ? this.loaded.auth.sessionToken() : null;
  }

  onChange(listener: (user: User | null) => void): Unsubscribe {
    this.userListeners.add(listener);
    return () => this.userListeners.delete(listener);
  }

  subscribe(listener: (notice: BackendErrorNotice) => void): Unsubscribe {
    this.errorListeners.add(listener);
    return () => this.errorListeners.delete(listener);
  }

  async signIn(credentials: Credentials): Promise<User> {
    return (await this.accounts()).auth.signIn(credentials);
  }

  async signOut(): Promise<void> {
    if (!this.loaded && !this.hasSessionCookie()) return;
    return (await this.accounts()).auth.signOut();
  }

  async register(registration: Registration, challenge: string): Promise<RegistrationResult> {
    return (await this.accounts()).auth.register(registration, challenge);
  }

  async requestPasswordReset(email: string, challenge: string): Promise<void> {
    return (await this.accounts()).auth.requestPasswordReset(email, challenge);
  }

  async issue(): Promise<BotChallenge> {
    return (await this.accounts()).challenges.issue();
  }

  async resetPassword(reset: PasswordReset): Promise<User> {
    return (await this.accounts()).auth.resetPassword(reset);
  }

  async changePassword(change: PasswordChange): Promise<void> {
    return (await this.accounts()).auth.changePassword(change);
  }

  async sendEmailConfirmation(email: string, challenge: string): Promise<void> {
    return (await this.accounts()).auth.sendEmailConfirmation(email, challenge);
  }

  startUrl(provider: SocialProvider): string {
    return `${this.config.baseUrl}${apiPrefix(this.config.version)}/connect/${provider}`;
  }

  async complete(provider: SocialProvider, returned: URLSearchParams): Promise<User> {
    return (await this.accounts()).auth.complete(provider, returned);
  }
}
