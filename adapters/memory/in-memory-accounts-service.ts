import { DomainError } from '../../domain/errors';
import { judgeReauthentication, reauthenticationPassword } from '../../domain/user/reauthentication';
import { passwordError, type Role, type User } from '../../domain/user/user';
import { normaliseEmail } from '../../domain/validation/fields';
import type { PasswordChange, PasswordReset } from '../../ports/auth-port';
import type { SocialProvider } from '../../ports/social-sign-in-port';

/** An account as a test or the demo seeds it; without a password (null) as a provider sign-in makes it. */
export interface AccountSeed {
  email: string;
  password: string | null;
  displayName: string;
  roles: Role[];
  confirmed?: boolean;
}

export interface StoredAccount {
  user: User;
  /** Null for an account made by a provider sign-in: it has no password to check. */
  password: string | null;
  /** The provider it signs in through; none for a password account. */
  provider?: SocialProvider;
}

interface Session {
  email: string;
  signedInAt: number;
  wrongPasswords: number;
}

const TOKEN_PREFIX = 'memory-session:';
const MAX_FAILED_SIGN_INS_PER_MINUTE = 10;

/**
 * The fake accounts service behind every "browser" of the visitor-accounts fake (InMemoryAuth instances share one, as
 * browsers share Strapi): the accounts, reset codes and the sessions it has handed out. A session is live until it is
 * taken back (sign-out, a password change or reset, the account's deletion, too many wrong passwords); a taken-back
 * session's token is refused, as Strapi refuses it.
 */
export class InMemoryAccountsService {
  private readonly accounts = new Map<string, StoredAccount>();
  private readonly resetCodes = new Map<string, string>();
  /** Confirmation e-mails "sent" per address (registration and each resend). */
  private readonly confirmationMails = new Map<string, number>();
  /** Failed sign-ins (times), for the per-minute limit. */
  private readonly failedSignIns: number[] = [];
  private readonly sessions = new Map<string, Session>();
  private nextSession = 1;
  private nextId = 1;

  account(email: string): StoredAccount | undefined {
    return this.accounts.get(normaliseEmail(email));
  }

  /** `provider`: an account that signs in through it (then without a password), not with a password. */
  addAccount(seed: AccountSeed, provider?: SocialProvider): User {
    const user: User = {
      id: String(this.nextId++),
      email: normaliseEmail(seed.email),
      displayName: seed.displayName,
      roles: [...seed.roles],
      confirmed: seed.confirmed ?? true,
    };
    this.accounts.set(user.email, { user, password: seed.password, ...(provider ? { provider } : {}) });
    return user;
  }

  /** What the confirmation e-mail's link does. */
  confirm(email: string): void {
    const account = this.account(email);
    if (account) account.user.confirmed = true;
  }

  confirmationMailsTo(email: string): number {
    return this.confirmationMails.get(normaliseEmail(email)) ?? 0;
  }

  mailConfirmation(email: string): void {
    this.confirmationMails.set(normaliseEmail(email), this.confirmationMailsTo(email) + 1);
  }

  /** Deletes the account and takes back its sessions; answers what was deleted. */
  deleteAccount(email: string): StoredAccount | undefined {
    const key = normaliseEmail(email);
    const deleted = this.accounts.get(key);
    this.accounts.delete(key);
    this.revokeAll(key);
    return deleted;
  }

  /** Counts a failed sign-in; `auth/rate-limited` once a minute holds MAX_FAILED_SIGN_INS_PER_MINUTE, whatever the e-mail. */
  refuseSignInsWhileLimited(now: number): void {
    while (this.failedSignIns.length > 0 && now - (this.failedSignIns[0] ?? 0) > 60_000) this.failedSignIns.shift();
    if (this.failedSignIns.length >= MAX_FAILED_SIGN_INS_PER_MINUTE) throw new DomainError('auth/rate-limited');
  }

  failedSignIn(now: number): void {
    this.failedSignIns.push(now);
  }

  /** A reset e-mail's code, for an existing account only (the answer is the same either way). */
  issueResetCode(email: string, now: number): void {
    const key = normaliseEmail(email);
    if (this.accounts.has(key)) this.resetCodes.set(key, `reset-${this.nextId++}-${now.toString(36)}`);
  }

  resetCodeFor(email: string): string | undefined {
    return this.resetCodes.get(normaliseEmail(email));
  }

  private resetEntry(code: unknown): [string, string] | undefined {
    return typeof code === 'string' && code !== '' ? [...this.resetCodes.entries()].find(([, c]) => c === code) : undefined;
  }

  knowsResetCode(code: unknown): boolean {
    return this.resetEntry(code) !== undefined;
  }

  /** The account a reset code was issued for, the code spent; undefined for an unknown or malformed code. */
  spendResetCode(code: unknown): StoredAccount | undefined {
    const entry = this.resetEntry(code);
    if (!entry) return undefined;
    this.resetCodes.delete(entry[0]);
    return this.accounts.get(entry[0]);
  }

