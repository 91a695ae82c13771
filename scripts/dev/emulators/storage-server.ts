// firebase-tools' own Storage emulator without its Java step. The emulator is a Node/Express server (the Firebase and
// Cloud Storage APIs, resumable uploads included); only the security-rules evaluation runs a downloaded Java runtime
// (cloud-storage-rules-runtime-*.jar) that firebase-tools refuses below Java 21. Here that runtime is replaced by a
// stub that permits every request: the same server, the same protocol, but storage.rules are NOT enforced.
//
// This reaches into firebase-tools internals (lib/emulator/storage), so package.json pins firebase-tools exactly and
// scripts/dev/emulators/storage-server.test.ts starts this server and uploads through it: an upgrade that moves what is
// used below fails there, naming the missing piece, instead of in the middle of a gallery test.
//   node --import tsx scripts/dev/emulators/storage-server.ts <host> <port> <projectId> <rulesFile>
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const require = createRequire(import.meta.url);

/** What this file takes from firebase-tools, each with the module it comes from. */
export const FIREBASE_TOOLS_INTERNALS = [
  ['firebase-tools/lib/emulator/storage', 'StorageEmulator'],
  ['firebase-tools/lib/emulator/registry', 'EmulatorRegistry'],
  ['firebase-tools/lib/emulator/storage/rules/runtime', 'StorageRulesIssues'],
] as const;

type InternalName = (typeof FIREBASE_TOOLS_INTERNALS)[number][1];

/** The parts of firebase-tools' StorageEmulator this file touches (checked at run time, see below). */
interface StorageEmulatorInstance {
  args: { rules: unknown };
  _rulesRuntime?: { loadRuleset?: unknown };
  _rulesManager: unknown;
  createRulesManager?: (rules: unknown) => unknown;
  getName(): string;
}
interface Internals {
  StorageEmulator: new (args: { host: string; port: number; projectId: string; rules: { name: string; content: string } }) => StorageEmulatorInstance;
  EmulatorRegistry: { start(emulator: StorageEmulatorInstance): Promise<void>; stop(name: string): Promise<void> };
  StorageRulesIssues: new () => unknown;
}

function internals(): Internals {
  const found: Partial<Record<InternalName, unknown>> = {};
  for (const [module, name] of FIREBASE_TOOLS_INTERNALS) {
    let value: unknown;
    try {
      value = (require(module) as Record<string, unknown>)[name];
    } catch (error) {
      throw new Error(`firebase-tools no longer has ${module} (${error instanceof Error ? error.message : error})`);
    }
    if (typeof value !== 'function') throw new Error(`firebase-tools' ${module} no longer exports ${name}`);
    found[name] = value;
  }
  return found as unknown as Internals;
}

/** A ruleset that permits everything, in the shape the emulator's rules manager and validator call. */
function permitAll(StorageRulesIssues: Internals['StorageRulesIssues']) {
  const ruleset = { verify: async () => ({ permitted: true, issues: new StorageRulesIssues() }) };
  return {
    start: async () => undefined,
    stop: async () => undefined,
    loadRuleset: async () => ({ ruleset, issues: new StorageRulesIssues() }),
  };
}

/**
 * Starts the emulator in this process and registers it (its download and upload URLs are built from the registry's
 * address). Each instance keeps its blobs in a temporary folder of its own: firebase-tools' default is one folder per
 * machine, which the first emulator to stop deletes under every other one running there.
 */
export async function startStubbedStorage({
  host,
  port,
  projectId,
  rulesFile,
}: {
  host: string;
  port: number;
  projectId: string;
  rulesFile: string;
}): Promise<{ url: string; stop(): Promise<void> }> {
  const { StorageEmulator, EmulatorRegistry, StorageRulesIssues } = internals();
  const blobs = mkdtempSync(join(tmpdir(), 'storage-emulator-'));
  const Emulator = class extends StorageEmulator {
    getPersistenceTmpDir() {
      return blobs;
    }
  };
  const emulator = new Emulator({ host, port, projectId, rules: { name: rulesFile, content: readFileSync(rulesFile, 'utf8') } });
  const runtime = emulator._rulesRuntime;
  if (!runtime || typeof runtime.loadRuleset !== 'function' || typeof emulator.createRulesManager !== 'function') {
    throw new Error('firebase-tools changed its StorageEmulator: no _rulesRuntime.loadRuleset / createRulesManager to stub');
  }
  // The rules manager was built around the real runtime in the constructor: rebuild it around the stub.
  emulator._rulesRuntime = permitAll(StorageRulesIssues);
  emulator._rulesManager = emulator.createRulesManager(emulator.args.rules);
  await EmulatorRegistry.start(emulator);
  return {
    url: `http://${host}:${port}`,
    async stop() {
      await EmulatorRegistry.stop(emulator.getName());
      rmSync(blobs, { recursive: true, force: true });
    },
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [host, port, projectId, rulesFile] = process.argv.slice(2);
  if (!host || !Number(port) || !projectId || !rulesFile) {
    console.error('usage: node --import tsx scripts/dev/emulators/storage-server.ts <host> <port> <projectId> <rulesFile>');
    process.exit(2);
  }
  const server = await startStubbedStorage({ host, port: Number(port), projectId, rulesFile }).catch((error) => {
    console.error(`Storage emulator failed to start: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  });
  console.log(`Storage emulator (firebase-tools' Node server, rules runtime stubbed) listening on ${server.url}`);
  const stop = () => void server.stop().finally(() => process.exit(0));
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, stop);
}
