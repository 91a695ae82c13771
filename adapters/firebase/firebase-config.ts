import type { FirebaseOptions } from 'firebase/app';

/** Emulator hosts (`host:port`) when the app runs against the local emulators. */
export interface FirebaseEmulatorHosts {
  auth: string;
  firestore: string;
  functions: string;
  storage: string;
}

/** How long the Storage SDK retries before `storage/retry-limit-exceeded` (STORAGE_RETRY_LIMITS unless a test says). */
export interface StorageRetryLimits {
  operationMs: number;
  uploadMs: number;
}

export interface FirebaseConfig {
  options: FirebaseOptions;
  /** Region of the callable functions; must match functions/ (DEPLOY_REGION). */
  functionsRegion: string;
  emulators?: FirebaseEmulatorHosts;
  storageRetry?: StorageRetryLimits;
  /** Name of the Firebase app instance; tests use several apps in one process. */
  appName?: string;
}

export type FirebaseEnv = Readonly<Record<string, string | boolean | undefined>>;

/** Firebase's own default is us-central1; ours is Frankfurt (see functions/src/config.ts). */
export const DEFAULT_FUNCTIONS_REGION = 'europe-west3';

function text(env: FirebaseEnv, key: string): string | undefined {
  const value = env[key];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

function required(env: FirebaseEnv, key: string): string {
  const value = text(env, key);
  if (!value) throw new Error(`Missing ${key} (see .env.firebase.example)`);
  return value;
}

/**
 * Reads the VITE_FIREBASE_* variables documented in .env.firebase.example. The web config is public by design
 * (security lives in the rules), so it is fine in the bundle.
 */
export function readFirebaseConfig(env: FirebaseEnv): FirebaseConfig {
  const useEmulators = env.VITE_FIREBASE_USE_EMULATORS === 'true' || env.VITE_FIREBASE_USE_EMULATORS === true;
  const projectId = required(env, 'VITE_FIREBASE_PROJECT_ID');
  const options: FirebaseOptions = {
    apiKey: useEmulators ? (text(env, 'VITE_FIREBASE_API_KEY') ?? 'demo-api-key') : required(env, 'VITE_FIREBASE_API_KEY'),
    authDomain: text(env, 'VITE_FIREBASE_AUTH_DOMAIN') ?? `${projectId}.firebaseapp.com`,
    projectId,
    storageBucket: text(env, 'VITE_FIREBASE_STORAGE_BUCKET') ?? `${projectId}.appspot.com`,
  };
  const appId = text(env, 'VITE_FIREBASE_APP_ID');
  if (appId) options.appId = appId;
  const measurementId = text(env, 'VITE_FIREBASE_MEASUREMENT_ID');
  if (measurementId) options.measurementId = measurementId;
  const config: FirebaseConfig = {
    options,
    functionsRegion: text(env, 'VITE_FIREBASE_FUNCTIONS_REGION') ?? DEFAULT_FUNCTIONS_REGION,
  };
  if (useEmulators) {
    config.emulators = {
      auth: text(env, 'VITE_FIREBASE_AUTH_EMULATOR_HOST') ?? '127.0.0.1:9099',
      firestore: text(env, 'VITE_FIREBASE_FIRESTORE_EMULATOR_HOST') ?? '127.0.0.1:8080',
      functions: text(env, 'VITE_FIREBASE_FUNCTIONS_EMULATOR_HOST') ?? '127.0.0.1:5001',
      storage: text(env, 'VITE_FIREBASE_STORAGE_EMULATOR_HOST') ?? '127.0.0.1:9199',
    };
  }
  return config;
}

export function splitHost(hostPort: string): [string, number] {
  const index = hostPort.lastIndexOf(':');
  return [hostPort.slice(0, index), Number(hostPort.slice(index + 1))];
}
