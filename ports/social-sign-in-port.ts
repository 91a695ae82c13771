import type { User } from '../domain/user/user';

export const socialProviders = ['google', 'facebook'] as const;
export type SocialProvider = (typeof socialProviders)[number];

/**
 * Sign-in through an external provider (visitor accounts only).
 *
 * Contract: `startUrl(provider)` is the address the browser is sent to; the provider comes back to
 * `/prihlaseni/{provider}/callback?access_token=…`, and `complete(provider, accessToken)` exchanges the token for a
 * session (any previous session is cleared first). A rejected or expired token rejects `auth/invalid-credentials`;
 * a provider that is not enabled rejects `auth/unsupported`.
 */
export interface SocialSignInPort {
  startUrl(provider: SocialProvider): string;
  complete(provider: SocialProvider, accessToken: string): Promise<User>;
}
