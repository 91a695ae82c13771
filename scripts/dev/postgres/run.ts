// A throwaway PostgreSQL 15 cluster (cluster.ts) for a command, then gone:
//   node --import tsx scripts/dev/postgres/run.ts --exec "<command>"   start, run the command with TEST_POSTGRES_HOST,
//        _PORT, _USER and _DATABASE in its environment, stop, delete, and exit with the command's code
//   node --import tsx scripts/dev/postgres/run.ts                      start and keep running until Ctrl+C
// Every test Strapi the command starts (cms/test-support/strapi-test-server.mjs) then gets a fresh database of its
// own in this cluster instead of a SQLite file. Ctrl+C, SIGTERM or a crash stop the server and delete its folder too.
import { spawn } from 'node:child_process';
import { startPostgresCluster, type PostgresCluster } from './cluster.ts';

const args = process.argv.slice(2);
const execIndex = args.indexOf('--exec');
const execCommand = execIndex >= 0 ? args[execIndex + 1] : undefined;
if (execIndex >= 0 && !execCommand) {
  console.error('usage: node --import tsx scripts/dev/postgres/run.ts [--exec "<command>"]');
  process.exit(2);
}

let cluster: PostgresCluster | undefined;
let stopping = false;

async function shutdown(code: number): Promise<never> {
  if (!stopping) {
    stopping = true;
    await cluster?.stop();
    cluster = undefined;
    console.log('[postgres] stopped and deleted');
  }
  process.exit(code);
}
// The command runs in a process group of its own: a signal to this launcher is passed to that group (everything the
// command started, by its group id), and the cluster goes once the command has ended.
let child: ReturnType<typeof spawn> | undefined;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    if (child?.pid && child.exitCode === null && child.signalCode === null) {
      try {
        process.kill(-child.pid, signal);
      } catch {
        // the group has just ended: its exit handler shuts down
      }
    } else void shutdown(130);
  });
}
process.on('exit', () => cluster?.stopNow());

async function main() {
  const from = Date.now();
  cluster = await startPostgresCluster();
  const seconds = ((Date.now() - from) / 1000).toFixed(1);
  console.log(`[postgres] PostgreSQL ready on ${cluster.host}:${cluster.port} (database ${cluster.database}, user ${cluster.user}) in ${seconds} s (${cluster.dir})`);
  if (!execCommand) {
    console.log(`[postgres] psql -h ${cluster.host} -p ${cluster.port} -U ${cluster.user} ${cluster.database}; Ctrl+C stops and deletes it`);
    return;
  }
  child = spawn(execCommand, { shell: true, stdio: ['ignore', 'inherit', 'inherit'], detached: true, env: { ...process.env, ...cluster.env } });
  const code = await new Promise<number>((resolve) => {
    child!.once('error', () => resolve(1));
    child!.once('exit', (status, signal) => resolve(status ?? (signal ? 130 : 1)));
  });
  await shutdown(code);
}

main().catch(async (error) => {
  console.error(`[postgres] ${error instanceof Error ? error.message : error}`);
  await shutdown(1);
});
