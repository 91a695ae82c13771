// One place for the emulator topology: ports come from firebase.json so the launcher, the seed, the tests and the
// web app's .env agree with what firebase-tools starts.
import { readFileSync } from 'node:fs';
import { REPO_ROOT } from '../../script-runtime.ts';

export const ROOT = REPO_ROOT;
export const PROJECT_ID = 'demo-svatebni-fotograf';
export const REGION = 'europe-west3';

const emulators = (JSON.parse(readFileSync(new URL('firebase.json', `file://${ROOT}`), 'utf8')) as { emulators: Record<string, { host?: string; port: number }> })
  .emulators;
const hostOf = (name: string) => `${emulators[name]?.host ?? '127.0.0.1'}:${emulators[name]?.port}`;

export const HOSTS = {
  firestore: hostOf('firestore'),
  auth: hostOf('auth'),
  functions: hostOf('functions'),
  hub: hostOf('hub'),
  storage: hostOf('storage'),
};

/** The default bucket of the demo project: what the web SDK's config and firebase-admin's getStorage().bucket() name. */
export const STORAGE_BUCKET = `${PROJECT_ID}.appspot.com`;

/**
 * Where a Strapi beside the emulators reports deleted accounts (the functions' accountDeleted hook), and with which
 * secret: the functions' public development value (functions-build.ts writes it to functions/.secret.local).
 */
export function accountErasureEnv(): { ACCOUNT_ERASURE_URL: string; ACCOUNT_ERASURE_SECRET: string } {
  return {
    ACCOUNT_ERASURE_URL: `http://${HOSTS.functions}/${PROJECT_ID}/${REGION}/accountDeleted`,
    ACCOUNT_ERASURE_SECRET: 'dev-only-account-erasure-secret-for-the-emulators',
  };
}

/** What a command run inside the emulators needs: the admin SDK, the web SDK (via VITE_*) and the tests read these. */
export function emulatorEnv(): Record<string, string> {
  return {
    FIRESTORE_EMULATOR_HOST: HOSTS.firestore,
    FIREBASE_AUTH_EMULATOR_HOST: HOSTS.auth,
    FUNCTIONS_EMULATOR_HOST: HOSTS.functions,
    FIREBASE_EMULATOR_HUB: HOSTS.hub,
    // firebase-admin reads the first, @google-cloud/storage the second (with the scheme), as firebase-tools sets them.
    FIREBASE_STORAGE_EMULATOR_HOST: HOSTS.storage,
    STORAGE_EMULATOR_HOST: `http://${HOSTS.storage}`,
    GCLOUD_PROJECT: PROJECT_ID,
    // No Google Cloud metadata server here: skip google-auth-library's probe (seconds of timeouts otherwise).
    METADATA_SERVER_DETECTION: 'none',
    FIREBASE_PROJECT_ID: PROJECT_ID,
    FUNCTIONS_REGION: REGION,
    VITE_FIREBASE_USE_EMULATORS: 'true',
    VITE_FIREBASE_PROJECT_ID: PROJECT_ID,
    VITE_FIREBASE_API_KEY: 'demo-api-key',
    VITE_FIREBASE_AUTH_DOMAIN: `${PROJECT_ID}.firebaseapp.com`,
    VITE_FIREBASE_STORAGE_BUCKET: STORAGE_BUCKET,
    VITE_FIREBASE_APP_ID: '1:000000000000:web:demo',
    VITE_FIREBASE_FUNCTIONS_REGION: REGION,
    VITE_FIREBASE_FIRESTORE_EMULATOR_HOST: HOSTS.firestore,
    VITE_FIREBASE_AUTH_EMULATOR_HOST: HOSTS.auth,
    VITE_FIREBASE_FUNCTIONS_EMULATOR_HOST: HOSTS.functions,
    VITE_FIREBASE_STORAGE_EMULATOR_HOST: HOSTS.storage,
  };
}
