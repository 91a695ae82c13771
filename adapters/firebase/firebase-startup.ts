import type { Analytics } from 'firebase/analytics';
import type { FirebaseApp } from 'firebase/app';
import type { Auth, User as FirebaseUser } from 'firebase/auth';
import type { Firestore } from './firestore-sdk';
import type { Functions } from 'firebase/functions';
import type { FirebaseStorage } from 'firebase/storage';
import { STORAGE_RETRY_LIMITS } from '../../ports/file-storage-port';
import { splitHost, type FirebaseConfig } from './firebase-config';
import type { FirebaseCoreSdk, FirebaseDataSdk, FirebaseStorageSdk } from './firebase-sdk';

/** The first stage: enough to sign in and to know who is signed in (the sign-in page loads nothing more). */
export interface FirebaseCoreServices {
  app: FirebaseApp;
  auth: Auth;
  /** Who was signed in when the page started (restored session), or null — also after the 5 s limit. */
  initialUser: FirebaseUser | null;
  analytics: Analytics | null;
}

export interface FirebaseServices extends FirebaseCoreServices {
  firestore: Firestore;
  functions: Functions;
}

export interface StartupLogger {
  error(message: string, error?: unknown): void;
  warn(message: string, error?: unknown): void;
}

export interface StartupDeps {
  loadConfig(): FirebaseConfig;
  loadCoreSdk(): Promise<FirebaseCoreSdk>;
  loadDataSdk(): Promise<FirebaseDataSdk>;
  loadStorageSdk(): Promise<FirebaseStorageSdk>;
  /** Whether the visitor already accepted analytics cookies; otherwise Analytics starts later via enableAnalytics(). */
  analyticsConsent(): boolean;
  logger?: StartupLogger;
  authStateTimeoutMs?: number;
}

export const AUTH_STATE_TIMEOUT_MS = 5000;

/** The first auth state, or null if Firebase has not decided within the limit (a page must not hang on it). */
function firstAuthState(sdk: FirebaseCoreSdk, auth: Auth, timeoutMs: number, logger: StartupLogger): Promise<FirebaseUser | null> {
  let settle!: (user: FirebaseUser | null) => void;
  const first = new Promise<FirebaseUser | null>((resolve) => (settle = resolve));
  const timer = setTimeout(() => {
    logger.warn('Auth state determination timed out after 5 seconds');
    settle(null);
  }, timeoutMs);
  const unsubscribe = sdk.onAuthStateChanged(auth, (user) => settle(user), () => settle(null));
  return first.finally(() => {
    clearTimeout(timer);
    unsubscribe();
  });
}

async function startAnalytics(sdk: FirebaseCoreSdk, app: FirebaseApp, logger: StartupLogger): Promise<Analytics | null> {
  try {
    return await sdk.initializeAnalytics(app);
  } catch (error) {
    // Blocked by an ad blocker or privacy settings: the site works without it.
    logger.warn('Firebase Analytics initialization failed', error);
    return null;
  }
}

/**
 * The start-up's first stage, in the order the services depend on each other: config, app, Auth with local
 * persistence, the first auth state (so an admin page knows who is signed in before rendering), and — only with
 * consent — Analytics.
 */
export async function startCore(deps: StartupDeps): Promise<FirebaseCoreServices> {
  const logger = deps.logger ?? console;
  try {
    const config = deps.loadConfig();
    const sdk = await deps.loadCoreSdk();
    const app = sdk.initializeApp(config.options, config.appName);
    const auth = sdk.initializeAuth(app, { persistence: sdk.persistence });
    if (config.emulators) sdk.connectAuthEmulator(auth, `http://${config.emulators.auth}`, { disableWarnings: true });
    const initialUser = await firstAuthState(sdk, auth, deps.authStateTimeoutMs ?? AUTH_STATE_TIMEOUT_MS, logger);
    const analytics = deps.analyticsConsent() ? await startAnalytics(sdk, app, logger) : null;
    return { app, auth, initialUser, analytics };
  } catch (error) {
    logger.error('Firebase initialization failed', error);
    throw error;
  }
}

/** The second stage, on a started core: Firestore and Functions (the desk's data; never the sign-in page). */
export async function startData(deps: StartupDeps, core: FirebaseCoreServices): Promise<FirebaseServices> {
  const logger = deps.logger ?? console;
  try {
    const config = deps.loadConfig();
    const sdk = await deps.loadDataSdk();
    const firestore = sdk.getFirestore(core.app);
    if (config.emulators) sdk.connectFirestoreEmulator(firestore, ...splitHost(config.emulators.firestore));
    const functions = sdk.getFunctions(core.app, config.functionsRegion);
    if (config.emulators) sdk.connectFunctionsEmulator(functions, ...splitHost(config.emulators.functions));
    return { ...core, firestore, functions };
  } catch (error) {
    logger.error('Firebase initialization failed', error);
    throw error;
  }
}

/** Storage on a started core, for the pages that move files. */
export async function startStorage(deps: StartupDeps, core: FirebaseCoreServices): Promise<FirebaseStorage> {
  try {
    const config = deps.loadConfig();
    const sdk = await deps.loadStorageSdk();
    const storage = sdk.getStorage(core.app);
    // Explicit, not the SDK's defaults: how long an upload survives a lost connection is part of the port's contract.
    const retry = config.storageRetry ?? STORAGE_RETRY_LIMITS;
    storage.maxOperationRetryTime = retry.operationMs;
    storage.maxUploadRetryTime = retry.uploadMs;
    if (config.emulators) sdk.connectStorageEmulator(storage, ...splitHost(config.emulators.storage));
    return storage;
  } catch (error) {
    (deps.logger ?? console).error('Firebase initialization failed', error);
    throw error;
  }
}

/** Both stages at once. */
export async function startFirebase(deps: StartupDeps): Promise<FirebaseServices> {
  return startData(deps, await startCore(deps));
}

/**
 * One start per page, shared by every Firebase adapter (bind it as a singleton). Nothing happens until an adapter
 * first needs Firebase, so pages that never touch it never download it; the sign-in asks only for the core, so the
 * sign-in page never downloads Firestore.
 */
export class FirebaseStartup {
  private core: Promise<FirebaseCoreServices> | undefined;
  private started: Promise<FirebaseServices> | undefined;
  private bucket: Promise<FirebaseStorage> | undefined;
  private coreSdk: Promise<FirebaseCoreSdk> | undefined;
  private analytics: Promise<Analytics | null> | undefined;
  private readonly deps: StartupDeps;

  constructor(deps: StartupDeps) {
    this.deps = { ...deps, loadCoreSdk: () => (this.coreSdk ??= deps.loadCoreSdk()) };
  }

  /** The app and Auth, with who is signed in. */
  coreServices(): Promise<FirebaseCoreServices> {
    this.core ??= startCore(this.deps);
    return this.core;
  }

  /** The core with Firestore and Functions. */
  services(): Promise<FirebaseServices> {
    this.started ??= this.coreServices().then((core) => startData(this.deps, core));
    return this.started;
  }

  /** Storage, with its retry limits and (locally) the emulator. */
  storage(): Promise<FirebaseStorage> {
    this.bucket ??= this.coreServices().then((core) => startStorage(this.deps, core));
    return this.bucket;
  }

  /** Starts Analytics after consent was given on this page; memoised, never rejects. */
  enableAnalytics(): Promise<Analytics | null> {
    this.analytics ??= this.coreServices().then(async (core) =>
      core.analytics ?? startAnalytics(await this.deps.loadCoreSdk(), core.app, this.deps.logger ?? console),
    );
    return this.analytics.catch(() => null);
  }
}
