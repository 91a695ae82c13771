import type { ServiceIdentifier } from 'inversify';
import type { AxiosRequestConfig } from 'axios';
import type { StrapiClient } from './strapi-client';
import type { SessionHint } from './strapi-session';

export type StrapiVersion = 'v3' | 'v4' | 'v5';

export interface StrapiConfig {
  /** Origin of the Strapi server, e.g. http://127.0.0.1:1337 (no trailing slash). */
  baseUrl: string;
  version: StrapiVersion;
  /** Query parameters for GET /users/me (e.g. `{ populate: ['role'] }`). */
  userQuery?: Record<string, unknown>;
  /** Name of the site's own cookie that says a session may be restored (no secret: strapi-session.ts). */
  sessionHintCookie?: string;
  /** Transport overrides (tests use Node's http adapter instead of XHR). */
  axios?: Pick<AxiosRequestConfig, 'adapter' | 'timeout'>;
}

export const STRAPI_TOKENS = {
  Config: Symbol.for('strapi.Config') as ServiceIdentifier<StrapiConfig>,
  Client: Symbol.for('strapi.Client') as ServiceIdentifier<StrapiClient>,
  SessionHint: Symbol.for('strapi.SessionHint') as ServiceIdentifier<SessionHint>,
} as const;

/** The cookie that says this browser has a couple's session to restore (`signed_in` unless configured). */
export function sessionHintCookieName(config: Pick<StrapiConfig, 'sessionHintCookie'>): string {
  return config.sessionHintCookie ?? 'signed_in';
}

/** `/api` for Strapi 4 and 5; Strapi 3 served its routes at the root. */
export function apiPrefix(version: StrapiVersion): string {
  return version === 'v3' ? '' : '/api';
}
