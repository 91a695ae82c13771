import type { User as FirebaseUser } from 'firebase/auth';
import { DomainError } from '../../domain/errors';
import { passwordError, type Credentials, type User } from '../../domain/user/user';
import type { AuthPort, PasswordChange, PasswordReset, RegistrationResult, Unsubscribe } from '../../ports/auth-port';
import { authError, refreshError } from './firebase-errors';
import type { FirebaseStartup } from './firebase-startup';

const loadAuth = () => import('./firebase-auth-sdk');

/** Admin rights are exactly the boolean custom claim `admin: true` — the same test the rules and functions make. */
async function toUser(user: FirebaseUser, forceRefresh = false): Promise<User> {
  const token = await user.getIdTokenResult(forceRefresh);
  return {
    id: user.uid,
    email: user.email ?? '',
    displayName: user.displayName ?? user.email ?? '',
    roles: token.claims.admin === true ? ['admin'] : ['visitor'],
    confirmed: user.emailVerified,
  };
}

const sameUser = (a: User | null, b: User | null) =>
  a === b || (!!a && !!b && a.id === b.id && a.roles.join() === b.roles.join() && a.email === b.email);

/**
 * The photographer's sign-in (e-mail + password). Sessions, token refresh and persistence stay with the Firebase SDK;
 * this adapter only mirrors its state as a domain User. Registration is not offered (the admin account is created
 * with scripts/ops/admin-grant.ts).
 *
 * Made by the composition with `new`, not bound by class: the sign-in page's first stage of services
 * (src/app/composition/sign-in-stage.ts) builds it without loading inversify, and the full container reuses it.
 */
export class FirebaseAuth implements AuthPort {
  private user: User | null = null;
  private readonly listeners = new Set<(user: User | null) => void>();
  private readyPromise: Promise<User | null> | undefined;
  private ended = false;

  constructor(private readonly startup: FirebaseStartup) {}

  ready(): Promise<User | null> {
    this.readyPromise ??= this.start().catch(() => null);
    return this.readyPromise;
  }

  private async start(): Promise<User | null> {
    const { auth, initialUser } = await this.startup.coreServices();
    const { onAuthStateChanged, signOut } = await loadAuth();
    this.user = initialUser ? await this.restore(initialUser, () => signOut(auth)) : null;
    // Sign-outs elsewhere (another tab, a revoked session) reach the UI too; own sign-ins are already applied.
    onAuthStateChanged(auth, (next) => {
      void (next ? toUser(next) : Promise.resolve(null)).then((user) => this.setUser(user)).catch(() => this.setUser(null));
    });
    return this.currentUser();
  }

  /**
   * The admin pages start from a freshly issued ID token, not the cached one (valid up to an hour): a demoted
   * account arrives without the claim, and a revoked session (scripts/ops/admin-revoke.ts) cannot refresh at all and
   * is signed out here. Offline, the cached token decides; the rules and functions check every request anyway.
   */
  private async restore(stored: FirebaseUser, signOut: () => Promise<void>): Promise<User | null> {
    try {
      return await toUser(stored, true);
    } catch (error) {
      if (refreshError(error).code !== 'auth/session-ended') return toUser(stored).catch(() => null);
      this.ended = true;
      await signOut().catch(() => undefined);
      return null;
    }
  }

  currentUser(): User | null {
    return this.user ? structuredClone(this.user) : null;
  }

  sessionEnded(): boolean {
    return this.ended;
  }

  onChange(listener: (user: User | null) => void): Unsubscribe {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }

  private setUser(user: User | null): void {
    if (sameUser(this.user, user)) return;
    this.user = user;
    for (const listener of [...this.listeners]) listener(this.currentUser());
  }

  private async services() {
    await this.ready();
    return this.startup.coreServices();
  }

  async signIn(credentials: Credentials): Promise<User> {
    const { auth } = await this.services();
    const { signInWithEmailAndPassword, signOut } = await loadAuth();
    try {
      const { user } = await signInWithEmailAndPassword(auth, credentials.identifier.trim(), credentials.password);
      const signedIn = await toUser(user);
      this.ended = false;
      this.setUser(signedIn);
      return structuredClone(signedIn);
    } catch (error) {
      if (auth.currentUser) await signOut(auth).catch(() => undefined);
      this.setUser(null);
      throw authError(error);
    }
  }

  async signOut(): Promise<void> {
    const { auth } = await this.services();
    const { signOut } = await loadAuth();
    await signOut(auth);
    this.setUser(null);
  }

  async register(): Promise<RegistrationResult> {
    throw new DomainError('auth/unsupported', 'The admin account is not registered through the site');
  }

  async sendEmailConfirmation(): Promise<void> {
    throw new DomainError('auth/unsupported');
  }

  async requestPasswordReset(email: string): Promise<void> {
    const { auth } = await this.services();
    const { sendPasswordResetEmail } = await loadAuth();
    try {
      await sendPasswordResetEmail(auth, email.trim());
    } catch (error) {
      // Same answer for unknown accounts, so the form cannot be used to probe which e-mails exist.
      const mapped = authError(error);
      if (mapped.code === 'network/unavailable' || mapped.code === 'auth/rate-limited') throw mapped;
    }
  }

  async resetPassword(reset: PasswordReset): Promise<User> {
    const code: unknown = reset.code;
    if (typeof code !== 'string' || code.trim() === '') throw new DomainError('auth/invalid-reset-code');
    const { auth } = await this.services();
    const { verifyPasswordResetCode, confirmPasswordReset } = await loadAuth();
    const email = await verifyPasswordResetCode(auth, code).catch((error: unknown) => {
      throw authError(error, 'auth/invalid-reset-code');
    });
    if (reset.password !== reset.passwordConfirmation) throw new DomainError('auth/password-mismatch');
    if (passwordError(reset.password)) throw new DomainError('auth/weak-password');
    await confirmPasswordReset(auth, code, reset.password).catch((error: unknown) => {
      throw authError(error, 'auth/invalid-reset-code');
    });
    return this.signIn({ identifier: email, password: reset.password });
  }

  async changePassword(change: PasswordChange): Promise<void> {
    const { auth } = await this.services();
    const current = auth.currentUser;
    if (!current || !current.email || !this.user) throw new DomainError('auth/not-signed-in');
    const { EmailAuthProvider, reauthenticateWithCredential, updatePassword } = await loadAuth();
    try {
      await reauthenticateWithCredential(current, EmailAuthProvider.credential(current.email, change.currentPassword));
    } catch (error) {
      throw authError(error, 'auth/invalid-credentials');
    }
    if (change.password !== change.passwordConfirmation) throw new DomainError('auth/password-mismatch');
    if (passwordError(change.password)) throw new DomainError('auth/weak-password');
    await updatePassword(current, change.password).catch((error: unknown) => {
      throw authError(error);
    });
  }
}
