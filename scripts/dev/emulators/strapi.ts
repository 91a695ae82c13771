// The emulator layer's own test Strapi: the accounts service the couple's portal callables verify sessions with
// (adapters/strapi/server/strapi-couple-verifier.ts asks its GET /api/users/me). One throw-away Strapi (fresh SQLite, its own MailDev,
// no demo content: the e-mails keep naming slugs as before) on a port of its own, so it never collides with the dev
// stack's 1337 or the e2e run's 1339. Skipped when the launcher was given a Strapi (FUNCTIONS_STRAPI_URL: npm start,
// the e2e run) or with --no-strapi.
import { startTestStrapi } from '../test-strapi.ts';
import { accountErasureEnv } from './settings.ts';

export const EMULATORS_STRAPI_PORT = Number(process.env.EMULATORS_STRAPI_PORT ?? 1338);

/**
 * Starts it; resolves `{ url, env, stop }` where `env` is what the tests run inside the emulators read:
 * EMULATORS_STRAPI_URL, EMULATORS_STRAPI_MAIL_URL (its MailDev, for confirmation links) and
 * EMULATORS_STRAPI_JWT_SECRET (this run's random signing key, so a test can mint an expired token Strapi must refuse)
 * and EMULATORS_STRAPI_DATABASE_FILE (its SQLite file: a test blocks an account there, as the admin panel would), and
 * EMULATORS_STRAPI_ALTCHA_KEY (its bot-barrier key: tests register accounts with cheap challenges signed with it).
 * Deleting an account there reports it to the emulated functions first (accountErasureEnv), as production does.
 */
export interface EmulatorStrapi {
  url: string;
  env: Record<string, string>;
  stop(): Promise<void>;
}

export async function startEmulatorStrapi(): Promise<EmulatorStrapi> {
  const strapi = await startTestStrapi({
    port: EMULATORS_STRAPI_PORT,
    seed: false,
    // The emulator tests block accounts in its SQLite file (tests/support/portal-strapi.ts).
    database: 'sqlite',
    // Every test registers and signs in accounts from 127.0.0.1. A deleted account is reported to the functions.
    env: { AUTH_RATE_LIMIT_MAX: '1000', ...accountErasureEnv() },
  });
  return {
    url: strapi.url,
    env: {
      EMULATORS_STRAPI_URL: strapi.url,
      EMULATORS_STRAPI_MAIL_URL: strapi.mailUrl,
      EMULATORS_STRAPI_JWT_SECRET: strapi.env.JWT_SECRET ?? '',
      EMULATORS_STRAPI_DATABASE_FILE: strapi.databaseFile ?? '',
      EMULATORS_STRAPI_ALTCHA_KEY: strapi.env.ALTCHA_HMAC_KEY ?? '',
    },
    stop: () => strapi.stop(),
  };
}
