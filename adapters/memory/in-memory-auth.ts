import { inject, injectable, optional } from 'inversify';
import { passBotChallenge } from '../../application/bot/bot-challenge';
import { DomainError } from '../../domain/errors';
import { emailError } from '../../domain/validation/fields';
import { passwordError, type Credentials, type Registration, type User } from '../../domain/user/user';
import type { AuthPort, PasswordChange, PasswordReset, RegistrationResult, Unsubscribe } from '../../ports/auth-port';
import type { SocialProvider, SocialSignInPort } from '../../ports/social-sign-in-port';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { InMemoryAccountsService, type AccountSeed } from './in-memory-accounts-service';
import type { InMemoryBotChallenges } from './in-memory-bot-challenges';
import { copy, delay, MEMORY_TOKENS, type MemoryAdapterOptions } from './memory-tokens';

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
  private user: User | null = null;
  /** This browser's session token at the accounts service. */
  private session: string | null = null;
  private ended = false;

  /**
   * @param bot The bot barrier in front of registration and reset requests, as Strapi's guard runs it for the
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

  /** Test/demo hook: add an account directly (without a password: as a provider sign-in makes it). */
  addAccount = (seed: AccountSeed): User => copy(this.service.addAccount(seed));

  /** Test hook: what the confirmation e-mail link would do. */
  confirmEmail(email: string): void {
    const account = this.service.account(email);
    if (account) account.user.confirmed = true;
  }

  /** Test hook: the backend has not enabled this provider, so complete() rejects auth/unsupported. */
  disableProvider(provider: SocialProvider): void {
    this.disabledProviders.add(provider);
  }

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

  /** Signs this browser in with a new session at the accounts service. */
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
    try {
      this.service.reauthenticate(this.liveAccount() ? this.session : null, password, this.now());
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
    return { user, confirmationRequired: true };
  }

  async requestPasswordReset(email: string, challenge: string): Promise<void> {
    await delay(this.options.latencyMs);
    await this.passBotBarrier(challenge);
    // Same answer whether or not the account exists, so the form cannot be used to probe for accounts.
    this.service.issueResetCode(email, this.now());
  }

  async resetPassword(reset: PasswordReset): Promise<User> {
    await delay(this.options.latencyMs);
    if (!this.service.knowsResetCode(reset.code)) throw new DomainError('auth/invalid-reset-code');
    if (reset.password !== reset.passwordConfirmation) throw new DomainError('auth/password-mismatch');
    if (passwordError(reset.password)) throw new DomainError('auth/weak-password');
    const account = this.service.spendResetCode(reset.code);
    if (!account) throw new DomainError('auth/invalid-reset-code');
    account.password = reset.password;
    // A reset takes back every session of the account, as Strapi does, and starts this one.
    this.service.revokeAll(account.user.email);
    this.startSession(account.user);
    return copy(account.user);
  }

  async changePassword(change: PasswordChange): Promise<void> {
    await delay(this.options.latencyMs);
    const account = this.liveAccount();
    if (!account || !this.session) throw new DomainError('auth/not-signed-in');
    if (account.password === null || account.password !== change.currentPassword) {
      // Wrong current passwords count against the sign-in like re-authentication's, as in the cms.
      if (this.service.countWrongPassword(this.session, this.now())) {
        this.endSession();
        throw new DomainError('auth/reauth-locked');
      }
      throw new DomainError('auth/invalid-credentials');
    }
    if (change.password !== change.passwordConfirmation) throw new DomainError('auth/password-mismatch');
    if (passwordError(change.password)) throw new DomainError('auth/weak-password');
    account.password = change.password;
    // Every session of the account is taken back, this one continues with a new session, as Strapi does.
    this.service.revokeAll(account.user.email);
    this.session = this.service.startSession(account.user.email, this.now());
  }

  async sendEmailConfirmation(email: string): Promise<void> {
    await delay(this.options.latencyMs);
    if (emailError(email)) throw new DomainError('email/invalid');
  }

  /** The demo "provider" comes straight back with a fake token, as a real provider would after consent. */
  startUrl(provider: SocialProvider): string {
    return `/prihlaseni/${provider}/callback?access_token=demo-${provider}-token`;
  }

  async complete(provider: SocialProvider, accessToken: string): Promise<User> {
    await delay(this.options.latencyMs);
    this.leave();
    if (this.disabledProviders.has(provider)) throw new DomainError('auth/unsupported');
    if (accessToken !== `demo-${provider}-token`) throw new DomainError('auth/invalid-credentials');
    const email = `${provider}.uzivatel@example.cz`;
    const existing = this.service.account(email);
    // A provider's account has no password, as Strapi makes it.
    const user = existing?.user ?? this.addAccount({ email, password: null, displayName: `Uživatel ${provider}`, roles: ['visitor'] });
    this.startSession(user);
    return copy(user);
  }
}
