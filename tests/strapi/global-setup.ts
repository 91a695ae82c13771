import type { TestProject } from 'vitest/node';
// @ts-expect-error -- plain ESM helper of the cms package, no type declarations
import { startTestStrapi } from '../../cms/test-support/strapi-test-server.mjs';

interface TestStrapi {
  url: string;
  env: Record<string, string>;
  uploadsDir: string;
  mailUrl: string;
  databaseFile: string;
  stop(): Promise<void>;
}

declare module 'vitest' {
  export interface ProvidedContext {
    strapiUrl: string;
    strapiMailUrl: string;
    strapiDatabaseFile: string;
    /** What a Strapi CLI command needs to act on this server's database and uploads (the backup tests). */
    strapiEnv: Record<string, string>;
    strapiUploadsDir: string;
    /** Google sign-in is on with this made-up client id (Facebook stays off): both provider states are testable. */
    strapiGoogleClientId: string;
  }
}

const GOOGLE_CLIENT_ID = 'svatebni-fotograf-test.apps.googleusercontent.com';

/** One seeded Strapi for the contract suites; a generous auth rate limit so the suites never trip it. */
export default async function setup(project: TestProject) {
  const started = Date.now();
  const strapi = (await startTestStrapi({
    env: { AUTH_RATE_LIMIT_MAX: '1000', GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET: 'vymysleny-tajny-klic' },
  })) as TestStrapi;
  console.log(`Strapi ready at ${strapi.url} in ${((Date.now() - started) / 1000).toFixed(1)} s (boot + seed)`);
  project.provide('strapiUrl', strapi.url);
  project.provide('strapiMailUrl', strapi.mailUrl);
  project.provide('strapiDatabaseFile', strapi.databaseFile);
  project.provide('strapiEnv', strapi.env);
  project.provide('strapiUploadsDir', strapi.uploadsDir);
  project.provide('strapiGoogleClientId', GOOGLE_CLIENT_ID);
  return async () => {
    await strapi.stop();
  };
}
