// Which Storage emulator to run. firebase-tools starts its own only with Java 21+ and its rules runtime (a jar it
// downloads on first use, which these offline machines cannot). Where either is missing, the same emulator's Node
// server runs from the pinned firebase-tools with the rules step stubbed (storage-server.ts): uploads, downloads and
// listings behave as with firebase-tools, but storage.rules are not enforced, and the rules tests skip themselves.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { javaMajorVersion } from './firestore.ts';
import { NODE_TS } from '../../script-runtime.ts';
import { httpOk, startService, waitFor, type Service } from './processes.ts';
import { HOSTS, PROJECT_ID, ROOT, STORAGE_BUCKET } from './settings.ts';

/** Where firebase-tools keeps the downloaded Storage rules runtime (its own record of the path and version). */
export interface StorageMode {
  mode: 'firebase-tools' | 'node';
  /** Why, in words: printed by the launcher and named by the skipped rules tests. */
  reason: string;
}

export function rulesRuntimeJar(): string {
  const { getDownloadDetails } = createRequire(join(ROOT, 'package.json'))('firebase-tools/lib/emulator/downloadableEmulators') as {
    getDownloadDetails(emulator: string): { downloadPath: string };
  };
  return getDownloadDetails('storage').downloadPath;
}

/**
 * `{ mode, reason }`: 'firebase-tools' with Java ≥ 21 and the rules runtime present, else 'node' (rules stubbed), with
 * the reason in words. STORAGE_EMULATOR=firebase-tools|node forces one.
 */
export function storageMode({
  forced = process.env.STORAGE_EMULATOR,
  java = javaMajorVersion(),
  jar = rulesRuntimeJar(),
  jarPresent = existsSync(jar),
}: { forced?: string | undefined; java?: number; jar?: string; jarPresent?: boolean } = {}): StorageMode {
  if (forced === 'firebase-tools') return { mode: 'firebase-tools', reason: 'forced by STORAGE_EMULATOR=firebase-tools' };
  if (forced === 'node') return { mode: 'node', reason: 'forced by STORAGE_EMULATOR=node' };
  const missing: string[] = [];
  if (java < 21) missing.push(java ? `Java ${java} (the rules runtime needs Java 21+)` : 'no Java (the rules runtime needs Java 21+)');
  if (!jarPresent) missing.push(`no rules runtime at ${jar} (firebase-tools downloads it on first use; this machine is offline)`);
  return missing.length ? { mode: 'node', reason: missing.join('; ') } : { mode: 'firebase-tools', reason: `Java ${java} and ${jar}` };
}

/**
 * What a command run inside the launcher learns about the rules: the Storage rules tests run only where they are
 * enforced, and report the reason when they skip.
 */
export function storageRulesEnv({ mode, reason }: StorageMode): {
  STORAGE_EMULATOR_RULES: 'enforced' | 'not-enforced';
  STORAGE_EMULATOR_RULES_REASON: string;
} {
  return mode === 'firebase-tools'
    ? { STORAGE_EMULATOR_RULES: 'enforced', STORAGE_EMULATOR_RULES_REASON: reason }
    : { STORAGE_EMULATOR_RULES: 'not-enforced', STORAGE_EMULATOR_RULES_REASON: `rules runtime stubbed: ${reason}` };
}

/** Answers once the emulator serves the Firebase API (a listing; any answer but a 5xx or 404 will do). */
export function storageAnswering(): Promise<boolean> {
  return httpOk(`http://${HOSTS.storage}/v0/b/${STORAGE_BUCKET}/o?maxResults=1`);
}

/** Starts storage-server.ts on the port pinned in firebase.json, with the repository's storage.rules. */
export async function startNodeStorage(): Promise<Service> {
  const [host = '', port = ''] = HOSTS.storage.split(':');
  const service = startService(
    'storage',
    process.execPath,
    [...NODE_TS, join(ROOT, 'scripts/dev/emulators/storage-server.ts'), host, port, PROJECT_ID, join(ROOT, 'storage.rules')],
    { cwd: ROOT, quiet: !process.env.EMULATORS_VERBOSE },
  );
  await waitFor(service, 'Storage answering', storageAnswering);
  return service;
}
