// Starts a throw-away Strapi for tests: a fresh database (a SQLite file, or its own PostgreSQL database when the run
// has a throwaway cluster: test-database.mjs) and uploads in a temp folder, its own MailDev as the SMTP server
// (mail-catcher.mjs), demo content seeded during the single boot, no admin UI.
//
//   import { startTestStrapi } from '../cms/test-support/strapi-test-server.mjs';
//   const strapi = await startTestStrapi();          // { url, env, mailUrl, database, databaseFile, uploadsDir, readMails, restart, stop }
//   const empty = await startTestStrapi({ seed: false }); // schema and permissions only, no content
//   ...; await strapi.stop();
//
// The auth endpoints keep the production per-IP limit (10 POSTs a minute, all tests share
// 127.0.0.1); suites that log in more often pass e.g. { env: { AUTH_RATE_LIMIT_MAX: '1000' } }.
//
// CLI: `node cms/test-support/strapi-test-server.mjs [--port 1337]` prints the URL until Ctrl-C.
import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ensureBuilt } from './build.mjs';
import { freePort, startMailCatcher } from './mail-catcher.mjs';
import { createTestDatabase } from './test-database.mjs';

const CMS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const STRAPI_BIN = path.join(CMS_DIR, 'node_modules', '@strapi', 'strapi', 'bin', 'strapi.js');
const STANDIN_PRELOAD = pathToFileURL(path.join(CMS_DIR, 'test-support', 'oauth-provider-standin-preload.mjs')).href;
const { generatedSecrets } = createRequire(import.meta.url)('../lib/strapi-secrets.js');

/** What a Strapi needs to talk to the OAuth provider stand-in at `url` instead of the real provider hosts. */
function providerStandinEnv(url) {
  if (!url) return {};
  return { SOCIAL_PROVIDER_STANDIN_URL: url, NODE_OPTIONS: [process.env.NODE_OPTIONS, `--import=${STANDIN_PRELOAD}`].filter(Boolean).join(' ') };
}

function testEnv({ port, tmpDir, smtpPort, databaseEnv, overrides }) {
  return {
    ...process.env,
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    PUBLIC_DIR: path.join(tmpDir, 'public'),
    SERVE_ADMIN_PANEL: 'false',
    CMS_SEED_ON_START: 'true',
    ...databaseEnv,
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(smtpPort),
    SMTP_SECURE: 'false',
    SMTP_USER: '',
    SMTP_PASS: '',
    MAIL_FROM: 'web@novakova-foto.cz',
    MAIL_REPLY_TO: 'tereza@novakova-foto.cz',
    FRONTEND_URL: 'http://127.0.0.1:5173',
    // Fresh secrets for each test server: a test can sign an expired bot-barrier challenge with its ALTCHA_HMAC_KEY (env).
    ...generatedSecrets(),
    // Strapi also reads cms/.env, but never over variables already set: blank these so a
    // developer's OAuth keys, limits or a real CI build hook do not leak into tests.
    SITE_REBUILD_HOOK_URL: '',
    SITE_REBUILD_HOOK_SECRET: '',
    ACCOUNT_ERASURE_URL: '',
    ACCOUNT_ERASURE_SECRET: '',
    GOOGLE_CLIENT_ID: '',
    GOOGLE_CLIENT_SECRET: '',
    FACEBOOK_CLIENT_ID: '',
    FACEBOOK_CLIENT_SECRET: '',
    SOCIAL_PROVIDER_STANDIN_URL: '',
    JWT_EXPIRES_IN: '7d',
    AUTH_RATE_LIMIT_MAX: '10',
    AUTH_RATE_LIMIT_WINDOW_MS: '60000',
    // No proxy in front: a forged X-Forwarded-For is ignored (suites acting as several clients set PROXY_HOPS: '1').
    PROXY: '',
    PROXY_HOPS: '0',
    STRAPI_TELEMETRY_DISABLED: 'true',
    BROWSER: 'none',
    ...overrides,
  };
}