  /** A reset as Strapi does it: the code spent, the password set, every session of the account taken back. */
  resetPassword(reset: PasswordReset): StoredAccount {
    if (!this.knowsResetCode(reset.code)) throw new DomainError('auth/invalid-reset-code');
    if (reset.password !== reset.passwordConfirmation) throw new DomainError('auth/password-mismatch');
    if (passwordError(reset.password)) throw new DomainError('auth/weak-password');
    const account = this.spendResetCode(reset.code);
    if (!account) throw new DomainError('auth/invalid-reset-code');
    account.password = reset.password;
    this.revokeAll(account.user.email);
    return account;
  }

  /**
   * A password change in the session `token`, as Strapi does it: every session of the account taken back, a new one
   * answered for the changing browser. A wrong current password counts against the sign-in like re-authentication's
   * (`auth/reauth-locked` once that ended it); `auth/not-signed-in` for a dead session.
   */
  changePassword(token: string | null, change: PasswordChange, now: number): string {
    const account = this.accountOf(token);
    if (!token || !account) throw new DomainError('auth/not-signed-in');
    if (account.password === null || account.password !== change.currentPassword) {
      throw new DomainError(this.countWrongPassword(token, now) ? 'auth/reauth-locked' : 'auth/invalid-credentials');
    }
    if (change.password !== change.passwordConfirmation) throw new DomainError('auth/password-mismatch');
    if (passwordError(change.password)) throw new DomainError('auth/weak-password');
    account.password = change.password;
    this.revokeAll(account.user.email);
    return this.startSession(account.user.email, now);
  }

  /**
   * The account a provider's vouched-for e-mail signs in: its own, or a new one without a password, as Strapi makes
   * it; the e-mail of an account that signs in otherwise is `auth/provider-email-taken`.
   */
  providerAccount(provider: SocialProvider, email: string, displayName: string): User {
    const existing = this.account(email);
    if (existing && existing.provider !== provider) throw new DomainError('auth/provider-email-taken');
    return existing?.user ?? this.addAccount({ email, password: null, displayName, roles: ['visitor'] }, provider);
  }

  startSession(email: string, now: number): string {
    const id = `${TOKEN_PREFIX}${this.nextSession++}-${now.toString(36)}`;
    this.sessions.set(id, { email: normaliseEmail(email), signedInAt: now, wrongPasswords: 0 });
    return id;
  }

  /** The account a session token stands for while the session lives; null once it was taken back. */
  accountOf(token: string | null): StoredAccount | null {
    const session = token ? this.sessions.get(token) : undefined;
    return (session && this.accounts.get(session.email)) ?? null;
  }

  /** What the functions' identity gate asks: does the service accept this token now? */
  accepts(token: string): boolean {
    return this.accountOf(token) !== null;
  }

  revoke(token: string | null): void {
    if (token) this.sessions.delete(token);
  }

  revokeAll(email: string): void {
    const key = normaliseEmail(email);
    for (const [token, session] of this.sessions) if (session.email === key) this.sessions.delete(token);
  }

  /** Counts a wrong password against the session; true when that ended it (the same count as re-authentication's). */
  countWrongPassword(token: string, now: number): boolean {
    const session = this.sessions.get(token);
    if (!session) return false;
    const verdict = judgeReauthentication({ hasPassword: true, passwordMatches: false, password: '-', signedInAt: session.signedInAt, wrongSoFar: session.wrongPasswords, now });
    session.wrongPasswords += 1;
    if (verdict.ok || verdict.code !== 'auth/reauth-locked') return false;
    this.sessions.delete(token);
    return true;
  }

  /**
   * Re-authentication as the cms's POST /api/account/reauthenticate answers it (domain judgeReauthentication): resolves
   * for the password or a fresh provider sign-in; rejects `auth/reauth-required`, `auth/wrong-password` (with
   * `attemptsLeft`), `auth/reauth-locked` (the session taken back) or `auth/not-signed-in` for a dead session.
   */
  reauthenticate(token: string | null, given: unknown, now: number): void {
    const session = token ? this.sessions.get(token) : undefined;
    const account = session && this.accounts.get(session.email);
    if (!token || !session || !account) throw new DomainError('auth/not-signed-in');
    const password = reauthenticationPassword(given);
    const verdict = judgeReauthentication({
      hasPassword: account.password !== null,
      passwordMatches: account.password !== null && password === account.password,
      password,
      signedInAt: session.signedInAt,
      wrongSoFar: session.wrongPasswords,
      now,
    });
    if (verdict.ok) {
      session.wrongPasswords = 0;
      return;
    }
    if (verdict.code === 'auth/wrong-password') {
      session.wrongPasswords += 1;
      throw new DomainError(verdict.code, undefined, { attemptsLeft: verdict.attemptsLeft });
    }
    if (verdict.code === 'auth/reauth-locked') this.sessions.delete(token);
    throw new DomainError(verdict.code);
  }
}
