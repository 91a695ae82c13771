import type { Container } from 'inversify';
import { StrapiAuth } from '../../../adapters/strapi/strapi-auth';
import { StrapiBackendErrors } from '../../../adapters/strapi/strapi-backend-errors';
import { StrapiBotChallenges } from '../../../adapters/strapi/strapi-bot-challenges';
import { StrapiClient } from '../../../adapters/strapi/strapi-client';
import { sessionHintCookieName, STRAPI_TOKENS, type StrapiConfig } from '../../../adapters/strapi/strapi-config';
import { StrapiContentBackend } from '../../../adapters/strapi/strapi-content-backend';
import { CookieSessionHint } from '../../../adapters/strapi/strapi-session';
import { TOKENS } from '../../../ports/tokens';

/** Content, couples' accounts and provider sign-in from Strapi (emulators and production profiles). */
export function bindStrapi(container: Container, config: StrapiConfig): void {
  container.bind(STRAPI_TOKENS.Config).toConstantValue(config);
  // The couple's access token lives in StrapiAuth's memory; the cookie only says a session may be restored.
  container.bind(STRAPI_TOKENS.SessionHint).toConstantValue(new CookieSessionHint(sessionHintCookieName(config)));
  container.bind(STRAPI_TOKENS.Client).to(StrapiClient);
  container.bind(TOKENS.ContentBackend).to(StrapiContentBackend);
  const VisitorAccounts = Symbol.for('strapi.VisitorAccounts');
  container.bind<StrapiAuth>(VisitorAccounts).to(StrapiAuth);
  container.bind(TOKENS.VisitorAuth).toService(VisitorAccounts);
  container.bind(TOKENS.SocialSignIn).toService(VisitorAccounts);
  container.bind(TOKENS.BackendErrors).to(StrapiBackendErrors);
  container.bind(TOKENS.AccountBotChallenges).to(StrapiBotChallenges);
}