async function waitUntilReady(url, readyPath, child, output, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  let exited = null;
  child.once('exit', (code, signal) => (exited = { code, signal }));
  while (Date.now() < deadline) {
    if (exited) throw new Error(`Strapi exited (${exited.code ?? exited.signal}) before it was ready:\n${output()}`);
    try {
      const response = await fetch(`${url}${readyPath}`);
      if (response.status === 200 || response.status === 204) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`Strapi did not answer GET ${readyPath} within ${timeoutMs / 1000} s:\n${output()}`);
}

function killGroup(child, signal) {
  try {
    process.kill(-child.pid, signal); // negative pid: the whole group (Strapi may fork workers)
  } catch {
    // already gone
  }
}

/**
 * @param {{ port?: number, env?: Record<string, string>, timeoutMs?: number, seed?: boolean, providerStandin?: string }} [options]
 *   seed: false starts without the demo content (e.g. as the target of a restore);
 *   providerStandin: the URL of an OAuth provider stand-in (oauth-provider-standin.mjs) Strapi's provider calls go to;
 *   database: 'sqlite' keeps SQLite even when the run has a PostgreSQL cluster (for tests that open the file)
 *   timeoutMs: a hang detector, not a budget: a seeded boot converts the demo photos, minutes on a loaded 2-core machine
 */
export async function startTestStrapi({ port, env = {}, timeoutMs = 600_000, seed = true, providerStandin, database: client } = {}) {
  await ensureBuilt(CMS_DIR);

  const mail = await startMailCatcher();
  const tmpDir = await fs.mkdtemp(path.join(os.tmpdir(), 'strapi-test-'));
  let database;
  try {
    database = await createTestDatabase({ tmpDir, client });
  } catch (error) {
    await mail.stop();
    await fs.rm(tmpDir, { recursive: true, force: true });
    throw error;
  }
  await fs.mkdir(path.join(tmpDir, 'public', 'uploads'), { recursive: true });

  const listenPort = port ?? (await freePort());
  const url = `http://127.0.0.1:${listenPort}`;
  const baseEnv = testEnv({ port: listenPort, tmpDir, smtpPort: mail.smtpPort, databaseEnv: database.env, overrides: { CMS_SEED_ON_START: String(seed), ...providerStandinEnv(providerStandin), ...env } });
  // Seeded, the server is ready once the content answers; empty, once Strapi's health check does.
  const readyPath = seed ? '/api/site-setting' : '/_health';
  const lines = [];
  const collect = (chunk) => {
    lines.push(...String(chunk).split('\n'));
    if (lines.length > 300) lines.splice(0, lines.length - 300);
  };

  let child;
  let exited;
  async function launch(extraEnv) {
    child = spawn(process.execPath, [STRAPI_BIN, 'start'], {
      cwd: CMS_DIR,
      env: { ...baseEnv, ...extraEnv },
      detached: true, // own process group, so stop() ends everything Strapi started
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    exited = new Promise((resolve) => child.once('exit', resolve));
    await waitUntilReady(url, readyPath, child, () => lines.join('\n'), timeoutMs);
  }

  async function halt() {
    if (child.exitCode === null && child.signalCode === null) {
      killGroup(child, 'SIGTERM');
      const timer = setTimeout(() => killGroup(child, 'SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
  }

  let stopped = false;
  async function stop() {
    if (stopped) return;
    stopped = true;
    await halt();
    await mail.stop();
    await database.drop();
    await fs.rm(tmpDir, { recursive: true, force: true });
  }

  try {
    await launch({});
  } catch (error) {
    await stop();
    throw error;
  }

  return {
    url,
    /** The environment a Strapi CLI command (`strapi export`, `strapi import`) needs to act on this server's data. */
    env: baseEnv,
    /** The test MailDev's inbox and REST API (GET /api/email). */
    mailUrl: mail.url,
    /** Where its data is: { client: 'sqlite', filename } or { client: 'postgres', host, port, user, database }. */
    database: database.database,
    /** Its SQLite file; undefined on PostgreSQL. */
    databaseFile: database.database.filename,
    uploadsDir: path.join(tmpDir, 'public', 'uploads'),
    /** Every e-mail Strapi sent so far, as MailDev received it over SMTP, oldest first. */
    readMails: () => mail.readMails(),
    /** One e-mail's raw source (headers included) by its id. */
    mailSource: (id) => mail.source(id),
    /** The last lines Strapi printed (for diagnosing a failing test). */
    output: () => lines.join('\n'),
    /**
     * Stops Strapi and starts it again on the same port, database and uploads (what a deploy or
     * a crash does), optionally with changed environment variables.
     * @param {{ env?: Record<string, string> }} [options]
     */
    async restart({ env: changed = {} } = {}) {
      if (stopped) throw new Error('restart() after stop()');
      await halt();
      try {
        await launch(changed);
      } catch (error) {
        await stop();
        throw error;
      }
    },
    stop,
  };
}

async function cli() {
  const portArg = process.argv.indexOf('--port');
  const port = portArg > 0 ? Number(process.argv[portArg + 1]) : undefined;
  const started = Date.now();
  const strapi = await startTestStrapi({ port });
  console.log(`Strapi test server ready in ${((Date.now() - started) / 1000).toFixed(1)} s: ${strapi.url}`);
  console.log(`e-mails (MailDev): ${strapi.mailUrl}   (Ctrl-C stops and deletes everything)`);
  const shutdown = () => strapi.stop().then(() => process.exit(0));
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  cli().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
