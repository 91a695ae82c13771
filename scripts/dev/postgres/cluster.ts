// A throwaway PostgreSQL 15 cluster for tests: initdb into a temporary folder, the server on a free loopback port with
// its socket in that folder, one database created; stop() (or stopNow() from an exit handler) shuts it down through
// pg_ctl, which signals the postmaster by the pid it wrote, and deletes the folder. initdb refuses to run as root, and
// CI runs as root: there every server command runs as the `postgres` user (runuser) and the folder is theirs.
import { spawn, spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chownSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const POSTGRES_BIN_DIR = process.env.POSTGRES_BIN_DIR ?? '/usr/lib/postgresql/15/bin';
const SERVER_USER = 'postgres';

export interface PostgresCluster {
  host: string;
  port: number;
  /** The superuser: with its password over TCP, as production's Strapi signs in; trusted on the cluster's own socket. */
  user: string;
  password: string;
  database: string;
  /** The cluster's folder; the server's Unix socket is in it too. */
  dir: string;
  /** What a client needs: TEST_POSTGRES_HOST, _PORT, _USER, _PASSWORD, _DATABASE (read by cms/test-support/test-database.mjs). */
  env: Record<string, string>;
  stop(): Promise<void>;
  /** The same, synchronously: for a process 'exit' handler, where nothing asynchronous runs any more. */
  stopNow(): void;
}

export interface ClusterOptions {
  database?: string;
  user?: string;
  binDir?: string;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** The binaries, or an error saying what to install: CI must have them, so a missing one fails rather than skips. */
export function postgresBinaries(binDir = POSTGRES_BIN_DIR) {
  const names = ['initdb', 'pg_ctl', 'postgres', 'createdb'] as const;
  const missing = names.filter((name) => !existsSync(join(binDir, name)));
  if (missing.length) {
    throw new Error(
      `PostgreSQL 15 is not installed: ${missing.join(', ')} missing in ${binDir}. Install it (Debian: apt-get install ` +
        'postgresql-15) or point POSTGRES_BIN_DIR at its bin folder; the Strapi tests on PostgreSQL need it.',
    );
  }
  return { initdb: join(binDir, 'initdb'), pgCtl: join(binDir, 'pg_ctl'), createdb: join(binDir, 'createdb') };
}

const asRoot = () => process.getuid?.() === 0;

/** The command line for a server binary: as the `postgres` user when this process is root (initdb refuses root). */
export function serverCommand(binary: string, args: string[], root = asRoot()): [string, string[]] {
  return root ? ['runuser', ['-u', SERVER_USER, '--', binary, ...args]] : [binary, args];
}

function runChecked(binary: string, args: string[]): SpawnSyncReturns<string> {
  const [command, argv] = serverCommand(binary, args);
  const result = spawnSync(command, argv, { encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(`${binary.split('/').pop()} ${args[0] ?? ''} failed (${result.error?.message ?? `exit ${result.status}`}):\n${result.stdout}${result.stderr}`);
  }
  return result;
}

function runAsync(binary: string, args: string[]): Promise<{ code: number | null; output: string }> {
  const [command, argv] = serverCommand(binary, args);
  return new Promise((resolve) => {
    const child = spawn(command, argv, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('error', (error) => resolve({ code: -1, output: `${output}${error.message}` }));
    child.once('exit', (code) => resolve({ code, output }));
  });
}

function serverUserIds(): { uid: number; gid: number } {
  const uid = spawnSync('id', ['-u', SERVER_USER], { encoding: 'utf8' });
  const gid = spawnSync('id', ['-g', SERVER_USER], { encoding: 'utf8' });
  if (uid.status !== 0 || gid.status !== 0) throw new Error(`Running as root, the cluster needs the '${SERVER_USER}' user (installed with PostgreSQL)`);
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

export async function startPostgresCluster({ database = 'strapi', user = 'strapi', binDir }: ClusterOptions = {}): Promise<PostgresCluster> {
  const bin = postgresBinaries(binDir);
  const dir = mkdtempSync(join(tmpdir(), 'pg-test-'));
  const data = join(dir, 'data');
  const log = join(dir, 'server.log');
  const password = randomBytes(18).toString('base64url');
  const passwordFile = join(dir, 'password');
  writeFileSync(passwordFile, `${password}\n`, { mode: 0o600 });
  if (asRoot()) {
    const { uid, gid } = serverUserIds();
    chownSync(dir, uid, gid);
    chownSync(passwordFile, uid, gid);
  }
  let running = false;
  const stopNow = () => {
    if (running) spawnSync(...serverCommand(bin.pgCtl, ['stop', '-D', data, '-m', 'fast', '-w']));
    running = false;
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    runChecked(bin.initdb, ['-D', data, '--auth-local=trust', '--auth-host=scram-sha-256', `--pwfile=${passwordFile}`, '-U', user, '-E', 'UTF8', '--locale', 'C.UTF-8', '--no-sync']);
    // A port is free when chosen, not when bound: another process may take it in between, so try a few.
    let port = 0;
    for (let attempt = 1; !running; attempt += 1) {
      port = await freePort();
      // fsync off: the cluster is deleted after the run, and a crash-safe disk only costs time here.
      const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
      const started = await runAsync(bin.pgCtl, ['start', '-D', data, '-l', log, '-o', options, '-w', '-t', '120']);
      if (started.code === 0) running = true;
      else if (attempt >= 3) throw new Error(`pg_ctl start failed:\n${started.output}\n${spawnSync('cat', [log], { encoding: 'utf8' }).stdout}`);
    }
    runChecked(bin.createdb, ['-h', dir, '-p', String(port), '-U', user, database]);
    rmSync(passwordFile);
    const env = { TEST_POSTGRES_HOST: '127.0.0.1', TEST_POSTGRES_PORT: String(port), TEST_POSTGRES_USER: user, TEST_POSTGRES_PASSWORD: password, TEST_POSTGRES_DATABASE: database };
    return {
      host: '127.0.0.1',
      port,
      user,
      password,
      database,
      dir,
      env,
      stopNow,
      async stop() {
        if (running) await runAsync(bin.pgCtl, ['stop', '-D', data, '-m', 'fast', '-w']);
        running = false;
        rmSync(dir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    stopNow();
    throw error;
  }
}
