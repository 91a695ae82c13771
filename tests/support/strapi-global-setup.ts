import type { TestProject } from 'vitest/node';
// @ts-expect-error -- plain ESM helper of the cms package, no type declarations
import { startOAuthProviderStandin } from '../../cms/test-support/oauth-provider-standin.mjs';
// @ts-expect-error -- plain ESM helper of the cms package, no type declarations
import { startTestStrapi } from '../../cms/test-support/strapi-test-server.mjs';
import type { StrapiDatabase } from './strapi-database';

interface TestStrapi {
  url: string;
  env: Record<string, string>;
  uploadsDir: string;
  mailUrl: string;
  database: StrapiDatabase;
  stop(): Promise<void>;
}

declare module 'vitest' {
  export interface ProvidedContext {
    strapiUrl: string;
    strapiMailUrl: string;
    /** Its database (SQLite, or PostgreSQL when the layer runs in a throwaway cluster): tests act on it as an admin would. */
    strapiDatabase: StrapiDatabase;
    /** What a Strapi CLI command needs to act on this server's database and uploads (the backup tests). */
    strapiEnv: Record<string, string>;
    strapiUploadsDir: string;
    /** Google sign-in is on with this made-up client id (Facebook stays off): both provider states are testable. */
    strapiGoogleClientId: string;
    /** The stand-in for Google's OAuth endpoints that this Strapi's Google sign-in talks to (oauth-provider-standin.mjs). */
    providerStandinUrl: string;
  }
}

const GOOGLE_CLIENT_ID = 'svatebni-fotograf-test.apps.googleusercontent.com';
const GOOGLE_CLIENT_SECRET = 'vymysleny-tajny-klic';

/**
 * One seeded Strapi for the contract suites; a generous auth rate limit so the suites never trip it. Its Google
 * sign-in talks to a local stand-in of Google's OAuth endpoints, registered with the same client id and secret.
 */
export default async function setup(project: TestProject) {
  const started = Date.now();
  const standin = (await startOAuthProviderStandin({ clientId: GOOGLE_CLIENT_ID, clientSecret: GOOGLE_CLIENT_SECRET })) as { url: string; stop(): Promise<void> };
  let strapi: TestStrapi;
  try {
    strapi = (await startTestStrapi({
      providerStandin: standin.url,
      env: { AUTH_RATE_LIMIT_MAX: '1000', GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET },
    })) as TestStrapi;
  } catch (error) {
    await standin.stop();
    throw error;
  }
  console.log(`Strapi (${strapi.database.client}) ready at ${strapi.url} in ${((Date.now() - started) / 1000).toFixed(1)} s (boot + seed)`);
  project.provide('strapiUrl', strapi.url);
  project.provide('strapiMailUrl', strapi.mailUrl);
  project.provide('strapiDatabase', strapi.database);
  project.provide('strapiEnv', strapi.env);
  project.provide('strapiUploadsDir', strapi.uploadsDir);
  project.provide('strapiGoogleClientId', GOOGLE_CLIENT_ID);
  project.provide('providerStandinUrl', standin.url);
  return async () => {
    await strapi.stop();
    await standin.stop();
  };
}
