import type { User } from '../domain/user/user';

export const socialProviders = ['google', 'facebook'] as const;
export type SocialProvider = (typeof socialProviders)[number];

/**
 * Sign-in through an external provider (visitor accounts only).
 *
 * Contract: `startUrl(provider)` is the address the browser is sent to — one per provider, naming it; the provider
 * comes back to `/prihlaseni/{provider}/callback?access_token=…`, and `complete(provider, accessToken)` exchanges the
 * token for a visitor session and resolves its user, who is then the AuthPort's `currentUser()`. The same provider
 * account always resolves the same user. Any previous session is cleared first, so after a refusal nobody is signed
 * in. A rejected or expired token rejects `auth/invalid-credentials`; a provider that is not enabled rejects
 * `auth/unsupported`.
 */
export interface SocialSignInPort {
  startUrl(provider: SocialProvider): string;
  complete(provider: SocialProvider, accessToken: string): Promise<User>;
}
