import type { Analytics } from 'firebase/analytics';
import type { FirebaseApp } from 'firebase/app';
import type { Auth, User as FirebaseUser } from 'firebase/auth';
import type { Firestore } from 'firebase/firestore';
import type { Functions } from 'firebase/functions';
import type { FirebaseStorage } from 'firebase/storage';
import { STORAGE_RETRY_LIMITS } from '../../ports/file-storage-port';
import { splitHost, type FirebaseConfig } from './firebase-config';
import type { FirebaseSdk } from './firebase-sdk';

export interface FirebaseServices {
  app: FirebaseApp;
  auth: Auth;
  /** Who was signed in when the page started (restored session), or null — also after the 5 s limit. */
  initialUser: FirebaseUser | null;
  firestore: Firestore;
  functions: Functions;
  storage: FirebaseStorage;
  analytics: Analytics | null;
}

export interface StartupLogger {
  error(message: string, error?: unknown): void;
  warn(message: string, error?: unknown): void;
}

export interface StartupDeps {
  loadConfig(): FirebaseConfig;
  loadSdk(): Promise<FirebaseSdk>;
  /** Whether the visitor already accepted analytics cookies; otherwise Analytics starts later via enableAnalytics(). */
  analyticsConsent(): boolean;
  logger?: StartupLogger;
  authStateTimeoutMs?: number;
}

export const AUTH_STATE_TIMEOUT_MS = 5000;

/** The first auth state, or null if Firebase has not decided within the limit (a page must not hang on it). */
function firstAuthState(sdk: FirebaseSdk, auth: Auth, timeoutMs: number, logger: StartupLogger): Promise<FirebaseUser | null> {
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

async function startAnalytics(sdk: FirebaseSdk, app: FirebaseApp, logger: StartupLogger): Promise<Analytics | null> {
  try {
    return await sdk.initializeAnalytics(app);
  } catch (error) {
    // Blocked by an ad blocker or privacy settings: the site works without it.
    logger.warn('Firebase Analytics initialization failed', error);
    return null;
  }
}

/**
 * The start-up sequence, in the order the services depend on each other: config, app, Auth with local persistence,
 * the first auth state (so an admin page knows who is signed in before rendering), then Firestore, Functions,
 * Storage and — only with consent — Analytics.
 */
export async function startFirebase(deps: StartupDeps): Promise<FirebaseServices> {
  const logger = deps.logger ?? console;
  try {
    const config = deps.loadConfig();
    const sdk = await deps.loadSdk();
    const app = sdk.initializeApp(config.options, config.appName);
    const auth = sdk.getAuth(app);
    if (config.emulators) sdk.connectAuthEmulator(auth, `http://${config.emulators.auth}`, { disableWarnings: true });
    try {
      await sdk.setPersistence(auth, sdk.browserLocalPersistence);
    } catch (error) {
      // Private windows may refuse storage; the session then lasts for the tab, which is acceptable.
      logger.error('Error setting auth persistence', error);
    }
    const initialUser = await firstAuthState(sdk, auth, deps.authStateTimeoutMs ?? AUTH_STATE_TIMEOUT_MS, logger);
    const firestore = sdk.getFirestore(app);
    if (config.emulators) sdk.connectFirestoreEmulator(firestore, ...splitHost(config.emulators.firestore));
    const functions = sdk.getFunctions(app, config.functionsRegion);
    if (config.emulators) sdk.connectFunctionsEmulator(functions, ...splitHost(config.emulators.functions));
    const storage = sdk.getStorage(app);
    // Explicit, not the SDK's defaults: how long an upload survives a lost connection is part of the port's contract.
    const retry = config.storageRetry ?? STORAGE_RETRY_LIMITS;
    storage.maxOperationRetryTime = retry.operationMs;
    storage.maxUploadRetryTime = retry.uploadMs;
    if (config.emulators) sdk.connectStorageEmulator(storage, ...splitHost(config.emulators.storage));
    const analytics = deps.analyticsConsent() ? await startAnalytics(sdk, app, logger) : null;
    return { app, auth, initialUser, firestore, functions, storage, analytics };
  } catch (error) {
    logger.error('Firebase initialization failed', error);
    throw error;
  }
}

/**
 * One start per page, shared by every Firebase adapter (bind it as a singleton). Nothing happens until an adapter
 * first needs Firebase, so pages that never touch it never download it.
 */
export class FirebaseStartup {
  private started: Promise<FirebaseServices> | undefined;
  private sdk: Promise<FirebaseSdk> | undefined;
  private analytics: Promise<Analytics | null> | undefined;
  private readonly deps: StartupDeps;

  constructor(deps: StartupDeps) {
    this.deps = { ...deps, loadSdk: () => this.loadSdk(deps) };
  }

  services(): Promise<FirebaseServices> {
    this.started ??= startFirebase(this.deps);
    return this.started;
  }

  /** Starts Analytics after consent was given on this page; memoised, never rejects. */
  enableAnalytics(): Promise<Analytics | null> {
    this.analytics ??= this.services().then(async (services) =>
      services.analytics ?? startAnalytics(await this.deps.loadSdk(), services.app, this.deps.logger ?? console),
    );
    return this.analytics.catch(() => null);
  }

  private loadSdk(deps: StartupDeps): Promise<FirebaseSdk> {
    this.sdk ??= deps.loadSdk();
    return this.sdk;
  }
}
