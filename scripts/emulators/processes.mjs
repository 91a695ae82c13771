// Child processes in their own process groups, so stopping one stops everything it started (the Firestore
// emulator is a shell script that starts Java; firebase-tools starts function workers).
import { spawn } from 'node:child_process';
import { createConnection } from 'node:net';

const children = new Set();

/** Starts a long-running service; its output is prefixed so interleaved logs stay readable. */
export function startService(name, command, args, options = {}) {
  const child = spawn(command, args, { ...options, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const lines = [];
  const forward = (stream, out) => {
    let buffer = '';
    stream.on('data', (chunk) => {
      buffer += chunk.toString();
      const parts = buffer.split('\n');
      buffer = parts.pop() ?? '';
      for (const line of parts) {
        lines.push(line);
        if (!options.quiet) out.write(`[${name}] ${line}\n`);
      }
    });
  };
  forward(child.stdout, process.stdout);
  forward(child.stderr, process.stderr);
  const service = { name, child, lines, exited: new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal }))) };
  children.add(service);
  service.exited.then(() => children.delete(service));
  return service;
}

function signalGroup(pid, signal) {
  try {
    process.kill(-pid, signal);
  } catch {
    // already gone
  }
}

function groupAlive(pid) {
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
export async function stopAll() {
  const pids = [...children].map((service) => service.child.pid);
  for (const pid of pids) signalGroup(pid, 'SIGTERM');
  const deadline = Date.now() + 10_000;
  while (pids.some(groupAlive) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
  for (const pid of pids.filter(groupAlive)) signalGroup(pid, 'SIGKILL');
}

export function portInUse(hostPort) {
  const [host, port] = hostPort.split(':');
  return new Promise((resolve) => {
    const socket = createConnection({ host, port: Number(port) });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
}

/** Polls until `probe` resolves true; fails early if the service died, or after `timeoutMs` (generous: on a busy
 * 2-core CI machine firebase-tools alone took 66 s to load the functions). */
export async function waitFor(service, description, probe, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  let died = false;
  service.exited.then(() => (died = true));
  while (Date.now() < deadline) {
    if (died) throw new Error(`${service.name} exited before ${description}:\n${service.lines.slice(-30).join('\n')}`);
    if (await probe().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${service.name}: ${description} not reached within ${timeoutMs / 1000} s`);
}

export async function httpOk(url, init) {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(2000) });
  return response.status < 500 && response.status !== 404;
}

/** Runs a command to completion with inherited output; resolves its exit code (signals count as failure). */
export function runCommand(command, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, { ...options, shell: true, stdio: 'inherit' });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}
