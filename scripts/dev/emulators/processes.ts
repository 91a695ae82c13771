// Child processes in their own process groups, so stopping one stops everything it started (the Firestore
// emulator is a shell script that starts Java; firebase-tools starts function workers).
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { createConnection } from 'node:net';
import type { Readable, Writable } from 'node:stream';

/** A long-running child in its own process group, with its output lines kept. */
export interface Service {
  name: string;
  child: ChildProcess;
  lines: string[];
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

const children = new Set<Service>();

/** Starts a long-running service; its output is prefixed so interleaved logs stay readable. */
export function startService(name: string, command: string, args: string[], options: SpawnOptions & { quiet?: boolean } = {}): Service {
  const { quiet, ...spawnOptions } = options;
  const child = spawn(command, args, { ...spawnOptions, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const lines: string[] = [];
  const forward = (stream: Readable, out: Writable) => {
    let buffer = '';
    stream.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      const parts = buffer.split('\n');
      buffer = parts.pop() ?? '';
      for (const line of parts) {
        lines.push(line);
        if (!quiet) out.write(`[${name}] ${line}\n`);
      }
    });
  };
  forward(child.stdout!, process.stdout);
  forward(child.stderr!, process.stderr);
  const service: Service = { name, child, lines, exited: new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal }))) };
  children.add(service);
  void service.exited.then(() => children.delete(service));
  return service;
}

function signalGroup(pid: number, signal: NodeJS.Signals) {
  try {
    process.kill(-pid, signal);
  } catch {
    // already gone
  }
}

function groupAlive(pid: number) {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * SIGTERM to each group (firebase-tools shuts its emulators down cleanly), then wait until every process of the
 * group is gone — the Firestore wrapper script exits at once while its Java child still holds the port — and
 * SIGKILL whatever is left after 10 s.
 */
export async function stopAll(): Promise<void> {
  const pids = [...children].flatMap((service) => (service.child.pid === undefined ? [] : [service.child.pid]));
  for (const pid of pids) signalGroup(pid, 'SIGTERM');
  const deadline = Date.now() + 10_000;
  while (pids.some(groupAlive) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
  for (const pid of pids.filter(groupAlive)) signalGroup(pid, 'SIGKILL');
}

export function portInUse(hostPort: string): Promise<boolean> {
  const [host, port] = hostPort.split(':');
  return new Promise((resolve) => {
    const socket = createConnection({ host, port: Number(port) });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
}

/** Polls until `probe` resolves true; fails early if the service died, or after `timeoutMs` (generous: on a busy
 * 2-core CI machine firebase-tools alone took 66 s to load the functions). */
export async function waitFor(service: Service, description: string, probe: () => Promise<boolean>, timeoutMs = 420_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let died = false;
  void service.exited.then(() => (died = true));
  while (Date.now() < deadline) {
    if (died) throw new Error(`${service.name} exited before ${description}:\n${service.lines.slice(-30).join('\n')}`);
    if (await probe().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${service.name}: ${description} not reached within ${timeoutMs / 1000} s`);
}

export async function httpOk(url: string, init?: RequestInit): Promise<boolean> {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(2000) });
  return response.status < 500 && response.status !== 404;
}

/** Runs a command to completion with inherited output; resolves its exit code (signals count as failure). */
export function runCommand(command: string, options: SpawnOptions = {}): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, { ...options, shell: true, stdio: 'inherit' });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}
