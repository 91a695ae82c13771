import { inject, injectable, optional } from 'inversify';
import { passBotChallenge } from '../../application/bot/pass-bot-challenge';
import { DomainError } from '../../domain/errors';
import { emailError } from '../../domain/validation/fields';
import { passwordError, type Credentials, type Registration, type User } from '../../domain/user/user';
import type { AuthPort, PasswordChange, PasswordReset, RegistrationResult, Unsubscribe } from '../../ports/auth-port';
import type { SocialProvider, SocialSignInPort } from '../../ports/social-sign-in-port';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { InMemoryAccountsService, type AccountSeed } from './in-memory-accounts-service';
import type { InMemoryBotChallenges } from './in-memory-bot-challenges';
import { InMemoryProviderConsents, type ProviderConsent } from './in-memory-provider-consents';
import { copy, delay } from './in-memory-call';
import type { MemoryAdapterOptions } from './memory-adapter-options';
import { MEMORY_TOKENS } from './memory-tokens';

/**
 * Sign-in fake with the same observable behaviour as the real adapters (see ports/auth-port.ts): one instance is one
 * browser, its accounts service (InMemoryAccountsService) is shared with `anotherBrowser()`s, so sessions taken back
 * in one browser are refused in the others. Memory only: nothing survives a reload, which keeps tests and stories
 * independent.
 */
@injectable()
export class InMemoryAuth implements AuthPort, SocialSignInPort {
  private service = new InMemoryAccountsService();
  private readonly listeners = new Set<(user: User | null) => void>();
  private readonly disabledProviders = new Set<SocialProvider>();
  private readonly consents = new InMemoryProviderConsents();
  private user: User | null = null;
  /** This browser's session token at the accounts service. */
  private session: string | null = null;
  private ended = false;

  /**
   * @param bot The bot barrier in front of registration, reset and resend requests, as Strapi's guard runs it for the
   * couples' accounts. Without it (the photographer's sign-in, Firebase Auth in production) there is none.
   */
  constructor(
    @inject(MEMORY_TOKENS.Options) private readonly options: MemoryAdapterOptions,
    @inject(MEMORY_TOKENS.AccountBotChallenges) @optional() private readonly bot?: InMemoryBotChallenges,
  ) {
    for (const seed of DEMO_ACCOUNTS) this.addAccount(seed);
  }

  /** Test hook: a second browser on the same accounts service (its own session, the same accounts). */
  anotherBrowser(): InMemoryAuth {
    const other = new InMemoryAuth(this.options, this.bot);
    other.service = this.service;
    return other;
  }

  /** Test hook: whether the accounts service accepts this session token now (what the functions ask Strapi). */
  accepts = (token: string): boolean => this.service.accepts(token);

  /**
   * Test/demo hook: add an account directly (`provider`: one that signs in through it, then without a password, as
   * Strapi makes it; a `password: null` seed without one is such an account too).
   */
  addAccount = (seed: AccountSeed, provider?: SocialProvider): User => copy(this.service.addAccount(seed, provider));

  /** Test hook: how many confirmation e-mails went to `email` (registration and resends). */
  confirmationMailsTo = (email: string): number => this.service.confirmationMailsTo(email);

  /** Test hook: what the confirmation e-mail link would do. */
  confirmEmail = (email: string): void => this.service.confirm(email);

  /** Test hook: the visitor went through a provider's consent; what the browser came back to the callback with. */
  grantConsent = (consent: ProviderConsent): URLSearchParams => this.consents.grant(consent);

  /** Test hook: the backend has not enabled this provider, so complete() rejects auth/unsupported. */
  disableProvider = (provider: SocialProvider): void => void this.disabledProviders.add(provider);

  /** Test hook: the code the reset e-mail would carry. */
  resetCodeFor = (email: string): string | undefined => this.service.resetCodeFor(email);

  private now(): number {
    return (this.options.now?.() ?? new Date()).getTime();
  }

  /** Strapi's guard: the challenge is checked and spent before the request is looked at, refused or not. */
  private async passBotBarrier(challenge: string): Promise<void> {
    if (!this.bot) return;
    const solved = await passBotChallenge({ challenge }, this.bot.challenges, new Date(this.now()));
    await this.bot.ledger.spendChallenge(solved);
  }

  private setUser(user: User | null): void {
    if (user) this.ended = false;
    this.user = user ? copy(user) : null;
    for (const listener of [...this.listeners]) listener(this.user ? copy(this.user) : null);
  }

  private startSession(user: User): void {
    this.session = this.service.startSession(user.email, this.now());
    this.setUser(user);
  }

  /** Nobody signed in here any more; the session itself stays as the accounts service has it. */
  private leave(): void {
    this.session = null;
    if (this.user) this.setUser(null);
  }

  /** The signed-in account while the accounts service still accepts this browser's session; else nobody (ended). */
  private liveAccount() {
    const account = this.service.accountOf(this.session);
    if (this.user && !account) this.endSession();
    return this.user ? account : null;
  }

  async ready(): Promise<User | null> {
    return this.currentUser();
  }

