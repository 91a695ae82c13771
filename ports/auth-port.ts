import type { Credentials, Registration, User } from '../domain/user/user';

export type Unsubscribe = () => void;

export interface RegistrationResult {
  user: User;
  /** True when the account must confirm its e-mail before it can sign in (no session is started). */
  confirmationRequired: boolean;
}

export interface PasswordReset {
  code: string;
  password: string;
  passwordConfirmation: string;
}

export interface PasswordChange {
  currentPassword: string;
  password: string;
  passwordConfirmation: string;
}

/**
 * One sign-in interface for both visitor accounts (Strapi) and the photographer's admin sign-in (Firebase).
 *
 * Contract (tests/contracts/auth.contract.ts):
 * - `ready()` resolves once the initial session is known (a stored session restored or none); it never rejects:
 *   if the stored session cannot be restored, it resolves `null` and the stored session is discarded.
 * - `sessionEnded()` is true when `ready()` discarded a stored session because it can no longer be restored (the
 *   admin's access was revoked, the account disabled or removed — not a network failure), so the sign-in page can say
 *   why; it is false otherwise and becomes false again on the next sign-in.
 * - `currentUser()` is synchronous and reflects the last known state (`null` before `ready()` resolves).
 * - `onChange(listener)` calls the listener on every sign-in and sign-out, not on subscribe; it returns an
 *   unsubscribe function. Listeners are called after `currentUser()` already returns the new state.
 * - `signIn` resolves the signed-in user or rejects with a `DomainError`: `auth/invalid-credentials`,
 *   `auth/not-confirmed`, `auth/rate-limited`, `network/unavailable`. A failed sign-in leaves nobody signed in.
 * - `register` with an e-mail already in use rejects `auth/email-taken`; with a weak password `auth/weak-password`.
 * - `register`, `requestPasswordReset` and `sendEmailConfirmation` are public writes (an account, an e-mail) behind
 *   the bot barrier: each carries `challenge`, the solved payload of a challenge from TOKENS.AccountBotChallenges (the widget's, '' when
 *   none was solved). Without one, or with a malformed, expired, forged or already used one, they reject
 *   `bot/challenge-failed` and create nothing and send nothing. A challenge is spent by the request that carries
 *   it, even when the request is then refused for another reason: every submission needs a fresh one. The admin
 *   sign-in (Firebase Auth, which guards its own endpoints) does not register and ignores the challenge of a reset.
 * - `sendEmailConfirmation` mails a fresh confirmation link to an unconfirmed account; an unknown e-mail is answered
 *   the same and mails nothing (no account probing); a confirmed account rejects `auth/email-taken`.
 * - `signOut` is idempotent, and takes the session back at the accounts service: its token is refused there afterwards.
 * - Sessions can be taken back. A password change takes back every session of the account, this browser's included,
 *   and continues here with a new one (a new `sessionToken()`); a password reset takes back every session of the
 *   account and starts a new one. A taken-back session's token is refused by the accounts service (and so by the
 *   servers that ask it) from then on, in every browser.
 * - `resetPassword` with an unknown or malformed code rejects `auth/invalid-reset-code` and changes nothing.
 * - `changePassword` requires a session (`auth/not-signed-in`) and the right current password
 *   (`auth/invalid-credentials`).
 * - An adapter that cannot offer an operation (the admin sign-in does not register) rejects `auth/unsupported`.
 * - `sessionToken()` (visitor accounts only) resolves the signed-in session's bearer token as the accounts service
 *   issued it (renewed first when it is about to expire), or null when nobody is signed in or the accounts service
 *   will not renew the session any more (then nobody is). Other adapters send it to servers that verify it with the
 *   accounts service itself (the couple's portal); nothing in the browser reads anything from it, and it is kept in
 *   memory only.
 */
export interface AuthPort {
  ready(): Promise<User | null>;
  currentUser(): User | null;
  sessionEnded(): boolean;
  onChange(listener: (user: User | null) => void): Unsubscribe;
  signIn(credentials: Credentials): Promise<User>;
  signOut(): Promise<void>;
  register(registration: Registration, challenge: string): Promise<RegistrationResult>;
  requestPasswordReset(email: string, challenge: string): Promise<void>;
  resetPassword(reset: PasswordReset): Promise<User>;
  changePassword(change: PasswordChange): Promise<void>;
  sendEmailConfirmation(email: string, challenge: string): Promise<void>;
  sessionToken?(): Promise<string | null>;
}
