// @ts-expect-error -- plain ESM helper of the cms package, no type declarations
import { startTestStrapi as startUntyped } from '../../cms/test-support/strapi-test-server.mjs';

/** A fresh Strapi (SQLite, its own MailDev) that the tools here start for a build, a benchmark or the emulators. */
export interface TestStrapi {
  url: string;
  /** The environment it runs with (its random secrets included). */
  env: Record<string, string>;
  mailUrl: string;
  databaseFile: string;
  stop(): Promise<void>;
}

export interface TestStrapiOptions {
  port?: number;
  env?: Record<string, string>;
  timeoutMs?: number;
  seed?: boolean;
}

/** cms/test-support/strapi-test-server.mjs, typed for the scripts. */
export const startTestStrapi: (options?: TestStrapiOptions) => Promise<TestStrapi> = startUntyped;
