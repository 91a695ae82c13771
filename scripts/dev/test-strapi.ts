// @ts-expect-error -- plain ESM helper of the cms package, no type declarations
import { startTestStrapi as startUntyped } from '../../cms/test-support/strapi-test-server.mjs';

/**
 * A fresh Strapi (SQLite, or a PostgreSQL database of its own under scripts/dev/postgres/run.ts; its own MailDev) that the
 * tools here start for a build, a benchmark or the emulators.
 */
export interface TestStrapi {
  url: string;
  /** The environment it runs with (its random secrets included). */
  env: Record<string, string>;
  mailUrl: string;
  /** Its SQLite file (undefined on PostgreSQL). */
  databaseFile?: string;
  stop(): Promise<void>;
}

export interface TestStrapiOptions {
  port?: number;
  env?: Record<string, string>;
  timeoutMs?: number;
  seed?: boolean;
  /** 'sqlite' even when the run has a PostgreSQL cluster (what opens the file directly needs it). */
  database?: 'sqlite';
}

/** cms/test-support/strapi-test-server.mjs, typed for the scripts. */
export const startTestStrapi: (options?: TestStrapiOptions) => Promise<TestStrapi> = startUntyped;