  currentUser(): User | null {
    return this.user ? copy(this.user) : null;
  }

  /** The accounts service's token for this browser's session; null (and signed out) once it was taken back. */
  async sessionToken(): Promise<string | null> {
    return this.liveAccount() ? this.session : null;
  }

  sessionEnded(): boolean {
    return this.ended;
  }

  /**
   * Test/demo hook: what the real adapters do when a stored session can no longer be restored on start (access
   * revoked): nobody is signed in and `sessionEnded()` says why.
   */
  endSession(): void {
    this.leave();
    this.ended = true;
  }

  /**
   * The couple's portal fake before the GDPR self-service: the accounts service's re-authentication for this browser's
   * session (domain judgeReauthentication); a lock ends the session here too.
   */
  async reauthenticate(password: unknown): Promise<void> {
    await delay(this.options.latencyMs);
    this.endingOnLock(() => this.service.reauthenticate(this.liveAccount() ? this.session : null, password, this.now()));
  }

  /** Too many wrong passwords end the session at the accounts service: this browser is then signed out too. */
  private endingOnLock<T>(work: () => T): T {
    try {
      return work();
    } catch (error) {
      if (error instanceof DomainError && error.code === 'auth/reauth-locked') this.endSession();
      throw error;
    }
  }

  onChange(listener: (user: User | null) => void): Unsubscribe {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }

  async signIn(credentials: Credentials): Promise<User> {
    await delay(this.options.latencyMs);
    this.service.refuseSignInsWhileLimited(this.now());
    const account = this.service.account(credentials.identifier);
    if (!account || account.password === null || account.password !== credentials.password) {
      this.service.failedSignIn(this.now());
      this.leave();
      throw new DomainError('auth/invalid-credentials');
    }
    if (!account.user.confirmed) throw new DomainError('auth/not-confirmed');
    this.startSession(account.user);
    return copy(account.user);
  }

  /** "Smazat účet" on the fake's accounts: the account is gone (it cannot sign in again) and its sessions end. */
  deleteAccount(email: string): void {
    const deleted = this.service.deleteAccount(email);
    if (deleted && this.user?.id === deleted.user.id) this.leave();
  }

  async signOut(): Promise<void> {
    this.service.revoke(this.session);
    this.leave();
  }

  async register(registration: Registration, challenge: string): Promise<RegistrationResult> {
    await delay(this.options.latencyMs);
    await this.passBotBarrier(challenge);
    if (emailError(registration.email)) throw new DomainError('email/invalid');
    if (passwordError(registration.password)) throw new DomainError('auth/weak-password');
    if (this.service.account(registration.email)) throw new DomainError('auth/email-taken');
    this.leave();
    const user = this.addAccount({
      email: registration.email,
      password: registration.password,
      displayName: registration.username,
      roles: ['visitor'],
      confirmed: false,
    });
    this.service.mailConfirmation(user.email);
    return { user, confirmationRequired: true };
  }

  async requestPasswordReset(email: string, challenge: string): Promise<void> {
    await delay(this.options.latencyMs);
    await this.passBotBarrier(challenge);
    // Same answer whether or not the account exists, so the form cannot be used to probe for accounts.
    this.service.issueResetCode(email, this.now());
  }

  /** A reset takes back every session of the account, as Strapi does, and starts this one. */
  async resetPassword(reset: PasswordReset): Promise<User> {
    await delay(this.options.latencyMs);
    const account = this.service.resetPassword(reset);
    this.startSession(account.user);
    return copy(account.user);
  }

  /** Every session of the account is taken back; this browser continues with a new one, as Strapi does. */
  async changePassword(change: PasswordChange): Promise<void> {
    await delay(this.options.latencyMs);
    if (!this.liveAccount()) throw new DomainError('auth/not-signed-in');
    this.session = this.endingOnLock(() => this.service.changePassword(this.session, change, this.now()));
  }

  async sendEmailConfirmation(email: string, challenge: string): Promise<void> {
    await delay(this.options.latencyMs);
    await this.passBotBarrier(challenge);
    if (emailError(email)) throw new DomainError('email/invalid');
    const account = this.service.account(email);
    // Strapi answers "Already confirmed"; an unknown address gets the same quiet answer as a known one.
    if (account?.user.confirmed) throw new DomainError('auth/email-taken');
    if (account) this.service.mailConfirmation(account.user.email);
  }

  /** The demo provider consents at once and sends the browser straight back. */
  startUrl(provider: SocialProvider): string {
    return this.consents.demoCallback(provider);
  }

  async complete(provider: SocialProvider, returned: URLSearchParams): Promise<User> {
    await delay(this.options.latencyMs);
    this.leave();
    if (this.disabledProviders.has(provider)) throw new DomainError('auth/unsupported');
    const consent = returned.has('error') ? null : this.consents.take(provider, returned);
    if (!consent?.verified) throw new DomainError('auth/provider-failed');
    const user = copy(this.service.providerAccount(provider, consent.email, `Uživatel ${provider}`));
    this.startSession(user);
    return copy(user);
  }
}
