import { inject, injectable, optional } from 'inversify';
import { passBotChallenge } from '../../application/bot/bot-challenge';
import { DomainError } from '../../domain/errors';
import { emailError, normaliseEmail } from '../../domain/validation/fields';
import { passwordError, type Credentials, type Registration, type User } from '../../domain/user/user';
import type { AuthPort, PasswordChange, PasswordReset, RegistrationResult, Unsubscribe } from '../../ports/auth-port';
import type { SocialProvider, SocialSignInPort } from '../../ports/social-sign-in-port';
import { DEMO_ACCOUNTS, type MemoryAccountSeed } from './demo-accounts';
import type { InMemoryBotChallenges } from './in-memory-bot-challenges';
import { InMemoryProviderConsents, type ProviderConsent } from './in-memory-provider-consents';
import { copy, delay, MEMORY_TOKENS, type MemoryAdapterOptions } from './memory-tokens';

interface StoredAccount {
  user: User;
  password: string;
  /** The provider it signs in through; none for a password account. */
  provider?: SocialProvider;
}

const MAX_FAILED_SIGN_INS_PER_MINUTE = 10;

/**
 * Sign-in fake with the same observable behaviour as the real adapters (see ports/auth-port.ts).
 * Memory only: nothing survives a reload, which keeps tests and stories independent.
 */
@injectable()
export class InMemoryAuth implements AuthPort, SocialSignInPort {
  private readonly accounts = new Map<string, StoredAccount>();
  private readonly resetCodes = new Map<string, string>();
  /** Confirmation e-mails "sent" per address (registration and each resend). */
  private readonly confirmationMails = new Map<string, number>();
  private readonly listeners = new Set<(user: User | null) => void>();
  private readonly failedAttempts: number[] = [];
  private readonly disabledProviders = new Set<SocialProvider>();
  private readonly consents = new InMemoryProviderConsents();
  private user: User | null = null;
  private ended = false;
  private nextId = 1;

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

  /** Test/demo hook: add an account directly (`provider`: one that signs in through it, not with its password). */
  addAccount(seed: MemoryAccountSeed, provider?: SocialProvider): User {
    const user: User = {
      id: String(this.nextId++),
      email: normaliseEmail(seed.email),
      displayName: seed.displayName,
      roles: [...seed.roles],
      confirmed: seed.confirmed ?? true,
    };
    this.accounts.set(user.email, { user, password: seed.password, ...(provider ? { provider } : {}) });
    return copy(user);
  }

  /** Test hook: how many confirmation e-mails went to `email` (registration and resends). */
  confirmationMailsTo(email: string): number {
    return this.confirmationMails.get(normaliseEmail(email)) ?? 0;
  }

  private mailConfirmation(email: string): void {
    this.confirmationMails.set(normaliseEmail(email), this.confirmationMailsTo(email) + 1);
  }

  /** Test hook: what the confirmation e-mail link would do. */
  confirmEmail(email: string): void {
    const account = this.accounts.get(normaliseEmail(email));
    if (account) account.user.confirmed = true;
  }

  /** Test hook: the visitor went through a provider's consent; what the browser came back to the callback with. */
  grantConsent(consent: ProviderConsent): URLSearchParams {
    return this.consents.grant(consent);
  }

  /** Test hook: the backend has not enabled this provider, so complete() rejects auth/unsupported. */
  disableProvider(provider: SocialProvider): void {
    this.disabledProviders.add(provider);
  }

  /** Test hook: the code the reset e-mail would carry. */
  resetCodeFor(email: string): string | undefined {
    return this.resetCodes.get(normaliseEmail(email));
  }

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

  async ready(): Promise<User | null> {
    return this.currentUser();
  }

  currentUser(): User | null {
    return this.user ? copy(this.user) : null;
  }

  /** No real token here: a marker naming the account, for fakes that receive it (the portal fake asks currentUser()). */
  sessionToken(): string | null {
    return this.user ? `memory-session:${this.user.id}` : null;
  }

  sessionEnded(): boolean {
    return this.ended;
  }

  /**
   * Test/demo hook: what the real adapters do when a stored session can no longer be restored on start (access
   * revoked): nobody is signed in and `sessionEnded()` says why.
   */
  endSession(): void {
    this.ended = true;
    this.setUser(null);
  }

