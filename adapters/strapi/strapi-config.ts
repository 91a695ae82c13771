import type { ServiceIdentifier } from 'inversify';
import type { AxiosRequestConfig } from 'axios';
import type { StrapiClient } from './strapi-client';
import type { TokenStore } from './strapi-token-store';

export type StrapiVersion = 'v3' | 'v4' | 'v5';

export interface StrapiConfig {
  /** Origin of the Strapi server, e.g. http://127.0.0.1:1337 (no trailing slash). */
  baseUrl: string;
  version: StrapiVersion;
  /** Query parameters for GET /users/me (e.g. `{ populate: ['role'] }`). */
  userQuery?: Record<string, unknown>;
  /** Name of the cookie holding the session token. */
  tokenCookie?: string;
  /** Transport overrides (tests use Node's http adapter instead of XHR). */
  axios?: Pick<AxiosRequestConfig, 'adapter' | 'timeout'>;
}

export const STRAPI_TOKENS = {
  Config: Symbol.for('strapi.Config') as ServiceIdentifier<StrapiConfig>,
  Client: Symbol.for('strapi.Client') as ServiceIdentifier<StrapiClient>,
  TokenStore: Symbol.for('strapi.TokenStore') as ServiceIdentifier<TokenStore>,
} as const;

/** The cookie that holds the couple's session token (`jwt` unless configured). */
export function tokenCookieName(config: Pick<StrapiConfig, 'tokenCookie'>): string {
  return config.tokenCookie ?? 'jwt';
}

/** `/api` for Strapi 4 and 5; Strapi 3 served its routes at the root. */
export function apiPrefix(version: StrapiVersion): string {
  return version === 'v3' ? '' : '/api';
}
