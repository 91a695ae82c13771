import { createRequire } from 'node:module';

/** Where a test Strapi keeps its data (cms/test-support/test-database.mjs): its SQLite file or its PostgreSQL database. */
export type StrapiDatabase =
  | { client: 'sqlite'; filename: string }
  | { client: 'postgres'; host: string; port: number; user: string; password: string; database: string };

/** SQL with `?` placeholders, the same text on SQLite and PostgreSQL (knex translates the placeholders). */
export interface SqlConnection {
  /** The rows a statement returns (none for a write). */
  rows(sql: string, params?: unknown[]): Promise<Array<Record<string, unknown>>>;
  /** How many rows a write changed. */
  changes(sql: string, params?: unknown[]): Promise<number>;
  /** The tables of Strapi's schema, sorted by name. */
  tables(): Promise<string[]>;
}

interface Knex {
  raw(sql: string, params: unknown[]): Promise<unknown>;
  destroy(): Promise<void>;
}

// knex and the drivers are the cms package's (Strapi's own query builder), not the web app's.
const cmsRequire = createRequire(new URL('../../cms/package.json', import.meta.url));

function connect(database: StrapiDatabase, readonly: boolean): Knex {
  const knex = cmsRequire('knex') as (config: object) => Knex;
  if (database.client === 'sqlite') {
    return knex({ client: 'better-sqlite3', connection: { filename: database.filename, options: { readonly } }, useNullAsDefault: true });
  }
  const { host, port, user, password, database: name } = database;
  return knex({ client: 'pg', connection: { host, port, user, password, database: name }, pool: { min: 0, max: 1 } });
}

/**
 * What an admin's tool does to a test Strapi's database (what no API offers), on whichever database the layer runs:
 * one connection for `work`, closed after it. Read-only on SQLite unless `write`.
 */
export async function inStrapiDatabase<T>(database: StrapiDatabase, work: (db: SqlConnection) => Promise<T>, { write = false } = {}): Promise<T> {
  const knex = connect(database, !write);
  const sqlite = database.client === 'sqlite';
  // better-sqlite3 answers a SELECT with its rows and a write with { changes }; pg with { rows, rowCount } for both.
  const raw = async (sql: string, params: unknown[] = []) => (await knex.raw(sql, params)) as Record<string, unknown> | Array<Record<string, unknown>>;
  const connection: SqlConnection = {
    async rows(sql, params) {
      const result = await raw(sql, params);
      return Array.isArray(result) ? result : ((result.rows as Array<Record<string, unknown>> | undefined) ?? []);
    },
    async changes(sql, params) {
      const result = await raw(sql, params);
      if (Array.isArray(result)) throw new Error(`not a write: ${sql}`);
      return Number(sqlite ? result.changes : result.rowCount);
    },
    async tables() {
      const listed = sqlite
        ? await connection.rows("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
        : await connection.rows("SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'");
      return listed.map((row) => String(row.name)).sort();
    },
  };
  try {
    return await work(connection);
  } finally {
    await knex.destroy();
  }
}
