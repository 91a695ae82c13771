import { StrapiAuth } from './strapi-auth';
import { StrapiBackendErrors } from './strapi-backend-errors';
import { StrapiBotChallenges } from './strapi-bot-challenges';
import { StrapiClient } from './strapi-client';
import { sessionHintCookieName, type StrapiConfig } from './strapi-config';
import { CookieSessionHint } from './strapi-session';

/** Couples' accounts on Strapi, assembled by hand: the chunk that brings axios, qs and js-cookie. */
export function createStrapiAccounts(config: StrapiConfig): { auth: StrapiAuth; errors: StrapiBackendErrors; challenges: StrapiBotChallenges } {
  const client = new StrapiClient(config);
  return { auth: new StrapiAuth(client, new CookieSessionHint(sessionHintCookieName(config))), errors: new StrapiBackendErrors(client), challenges: new StrapiBotChallenges(client) };
}
