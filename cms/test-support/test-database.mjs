// The database of one test Strapi: a SQLite file in its temp folder, or — when the run has a throwaway PostgreSQL
// cluster (scripts/dev/postgres/run.ts sets TEST_POSTGRES_HOST, _PORT, _USER, _PASSWORD, _DATABASE) — a fresh database of its
// own in that cluster, dropped again on stop. Both are described by one plain object the tests open with knex
// (tests/support/strapi-database.ts), so a test reads and writes either the same way.
import crypto from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

/** The throwaway cluster this run was given, if any. */
export function postgresCluster(env = process.env) {
  if (!env.TEST_POSTGRES_PORT) return undefined;
  return {
    host: env.TEST_POSTGRES_HOST || '127.0.0.1',
    port: Number(env.TEST_POSTGRES_PORT),
    user: env.TEST_POSTGRES_USER || 'strapi',
    password: env.TEST_POSTGRES_PASSWORD || '',
    database: env.TEST_POSTGRES_DATABASE || 'strapi',
  };
}

async function withAdminClient(cluster, work) {
  const { Client } = require('pg');
  const client = new Client({ host: cluster.host, port: cluster.port, user: cluster.user, password: cluster.password, database: cluster.database });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * @param {{ tmpDir: string, client?: 'sqlite' | 'postgres' }} options  client: the run's default unless given (a
 *   server whose tests open its SQLite file directly asks for 'sqlite')
 * @returns {Promise<{ database: object, env: Record<string, string>, drop(): Promise<void> }>}
 */
export async function createTestDatabase({ tmpDir, client }) {
  const cluster = postgresCluster();
  if (client === 'sqlite' || !cluster) {
    const filename = path.join(tmpDir, 'data.db');
    return {
      database: { client: 'sqlite', filename },
      env: { DATABASE_CLIENT: 'sqlite', DATABASE_FILENAME: filename },
      drop: async () => undefined,
    };
  }
  const name = `strapi_test_${crypto.randomBytes(6).toString('hex')}`;
  await withAdminClient(cluster, (admin) => admin.query(`CREATE DATABASE ${name} TEMPLATE template0 ENCODING 'UTF8'`));
  return {
    database: { client: 'postgres', host: cluster.host, port: cluster.port, user: cluster.user, password: cluster.password, database: name },
    env: {
      DATABASE_CLIENT: 'postgres',
      // A developer's DATABASE_URL would win over the parts (cms/config/database.ts): blank it.
      DATABASE_URL: '',
      DATABASE_HOST: cluster.host,
      DATABASE_PORT: String(cluster.port),
      DATABASE_NAME: name,
      DATABASE_USERNAME: cluster.user,
      DATABASE_PASSWORD: cluster.password,
      DATABASE_SSL: 'false',
      DATABASE_SCHEMA: 'public',
    },
    // FORCE: a CLI child that was killed may still hold a connection; the database goes anyway.
    drop: () => withAdminClient(cluster, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)),
  };
}
