import type { User } from '../domain/user/user';

export const socialProviders = ['google', 'facebook'] as const;
export type SocialProvider = (typeof socialProviders)[number];

/**
 * Sign-in through an external provider (visitor accounts only).
 *
 * Contract:
 * - `startUrl(provider)` is the address the browser is sent to (a whole-page navigation), one per provider, naming it.
 *   The accounts service runs the provider's consent and keeps the provider's answer in a session of its own (Strapi:
 *   its session cookie, on its own origin; never in an address), then sends the browser back to
 *   `/prihlaseni/{provider}/callback`. What the browser came back with there is `returned` (an `error` when the
 *   visitor declined or the exchange with the provider failed).
 * - `complete(provider, returned)` exchanges that answer for a visitor session, once, and resolves its user, who is
 *   then the AuthPort's `currentUser()`. Any previous session is cleared first, so after a refusal nobody is signed
 *   in. The same provider account always resolves the same user.
 * - The account's e-mail is the one the provider vouches for as verified, so the account is `confirmed` like one whose
 *   owner clicked the confirmation link: the couple's portal finds bookings by it. A provider that does not vouch for
 *   the e-mail makes no account.
 * - Refusals: no completed consent, one already exchanged, an unvouched e-mail or `returned` naming an error reject
 *   `auth/provider-failed`; an e-mail that belongs to an account signing in otherwise (a password) rejects
 *   `auth/provider-email-taken`, and that account is neither signed in nor changed; a provider that is not enabled
 *   rejects `auth/unsupported`.
 */
export interface SocialSignInPort {
  startUrl(provider: SocialProvider): string;
  complete(provider: SocialProvider, returned: URLSearchParams): Promise<User>;
}
