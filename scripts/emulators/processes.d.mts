import type { ChildProcess, SpawnOptions } from 'node:child_process';

/** A long-running child in its own process group, with its output lines kept (see processes.mjs). */
export interface Service {
  name: string;
  child: ChildProcess;
  lines: string[];
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export function startService(name: string, command: string, args: string[], options?: SpawnOptions & { quiet?: boolean }): Service;
/** Stops every service this process started, with everything they started. */
export function stopAll(): Promise<void>;
export function portInUse(hostPort: string): Promise<boolean>;
export function waitFor(service: Service, description: string, probe: () => Promise<boolean>, timeoutMs?: number): Promise<void>;
export function httpOk(url: string, init?: RequestInit): Promise<boolean>;
export function runCommand(command: string, options?: SpawnOptions): Promise<number>;
