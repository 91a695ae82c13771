import { DomainError } from '../errors';

export type Role = 'admin' | 'visitor';

/** A signed-in person: a couple's visitor account (Strapi) or the photographer (Firebase, admin claim). */
export interface User {
  id: string;
  email: string;
  displayName: string;
  roles: Role[];
  /** Whether the e-mail address was confirmed. */
  confirmed: boolean;
}

export function isAdmin(user: User | null | undefined): boolean {
  return !!user && user.roles.includes('admin');
}

export interface Credentials {
  identifier: string;
  password: string;
}

export interface Registration {
  username: string;
  email: string;
  password: string;
}

export const PASSWORD_MIN_LENGTH = 8;

export function passwordError(password: string): 'auth/weak-password' | undefined {
  return password.length < PASSWORD_MIN_LENGTH || !/\d/.test(password) || !/[^\d]/.test(password)
    ? 'auth/weak-password'
    : undefined;
}

/** Who is calling, as the server verified it (a Firebase ID token's uid, e-mail and admin claim) or a fake's user. */
export interface Caller {
  uid: string;
  email?: string;
  /** Exactly the boolean `admin` custom claim, as firestore.rules check it. */
  admin: boolean;
}

/** A fake's signed-in user as the caller the use cases check (the functions read the same from a verified token). */
export function callerOf(user: User | null): Caller | null {
  return user ? { uid: user.id, email: user.email, admin: isAdmin(user) } : null;
}

/** The photographer's desk only: `auth/not-signed-in` without a caller, `auth/forbidden` without the claim. Answers
 * who acts, as the history records it (the e-mail, else the uid). */
export function requireAdmin(caller: Caller | null | undefined): string {
  if (!caller) throw new DomainError('auth/not-signed-in');
  if (!caller.admin) throw new DomainError('auth/forbidden');
  return caller.email ?? caller.uid;
}

/**
 * A couple as the accounts service vouches for them: the account id and its confirmed e-mail (trimmed, lower case),
 * the only key under which the couple's portal finds bookings (`contact.email`, compared the same way).
 */
export interface CoupleIdentity {
  accountId: string;
  email: string;
}

/** The e-mail as bookings are matched against an account: trimmed and lower case. */
export function normalisedEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * The accounts service's answer about a session's user (Strapi's `GET /users/me`, or a fake's user) → the couple it
 * proves, or null: only an account with a confirmed e-mail that is not blocked is anybody.
 */
export function coupleIdentityOf(account: unknown): CoupleIdentity | null {
  const fields = account as { id?: unknown; documentId?: unknown; email?: unknown; confirmed?: unknown; blocked?: unknown } | null;
  if (typeof fields !== 'object' || fields === null) return null;
  if (fields.confirmed !== true || fields.blocked === true) return null;
  if (typeof fields.email !== 'string' || !fields.email.includes('@')) return null;
  const id = fields.documentId ?? fields.id;
  if ((typeof id !== 'string' || id === '') && typeof id !== 'number') return null;
  return { accountId: String(id), email: normalisedEmail(fields.email) };
}
