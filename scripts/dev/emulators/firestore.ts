// Which Firestore emulator to run. firebase-tools' own needs Java 21+ (and downloads its jar once); where only an
// older Java exists, the Cloud SDK's Firestore emulator (Debian package google-cloud-cli-firestore-emulator, Java 17)
// serves the same protocol and loads the same rules.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { HOSTS, PROJECT_ID, ROOT } from './settings.ts';
import { httpOk, startService, waitFor, type Service } from './processes.ts';

export function javaMajorVersion(): number {
  const result = spawnSync('java', ['-version'], { encoding: 'utf8' });
  const match = /version "(\d+)(?:\.(\d+))?/.exec(`${result.stderr}${result.stdout}`);
  if (!match) return 0;
  // Java 8 and older report "1.8.0".
  return match[1] === '1' ? Number(match[2]) : Number(match[1]);
}

const KNOWN_PATH = '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud_firestore_emulator';

export function cloudSdkFirestoreEmulator(): string | null {
  if (process.env.CLOUD_FIRESTORE_EMULATOR && existsSync(process.env.CLOUD_FIRESTORE_EMULATOR)) return process.env.CLOUD_FIRESTORE_EMULATOR;
  if (existsSync(KNOWN_PATH)) return KNOWN_PATH;
  try {
    const files = execFileSync('dpkg', ['-L', 'google-cloud-cli-firestore-emulator'], { encoding: 'utf8' });
    return files.split('\n').find((line) => line.endsWith('/cloud_firestore_emulator')) ?? null;
  } catch {
    return null;
  }
}

/** 'firebase-tools' when Java ≥ 21 (or forced by FIRESTORE_EMULATOR=firebase-tools), else 'cloud-sdk'. */
export function firestoreMode(): 'firebase-tools' | 'cloud-sdk' {
  const forced = process.env.FIRESTORE_EMULATOR;
  if (forced === 'firebase-tools' || forced === 'cloud-sdk') return forced;
  return javaMajorVersion() >= 21 ? 'firebase-tools' : 'cloud-sdk';
}

export async function startCloudSdkFirestore(): Promise<Service> {
  const bin = cloudSdkFirestoreEmulator();
  if (!bin) {
    throw new Error(
      'No Firestore emulator: install Java 21+ (firebase-tools then runs its own) or the Debian/apt package ' +
        'google-cloud-cli-firestore-emulator (runs on Java 17).',
    );
  }
  const [host = '', port = ''] = HOSTS.firestore.split(':');
  const service = startService(
    'firestore',
    bin,
    ['start', `--host=${host}`, `--port=${port}`, `--project_id=${PROJECT_ID}`, `--rules=${join(ROOT, 'firestore.rules')}`],
    { cwd: ROOT, quiet: !process.env.EMULATORS_VERBOSE },
  );
  await waitFor(service, 'Firestore answering', () => httpOk(`http://${HOSTS.firestore}/`));
  return service;
}
