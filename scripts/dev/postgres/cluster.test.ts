import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { NODE_TS, REPO_ROOT } from '../../script-runtime.ts';
import { postgresBinaries, serverCommand, startPostgresCluster } from './cluster.ts';

// A real server: what the Strapi layer's PostgreSQL pass relies on. Timeouts are hang detectors; every wait is on an event.
const HANG = 120_000;
const { Client } = createRequire(new URL('../../../cms/package.json', import.meta.url))('pg') as {
  Client: new (config: object) => { connect(): Promise<void>; query(sql: string): Promise<{ rows: Array<Record<string, unknown>> }>; end(): Promise<void> };
};

function refused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
  });
}

describe('the throwaway PostgreSQL cluster of the tests', () => {
  it('fails with what to install when the binaries are absent (CI must not skip PostgreSQL silently)', () => {
    expect(() => postgresBinaries('/nonexistent/postgresql/bin')).toThrow(/PostgreSQL 15 is not installed: initdb, pg_ctl, postgres, createdb missing in \/nonexistent\/postgresql\/bin.*POSTGRES_BIN_DIR/);
  });

  it('runs the server binaries as the postgres user when root (initdb refuses root), directly otherwise', () => {
    expect(serverCommand('/bin/initdb', ['-D', 'x'], true)).toEqual(['runuser', ['-u', 'postgres', '--', '/bin/initdb', '-D', 'x']]);
    expect(serverCommand('/bin/initdb', ['-D', 'x'], false)).toEqual(['/bin/initdb', ['-D', 'x']]);
  });

  it('serves its database on a free loopback port, and stop() shuts it down and deletes its folder', async () => {
    const cluster = await startPostgresCluster({ database: 'zkouska' });
    const client = new Client({ host: cluster.host, port: cluster.port, user: cluster.user, password: cluster.password, database: cluster.database });
    const wrongPassword = new Client({ host: cluster.host, port: cluster.port, user: cluster.user, password: 'spatne', database: cluster.database });
    try {
      // Over TCP the password counts, as for production's Strapi.
      await expect(wrongPassword.connect()).rejects.toThrow(/password authentication failed/);
      await client.connect();
      const { rows } = await client.query("SELECT current_database() AS name, current_setting('server_version_num') AS version");
      expect(rows[0]).toMatchObject({ name: 'zkouska' });
      expect(Number(rows[0]!.version)).toBeGreaterThanOrEqual(150000);
      expect(cluster.env).toEqual({
        TEST_POSTGRES_HOST: '127.0.0.1',
        TEST_POSTGRES_PORT: String(cluster.port),
        TEST_POSTGRES_USER: 'strapi',
        TEST_POSTGRES_PASSWORD: cluster.password,
        TEST_POSTGRES_DATABASE: 'zkouska',
      });
    } finally {
      await client.end();
      await cluster.stop();
    }
    expect(existsSync(cluster.dir)).toBe(false);
    expect(await refused(cluster.port)).toBe(true);
  }, HANG);

  it('run.ts --exec stops and deletes the cluster when it is sent SIGTERM, ending the command it runs', async () => {
    // The command prints the port it was given and then waits forever: only the signal ends it.
    const launcher = spawn(process.execPath, [...NODE_TS, 'scripts/dev/postgres/run.ts', '--exec', 'node -e "console.log(\'port=\' + process.env.TEST_POSTGRES_PORT); setInterval(() => {}, 1000)"'], {
      cwd: REPO_ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const exited = new Promise<number | null>((resolve) => launcher.once('exit', resolve));
    const ready = new Promise<{ port: number; dir: string }>((resolve) => {
      launcher.stdout.on('data', (chunk) => {
        output += chunk;
        const port = /port=(\d+)/.exec(output)?.[1];
        const dir = /ready on .* \((\/[^)]+)\)/.exec(output)?.[1];
        if (port && dir) resolve({ port: Number(port), dir });
      });
    });
    launcher.stderr.on('data', (chunk) => (output += chunk));
    const { port, dir } = await Promise.race([ready, exited.then(() => Promise.reject(new Error(`run.ts exited early:\n${output}`)))]);
    expect(existsSync(dir)).toBe(true);
    expect(await refused(port)).toBe(false);
    launcher.kill('SIGTERM');
    await exited;
    expect(output).toMatch(/stopped and deleted/);
    expect(existsSync(dir)).toBe(false);
    expect(await refused(port)).toBe(true);
  }, HANG);
});
