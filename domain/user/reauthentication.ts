/**
 * Proving it is still the couple before the GDPR self-service ("Stáhnout moje údaje", "Smazat účet"): a session alone
 * is not enough for what it exports or deletes, so the accounts service checks the password again — or, for an
 * account that has none (provider sign-in), that the session's sign-in is fresh. Wrong passwords count per sign-in;
 * at the limit the session is taken back, so a stolen session gives at most that many guesses. The numbers are
 * repeated in the cms (cms/src/sessions/reauthentication.ts); adapters/strapi/strapi-sessions.strapi.test.ts fails if
 * they drift.
 */
export const REAUTHENTICATION = {
  /** Wrong passwords one sign-in may try (re-authentication and change-password together); the last ends it. */
  maxWrongPasswords: 5,
  /** How recent an account without a password must have signed in to count as proven. */
  freshSignInMs: 10 * 60_000,
  /** Longer is never a password (bcrypt reads 72 bytes): treated as none, without asking the accounts service. */
  maxPasswordLength: 1_000,
} as const;

/** The password as the server forwards it: a string of at most maxPasswordLength, '' for anything else. */
export function reauthenticationPassword(value: unknown): string {
  return typeof value === 'string' && value.length <= REAUTHENTICATION.maxPasswordLength ? value : '';
}

/** What a re-authentication attempt is up against: the account, the sign-in and what was typed. */
export interface ReauthenticationAttempt {
  /** Whether the account has a password at all (a provider sign-in's has none). */
  hasPassword: boolean;
  /** Whether the typed password (as reauthenticationPassword passed it) is the account's. */
  passwordMatches: boolean;
  password: string;
  /** When this sign-in started. */
  signedInAt: number;
  /** Wrong passwords this sign-in has tried so far. */
  wrongSoFar: number;
  now: number;
}

export type ReauthenticationVerdict =
  | { ok: true }
  | { ok: false; code: 'auth/reauth-required' }
  | { ok: false; code: 'auth/wrong-password'; attemptsLeft: number }
  | { ok: false; code: 'auth/reauth-locked' };

/**
 * The rule the accounts service applies (the cms repeats it in cms/src/api/account): the account's password proves
 * it; an account without one proves it by a sign-in within freshSignInMs; no password is `auth/reauth-required`; a
 * wrong one counts, and the one that reaches maxWrongPasswords ends the sign-in (`auth/reauth-locked`).
 */
export function judgeReauthentication(attempt: ReauthenticationAttempt): ReauthenticationVerdict {
  if (!attempt.hasPassword) {
    const age = attempt.now - attempt.signedInAt;
    return age >= 0 && age <= REAUTHENTICATION.freshSignInMs ? { ok: true } : { ok: false, code: 'auth/reauth-required' };
  }
  if (attempt.password === '') return { ok: false, code: 'auth/reauth-required' };
  if (attempt.passwordMatches) return { ok: true };
  const wrong = attempt.wrongSoFar + 1;
  return wrong >= REAUTHENTICATION.maxWrongPasswords
    ? { ok: false, code: 'auth/reauth-locked' }
    : { ok: false, code: 'auth/wrong-password', attemptsLeft: REAUTHENTICATION.maxWrongPasswords - wrong };
}