  onChange(listener: (user: User | null) => void): Unsubscribe {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  async signIn(credentials: Credentials): Promise<User> {
    await delay(this.options.latencyMs);
    const now = this.now();
    while (this.failedAttempts.length > 0 && now - (this.failedAttempts[0] ?? 0) > 60_000) this.failedAttempts.shift();
    if (this.failedAttempts.length >= MAX_FAILED_SIGN_INS_PER_MINUTE) throw new DomainError('auth/rate-limited');

    const account = this.accounts.get(normaliseEmail(credentials.identifier));
    if (!account || account.password !== credentials.password) {
      this.failedAttempts.push(now);
      if (this.user) this.setUser(null);
      throw new DomainError('auth/invalid-credentials');
    }
    if (!account.user.confirmed) throw new DomainError('auth/not-confirmed');
    this.setUser(account.user);
    return copy(account.user);
  }

  /** "Smazat účet" on the fake's accounts: the account is gone (it cannot sign in again) and its session ends. */
  deleteAccount(email: string): void {
    const key = normaliseEmail(email);
    const deleted = this.accounts.get(key);
    this.accounts.delete(key);
    if (deleted && this.user?.id === deleted.user.id) this.setUser(null);
  }

  async signOut(): Promise<void> {
    if (this.user) this.setUser(null);
  }

  async register(registration: Registration, challenge: string): Promise<RegistrationResult> {
    await delay(this.options.latencyMs);
    await this.passBotBarrier(challenge);
    if (emailError(registration.email)) throw new DomainError('email/invalid');
    if (passwordError(registration.password)) throw new DomainError('auth/weak-password');
    if (this.accounts.has(normaliseEmail(registration.email))) throw new DomainError('auth/email-taken');
    if (this.user) this.setUser(null);
    const user = this.addAccount({
      email: registration.email,
      password: registration.password,
      displayName: registration.username,
      roles: ['visitor'],
      confirmed: false,
    });
    this.mailConfirmation(user.email);
    return { user, confirmationRequired: true };
  }

  async requestPasswordReset(email: string, challenge: string): Promise<void> {
    await delay(this.options.latencyMs);
    await this.passBotBarrier(challenge);
    const key = normaliseEmail(email);
    // Same answer whether or not the account exists, so the form cannot be used to probe for accounts.
    if (this.accounts.has(key)) this.resetCodes.set(key, `reset-${this.nextId++}-${this.now().toString(36)}`);
  }

  async resetPassword(reset: PasswordReset): Promise<User> {
    await delay(this.options.latencyMs);
    const code: unknown = reset.code;
    const entry =
      typeof code === 'string' && code !== '' ? [...this.resetCodes.entries()].find(([, c]) => c === code) : undefined;
    if (!entry) throw new DomainError('auth/invalid-reset-code');
    if (reset.password !== reset.passwordConfirmation) throw new DomainError('auth/password-mismatch');
    if (passwordError(reset.password)) throw new DomainError('auth/weak-password');
    const account = this.accounts.get(entry[0]);
    if (!account) throw new DomainError('auth/invalid-reset-code');
    account.password = reset.password;
    this.resetCodes.delete(entry[0]);
    this.setUser(account.user);
    return copy(account.user);
  }

  async changePassword(change: PasswordChange): Promise<void> {
    await delay(this.options.latencyMs);
    if (!this.user) throw new DomainError('auth/not-signed-in');
    const account = this.accounts.get(this.user.email);
    if (!account || account.password !== change.currentPassword) throw new DomainError('auth/invalid-credentials');
    if (change.password !== change.passwordConfirmation) throw new DomainError('auth/password-mismatch');
    if (passwordError(change.password)) throw new DomainError('auth/weak-password');
    account.password = change.password;
  }

  async sendEmailConfirmation(email: string, challenge: string): Promise<void> {
    await delay(this.options.latencyMs);
    await this.passBotBarrier(challenge);
    if (emailError(email)) throw new DomainError('email/invalid');
    const account = this.accounts.get(normaliseEmail(email));
    // Strapi answers "Already confirmed"; an unknown address gets the same quiet answer as a known one.
    if (account?.user.confirmed) throw new DomainError('auth/email-taken');
    if (account) this.mailConfirmation(account.user.email);
  }

  /** The demo provider consents at once and sends the browser straight back. */
  startUrl(provider: SocialProvider): string {
    return this.consents.demoCallback(provider);
  }

  async complete(provider: SocialProvider, returned: URLSearchParams): Promise<User> {
    await delay(this.options.latencyMs);
    if (this.user) this.setUser(null);
    if (this.disabledProviders.has(provider)) throw new DomainError('auth/unsupported');
    const consent = returned.has('error') ? null : this.consents.take(provider, returned);
    if (!consent?.verified) throw new DomainError('auth/provider-failed');
    const existing = this.accounts.get(normaliseEmail(consent.email));
    if (existing && existing.provider !== provider) throw new DomainError('auth/provider-email-taken');
    const user =
      existing?.user ??
      this.addAccount({ email: consent.email, password: crypto.randomUUID(), displayName: `Uživatel ${provider}`, roles: ['visitor'] }, provider);
    this.setUser(user);
    return copy(user);
  }
}
