import { StrapiAuth } from './strapi-auth';
import { StrapiBackendErrors } from './strapi-backend-errors';
import { StrapiBotChallenges } from './strapi-bot-challenges';
import { StrapiClient } from './strapi-client';
import { tokenCookieName, type StrapiConfig } from './strapi-config';
import { CookieTokenStore } from './strapi-token-store';

/** Couples' accounts on Strapi, assembled by hand: the chunk that brings axios, qs and js-cookie. */
export function createStrapiAccounts(config: StrapiConfig): { auth: StrapiAuth; errors: StrapiBackendErrors; challenges: StrapiBotChallenges } {
  const tokens = new CookieTokenStore(tokenCookieName(config));
  const client = new StrapiClient(config, tokens);
  return { auth: new StrapiAuth(client, tokens), errors: new StrapiBackendErrors(client), challenges: new StrapiBotChallenges(client) };
}
