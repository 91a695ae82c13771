import type { SocialProvider } from '../../ports/social-sign-in-port';

/** What a provider's consent screen answered: the provider account's e-mail, and whether the provider vouches for it. */
export interface ProviderConsent {
  provider: SocialProvider;
  email: string;
  verified: boolean;
}

const PARAMETER = 'souhlas';

/**
 * The fake's stand-in for the providers' consent screens and the accounts service's provider session: each consent
 * comes back in the callback address (`?souhlas=…`) and is exchanged once. The demo's own start addresses carry the
 * demo consent, which the demo provider gives again on every click (as its account `{provider}.uzivatel@example.cz`).
 */
export class InMemoryProviderConsents {
  private readonly pending = new Map<string, ProviderConsent>();
  private next = 1;

  /** The callback address the demo provider sends the browser back to, consenting at once. */
  demoCallback(provider: SocialProvider): string {
    return `/prihlaseni/${provider}/callback?${PARAMETER}=demo-${provider}`;
  }

  /** Test hook: the visitor consented at `consent.provider` as `consent.email`; what the browser comes back with. */
  grant(consent: ProviderConsent): URLSearchParams {
    const token = `${consent.provider}-${(this.next += 1)}-${crypto.randomUUID()}`;
    this.pending.set(token, { ...consent });
    return new URLSearchParams({ [PARAMETER]: token });
  }

  /** The consent `returned` carries for `provider`, spent by this call; null when there is none (or not for it). */
  take(provider: SocialProvider, returned: URLSearchParams): ProviderConsent | null {
    const token = returned.get(PARAMETER) ?? '';
    if (token === `demo-${provider}`) return { provider, email: `${provider}.uzivatel@example.cz`, verified: true };
    const consent = this.pending.get(token);
    this.pending.delete(token);
    return consent?.provider === provider ? consent : null;
  }
}
