import { StrapiAuth } from './strapi-auth';
import { StrapiBackendErrors } from './strapi-backend-errors';
import { StrapiClient } from './strapi-client';
import type { StrapiConfig } from './strapi-config';
import { CookieTokenStore } from './strapi-token-store';

/** Couples' accounts on Strapi, assembled by hand: the chunk that brings axios, qs and js-cookie. */
export function createStrapiAccounts(config: StrapiConfig): { auth: StrapiAuth; errors: StrapiBackendErrors } {
  const client = new StrapiClient(config);
  return { auth: new StrapiAuth(client, new CookieTokenStore(config.tokenCookie ?? 'jwt')), errors: new StrapiBackendErrors(client) };
}
