import type { Container } from 'inversify';
import { StrapiAuth } from '../../../adapters/strapi/strapi-auth';
import { StrapiBackendErrors } from '../../../adapters/strapi/strapi-backend-errors';
import { StrapiClient } from '../../../adapters/strapi/strapi-client';
import { STRAPI_TOKENS, type StrapiConfig } from '../../../adapters/strapi/strapi-config';
import { StrapiContentBackend } from '../../../adapters/strapi/strapi-content-backend';
import { LazyStrapiAccounts } from '../../../adapters/strapi/strapi-lazy-accounts';
import { CookieTokenStore } from '../../../adapters/strapi/strapi-token-store';
import { TOKENS } from '../../../ports/tokens';

/** Content, couples' accounts and provider sign-in from Strapi (emulators and production profiles). */
export function bindStrapi(container: Container, config: StrapiConfig): void {
  container.bind(STRAPI_TOKENS.Config).toConstantValue(config);
  container.bind(STRAPI_TOKENS.Client).to(StrapiClient);
  container.bind(STRAPI_TOKENS.TokenStore).toConstantValue(new CookieTokenStore(config.tokenCookie ?? 'jwt'));
  container.bind(TOKENS.ContentBackend).to(StrapiContentBackend);
  const VisitorAccounts = Symbol.for('strapi.VisitorAccounts');
  container.bind<StrapiAuth>(VisitorAccounts).to(StrapiAuth);
  container.bind(TOKENS.VisitorAuth).toService(VisitorAccounts);
  container.bind(TOKENS.SocialSignIn).toService(VisitorAccounts);
  container.bind(TOKENS.BackendErrors).to(StrapiBackendErrors);
}

/**
 * The built site: content comes from the published snapshot (bound elsewhere); couples' accounts stay on Strapi but
 * load on first use, so content pages carry no Strapi client.
 */
export function bindLazyStrapiAccounts(container: Container, config: StrapiConfig): void {
  const accounts = new LazyStrapiAccounts(config);
  container.bind(TOKENS.VisitorAuth).toConstantValue(accounts);
  container.bind(TOKENS.SocialSignIn).toConstantValue(accounts);
  container.bind(TOKENS.BackendErrors).toConstantValue(accounts);
}

export function readStrapiConfig(env: Record<string, string | boolean | undefined>, defaultUrl: string): StrapiConfig {
  const version = String(env.VITE_STRAPI_API_VERSION ?? 'v5');
  if (version !== 'v3' && version !== 'v4' && version !== 'v5') throw new Error(`VITE_STRAPI_API_VERSION must be v3, v4 or v5 (got "${version}")`);
  return { baseUrl: String(env.VITE_STRAPI_URL || defaultUrl).replace(/\/+$/, ''), version };
}
