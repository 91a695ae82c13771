import type { ServiceIdentifier } from 'inversify';
import { readFirebaseConfig, type FirebaseEnv } from './firebase-config';
import type { FirebaseHttp } from './firebase-http';
import { loadFirebaseCoreSdk, loadFirebaseDataSdk, loadFirebaseStorageSdk } from './firebase-sdk';
import { FirebaseStartup, type StartupLogger } from './firebase-startup';

/** Bound by the emulators and production composition roots: one FirebaseStartup per page, shared by the adapters. */
export const FIREBASE_TOKENS = {
  Startup: Symbol.for('firebase.Startup') as ServiceIdentifier<FirebaseStartup>,
  /** Endpoints for the SDK-free public adapters (callables and Firestore REST over fetch). */
  Http: Symbol.for('firebase.Http') as ServiceIdentifier<FirebaseHttp>,
} as const;

export interface FirebaseStartupOptions {
  /** Usually import.meta.env. */
  env: FirebaseEnv;
  analyticsConsent: () => boolean;
  logger?: StartupLogger;
}

export function createFirebaseStartup(options: FirebaseStartupOptions): FirebaseStartup {
  return new FirebaseStartup({
    loadConfig: () => readFirebaseConfig(options.env),
    loadCoreSdk: loadFirebaseCoreSdk,
    loadDataSdk: loadFirebaseDataSdk,
    loadStorageSdk: loadFirebaseStorageSdk,
    analyticsConsent: options.analyticsConsent,
    ...(options.logger ? { logger: options.logger } : {}),
  });
}
