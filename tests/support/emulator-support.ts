import type { StorageRetryLimits } from '../../adapters/firebase/firebase-config';
import { FirebaseStartup } from '../../adapters/firebase/firebase-startup';
import { firebaseHttp, type FirebaseHttp } from '../../adapters/firebase/firebase-http';
import { loadFirebaseCoreSdk, loadFirebaseDataSdk, loadFirebaseStorageSdk } from '../../adapters/firebase/firebase-sdk';
import type { Credentials } from '../../domain/user/user';

/** Set by `node --import tsx scripts/dev/emulators/run.ts --exec …`; vitest.emulators.config.ts refuses to run without them. */
export const onEmulators = Boolean(process.env.FIRESTORE_EMULATOR_HOST && process.env.FIREBASE_AUTH_EMULATOR_HOST);

export const EMULATORS = {
  projectId: process.env.GCLOUD_PROJECT ?? 'demo-svatebni-fotograf',
  region: process.env.FUNCTIONS_REGION ?? 'europe-west3',
  firestore: process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080',
  auth: process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099',
  functions: process.env.FUNCTIONS_EMULATOR_HOST ?? '127.0.0.1:5001',
  storage: process.env.FIREBASE_STORAGE_EMULATOR_HOST ?? '127.0.0.1:9199',
};

/** The demo project's default bucket (scripts/dev/emulators/settings.ts STORAGE_BUCKET). */
export const STORAGE_BUCKET = `${EMULATORS.projectId}.appspot.com`;

/** Seeded by scripts/dev/emulators/seed.ts. */
export const SEEDED_ADMIN: Credentials = { identifier: 'fotograf@example.cz', password: 'Fotograf2027' };

/**
 * Empties the emulator's database. It answers 409 while transactions of an earlier test still hold locks (a burst of
 * fifty on one document leaves some waiting for the emulator's lock timeout): those end within seconds, so retry.
 */
export async function clearFirestore(): Promise<void> {
  const url = `http://${EMULATORS.firestore}/emulator/v1/projects/${EMULATORS.projectId}/databases/(default)/documents`;
  const deadline = Date.now() + 100_000;
  for (;;) {
    const response = await fetch(url, { method: 'DELETE' });
    if (response.ok) return;
    if (response.status !== 409 || Date.now() > deadline) throw new Error(`Clearing Firestore failed: ${response.status}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** Empties the Storage emulator's bucket (its own reset endpoint, as firebase-tools' emulator UI uses it). */
export async function clearStorage(): Promise<void> {
  const response = await fetch(`http://${EMULATORS.storage}/internal/reset`, { method: 'POST' });
  if (!response.ok) throw new Error(`Clearing Storage failed: ${response.status}`);
}

/** What the public adapters (callables and Firestore REST over fetch) talk to on the emulators. */
export function emulatorHttp(fetchImpl?: typeof fetch): FirebaseHttp {
  return firebaseHttp(
    {
      options: { projectId: EMULATORS.projectId },
      functionsRegion: EMULATORS.region,
      emulators: { auth: EMULATORS.auth, firestore: EMULATORS.firestore, functions: EMULATORS.functions, storage: EMULATORS.storage },
    },
    fetchImpl,
  );
}

const startups: FirebaseStartup[] = [];
let appCounter = 0;

/**
 * A fresh web-SDK app on the emulators (its own name, so tests never share a signed-in session). `storage` points the
 * Storage SDK elsewhere (a fault-injecting proxy), `storageRetry` shortens its retry limits.
 */
export function webStartup({ storage = EMULATORS.storage, storageRetry }: { storage?: string; storageRetry?: StorageRetryLimits } = {}): FirebaseStartup {
  const startup = new FirebaseStartup({
    loadConfig: () => ({
      options: {
        projectId: EMULATORS.projectId,
        apiKey: 'demo-api-key',
        authDomain: `${EMULATORS.projectId}.firebaseapp.com`,
        storageBucket: STORAGE_BUCKET,
      },
      functionsRegion: EMULATORS.region,
      emulators: { auth: EMULATORS.auth, firestore: EMULATORS.firestore, functions: EMULATORS.functions, storage },
      ...(storageRetry ? { storageRetry } : {}),
      appName: `test-${process.pid}-${(appCounter += 1)}`,
    }),
    loadCoreSdk: loadFirebaseCoreSdk,
    loadDataSdk: loadFirebaseDataSdk,
    loadStorageSdk: loadFirebaseStorageSdk,
    analyticsConsent: () => false,
    // Node has no browser storage (Auth keeps the session in memory) and the tests refuse on purpose: keep the output readable.
    logger: { error: () => undefined, warn: () => undefined },
  });
  startups.push(startup);
  return startup;
}

/** Closes the apps the tests opened (open Firestore streams would keep the worker alive). */
export async function disposeWebApps(): Promise<void> {
  const { deleteApp } = await import('firebase/app');
  const open = startups.splice(0);
  await Promise.all(open.map(async (s) => deleteApp((await s.coreServices()).app).catch(() => undefined)));
}

async function admin() {
  const { getApps, initializeApp } = await import('firebase-admin/app');
  const app = getApps().find((a) => a.name === 'tests') ?? initializeApp({ projectId: EMULATORS.projectId }, 'tests');
  const [{ getAuth }, { getFirestore }] = await Promise.all([import('firebase-admin/auth'), import('firebase-admin/firestore')]);
  return { auth: getAuth(app), db: getFirestore(app) };
}

export async function adminFirestore() {
  return (await admin()).db;
}

/** firebase-admin's view of the demo bucket, as a function sees it (FIREBASE_STORAGE_EMULATOR_HOST from the launcher). */
export async function adminBucket() {
  const [{ getApps, initializeApp }, { getStorage }] = await Promise.all([import('firebase-admin/app'), import('firebase-admin/storage')]);
  const app = getApps().find((a) => a.name === 'tests') ?? initializeApp({ projectId: EMULATORS.projectId }, 'tests');
  return getStorage(app).bucket(STORAGE_BUCKET);
}

let accountCounter = 0;
/** A fresh Auth emulator account with the given custom claims. */
export async function createAccount(claims: Record<string, unknown> | null): Promise<Credentials & { uid: string }> {
  const { auth } = await admin();
  const email = `ucet-${process.pid}-${Date.now().toString(36)}-${(accountCounter += 1)}@example.cz`;
  const password = 'Fotograf2027';
  const user = await auth.createUser({ email, password, emailVerified: true });
  if (claims) await auth.setCustomUserClaims(user.uid, claims);
  return { identifier: email, password, uid: user.uid };
}

/** The newest password-reset code the Auth emulator "sent" to `email`. */
export async function resetCodeFor(email: string): Promise<string | undefined> {
  const response = await fetch(`http://${EMULATORS.auth}/emulator/v1/projects/${EMULATORS.projectId}/oobCodes`);
  const { oobCodes } = (await response.json()) as { oobCodes: Array<{ email: string; requestType: string; oobCode: string }> };
  return oobCodes.filter((c) => c.email === email && c.requestType === 'PASSWORD_RESET').at(-1)?.oobCode;
}
