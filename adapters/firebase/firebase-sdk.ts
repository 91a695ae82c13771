import type { Analytics } from 'firebase/analytics';
import type { FirebaseApp, FirebaseOptions } from 'firebase/app';
import type { Auth, Dependencies, User as FirebaseUser } from 'firebase/auth';
import type { Firestore } from './firestore-sdk';
import type { Functions } from 'firebase/functions';
import type { FirebaseStorage } from 'firebase/storage';

/**
 * What the start-up's first stage uses: the app, Auth and (with consent) Analytics — all the sign-in page needs.
 * Injectable so the sequence is unit-tested without the SDK; the real one is loaded with dynamic import(), so
 * importing an adapter class costs nothing until Firebase is first needed.
 */
export interface FirebaseCoreSdk {
  initializeApp(options: FirebaseOptions, name?: string): FirebaseApp;
  initializeAuth(app: FirebaseApp, deps: Dependencies): Auth;
  connectAuthEmulator(auth: Auth, url: string, options: { disableWarnings: boolean }): void;
  /** Auth's persistences in the order tried: the first the browser allows keeps the session. */
  persistence: Dependencies['persistence'];
  onAuthStateChanged(auth: Auth, next: (user: FirebaseUser | null) => void, error?: (e: Error) => void): () => void;
  /** Resolves null where the browser cannot run Analytics (no cookies, no IndexedDB, Node). */
  initializeAnalytics(app: FirebaseApp): Promise<Analytics | null>;
}

/** The second stage, loaded only once a page reads data: Firestore and Functions. */
export interface FirebaseDataSdk {
  getFirestore(app: FirebaseApp): Firestore;
  connectFirestoreEmulator(firestore: Firestore, host: string, port: number): void;
  getFunctions(app: FirebaseApp, region: string): Functions;
  connectFunctionsEmulator(functions: Functions, host: string, port: number): void;
}

/** Storage, loaded only by the pages that move files (the gallery desk, the documents). */
export interface FirebaseStorageSdk {
  getStorage(app: FirebaseApp): FirebaseStorage;
  connectStorageEmulator(storage: FirebaseStorage, host: string, port: number): void;
}

export type FirebaseSdk = FirebaseCoreSdk & FirebaseDataSdk & FirebaseStorageSdk;

export async function loadFirebaseCoreSdk(): Promise<FirebaseCoreSdk> {
  const sdk = await import('./firebase-auth-sdk');
  return {
    initializeApp: sdk.initializeApp,
    initializeAuth: sdk.initializeAuth,
    connectAuthEmulator: sdk.connectAuthEmulator,
    // Local storage keeps the desk signed in across visits; where a private window refuses it, the tab's session.
    persistence: [sdk.browserLocalPersistence, sdk.browserSessionPersistence],
    onAuthStateChanged: sdk.onAuthStateChanged,
    async initializeAnalytics(firebaseApp) {
      // Analytics is its own chunk: only visitors who consented download it.
      const analytics = await import('firebase/analytics');
      return (await analytics.isSupported()) ? analytics.getAnalytics(firebaseApp) : null;
    },
  };
}

export async function loadFirebaseDataSdk(): Promise<FirebaseDataSdk> {
  const [firestore, functions] = await Promise.all([import('./firestore-sdk'), import('firebase/functions')]);
  return {
    getFirestore: firestore.getFirestore,
    connectFirestoreEmulator: firestore.connectFirestoreEmulator,
    getFunctions: functions.getFunctions,
    connectFunctionsEmulator: functions.connectFunctionsEmulator,
  };
}

export async function loadFirebaseStorageSdk(): Promise<FirebaseStorageSdk> {
  const storage = await import('firebase/storage');
  return { getStorage: storage.getStorage, connectStorageEmulator: storage.connectStorageEmulator };
}
