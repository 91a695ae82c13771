// Everything a benchmark starts is registered here and stopped in reverse order, whatever happens (lighthouse-bench.ts).
import { spawn, type ChildProcess } from 'node:child_process';

const cleanups: Array<() => Promise<void>> = [];
let draining: Promise<void> | null = null;

export const log = (message: string): void => console.log(`[bench] ${message}`);

/** Registers a cleanup; answers a function that takes it back (once it has run by other means). */
export function onCleanup(cleanup: () => Promise<void>): () => void {
  cleanups.push(cleanup);
  return () => {
    const index = cleanups.indexOf(cleanup);
    if (index >= 0) cleanups.splice(index, 1);
  };
}

/** Runs every registered cleanup, newest first; a second call waits for the same run. */
export function drain(): Promise<void> {
  draining ??= (async () => {
    while (cleanups.length) {
      const fn = cleanups.pop()!;
      try {
        await fn();
      } catch (error) {
        console.error(`[bench] cleanup: ${error instanceof Error ? error.message : error}`);
      }
    }
    draining = null;
  })();
  return draining;
}

export function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  try {
    if (child.pid !== undefined) process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

/** A detached child (its own process group) whose whole group is stopped by cleanup: SIGTERM, SIGKILL after 15 s. */
export function track(child: ChildProcess, name: string): Promise<void> {
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
  cleanups.push(async () => {
    if (child.exitCode === null && child.signalCode === null) {
      killGroup(child, 'SIGTERM');
      const timer = setTimeout(() => killGroup(child, 'SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
      log(`stopped ${name}`);
    }
  });
  return exited;
}

export async function waitForHttp(url: string, timeoutMs: number, alive = () => true): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!alive()) throw new Error(`the server for ${url} exited`);
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(3000) })).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no answer from ${url} within ${timeoutMs / 1000} s`);
}

/** Runs a shell command to completion (own group, so cleanup can stop it), inheriting output. */
export function runTracked(command: string, cwd: string, env: Record<string, string>): Promise<number> {
  const child = spawn(command, { cwd, shell: true, stdio: 'inherit', detached: true, env: { ...process.env, ...env } });
  return track(child, command).then(() => child.exitCode ?? 1);
}
