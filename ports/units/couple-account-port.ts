/** The couple's account at the accounts service (Strapi), acting with the couple's own session. */
export interface CoupleAccount {
  /**
   * Proves it is still the couple (domain/user/reauthentication.ts), decided by the accounts service: resolves for the
   * account's password (or, for an account without one, a fresh sign-in); rejects `auth/reauth-required`,
   * `auth/wrong-password`, `auth/reauth-locked` (the session is then taken back) or `auth/not-signed-in`.
   */
  reauthenticate(password: unknown): Promise<void>;
  /** The account's fields as the accounts service answers them (secrets included: the use case picks). */
  fields(): Promise<unknown>;
  /** Deletes the account; the session ends with it. */
  remove(): Promise<void>;
}
