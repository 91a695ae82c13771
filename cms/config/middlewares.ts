import { frontendOrigins } from '../lib/frontend-origins';

export default ({ env }) => [
  'strapi::logger',
  'strapi::errors',
  'strapi::security',
  {
    name: 'strapi::cors',
    config: {
      // Production: only the site's origins (FRONTEND_URL); no localhost, since credentials go along.
      origin: frontendOrigins(env('FRONTEND_URL'), env('NODE_ENV')),
      // X-Altcha: the solved bot-barrier challenge of registration and forgot-password (global::altcha-guard).
      headers: ['Content-Type', 'Authorization', 'Origin', 'Accept', 'X-Altcha'],
      credentials: true,
    },
  },
  // After CORS, so a browser can read the 429 answer.
  {
    name: 'global::auth-rate-limit',
    config: {
      max: env.int('AUTH_RATE_LIMIT_MAX', 10),
      windowMs: env.int('AUTH_RATE_LIMIT_WINDOW_MS', 60_000),
    },
  },
  // After the rate limit (a flood is cut before any challenge is checked), before users-permissions.
  'global::altcha-guard',
  'strapi::poweredBy',
  'strapi::query',
  'strapi::body',
  'strapi::session',
  // Inside the session: a provider's answer kept in the session cookie is traded for a JWT once.
  'global::provider-session',
  'strapi::favicon',
  'strapi::public',
];
