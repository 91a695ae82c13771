// Reading the Strapi settings and binding the couples' accounts lazily; kept apart from strapi-bindings.ts, which
// brings the whole Strapi client (axios, qs, js-cookie) into its chunk.
import type { Container } from 'inversify';
import type { StrapiConfig } from '../../../adapters/strapi/strapi-config';
import { LazyStrapiAccounts } from '../../../adapters/strapi/strapi-lazy-accounts';
import { TOKENS } from '../../../ports/tokens';

/**
 * The built site: content comes from the published snapshot (bound elsewhere); couples' accounts stay on Strapi but
 * load on first use, so content pages carry no Strapi client.
 */
export function bindLazyStrapiAccounts(container: Container, config: StrapiConfig): void {
  const accounts = new LazyStrapiAccounts(config);
  container.bind(TOKENS.VisitorAuth).toConstantValue(accounts);
  container.bind(TOKENS.SocialSignIn).toConstantValue(accounts);
  container.bind(TOKENS.BackendErrors).toConstantValue(accounts);
  container.bind(TOKENS.AccountBotChallenges).toConstantValue(accounts);
}

export function readStrapiConfig(env: Record<string, string | boolean | undefined>, defaultUrl: string): StrapiConfig {
  const version = String(env.VITE_STRAPI_API_VERSION ?? 'v5');
  if (version !== 'v3' && version !== 'v4' && version !== 'v5') throw new Error(`VITE_STRAPI_API_VERSION must be v3, v4 or v5 (got "${version}")`);
  return { baseUrl: String(env.VITE_STRAPI_URL || defaultUrl).replace(/\/+$/, ''), version };
}
