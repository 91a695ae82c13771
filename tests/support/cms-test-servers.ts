// @ts-expect-error -- plain ESM helper of the cms package, no type declarations
import * as standin from '../../cms/test-support/oauth-provider-standin.mjs';
// @ts-expect-error -- plain ESM helper of the cms package, no type declarations
import * as server from '../../cms/test-support/strapi-test-server.mjs';
import type { StrapiDatabase } from './strapi-database';

/** A throw-away Strapi of the cms package (its own database, uploads and MailDev), started by the cms's test support. */
export interface TestStrapi {
  url: string;
  env: Record<string, string>;
  uploadsDir: string;
  mailUrl: string;
  database: StrapiDatabase;
  /** Its SQLite file (undefined on PostgreSQL). */
  databaseFile?: string;
  stop(): Promise<void>;
}

export interface TestStrapiOptions {
  port?: number;
  env?: Record<string, string>;
  timeoutMs?: number;
  /** false: no demo content (the target of a restore). */
  seed?: boolean;
  /** The OAuth provider stand-in Strapi's provider calls go to. */
  providerStandin?: string;
  /** 'sqlite' even when the run has a PostgreSQL cluster. */
  database?: 'sqlite';
}

/**
 * The cms package's test servers, typed, for tests beside the adapters and the functions: those may not reach into
 * cms/ themselves (eslint.config.js zones), tests/support may.
 */
export const startTestStrapi = server.startTestStrapi as (options?: TestStrapiOptions) => Promise<TestStrapi>;
export const startOAuthProviderStandin = standin.startOAuthProviderStandin as (options: { clientId: string; clientSecret: string }) => Promise<{ url: string; stop(): Promise<void> }>;
/** Where the stand-in's consent page sends the browser back for `choice` (an e-mail, verified or not, or a refusal). */
export const consentAddress = standin.consentAddress as (standin: string, location: URL, choice: { email?: string; verified?: boolean; deny?: boolean }) => string;
/** The provider hosts the stand-in answers for. */
export const STANDIN_HOSTS = standin.STANDIN_HOSTS as string[];
