import type { Analytics } from 'firebase/analytics';
import type { FirebaseApp, FirebaseOptions } from 'firebase/app';
import type { Auth, Persistence, User as FirebaseUser } from 'firebase/auth';
import type { Firestore } from 'firebase/firestore';
import type { Functions } from 'firebase/functions';
import type { FirebaseStorage } from 'firebase/storage';

/**
 * The SDK functions the start-up uses, injectable so its sequence is unit-tested without the SDK. The real one is
 * loaded with dynamic import(): importing an adapter class costs nothing until Firebase is first needed.
 */
export interface FirebaseSdk {
  initializeApp(options: FirebaseOptions, name?: string): FirebaseApp;
  getAuth(app: FirebaseApp): Auth;
  connectAuthEmulator(auth: Auth, url: string, options: { disableWarnings: boolean }): void;
  setPersistence(auth: Auth, persistence: Persistence): Promise<void>;
  browserLocalPersistence: Persistence;
  onAuthStateChanged(auth: Auth, next: (user: FirebaseUser | null) => void, error?: (e: Error) => void): () => void;
  getFirestore(app: FirebaseApp): Firestore;
  connectFirestoreEmulator(firestore: Firestore, host: string, port: number): void;
  getFunctions(app: FirebaseApp, region: string): Functions;
  connectFunctionsEmulator(functions: Functions, host: string, port: number): void;
  getStorage(app: FirebaseApp): FirebaseStorage;
  connectStorageEmulator(storage: FirebaseStorage, host: string, port: number): void;
  /** Resolves null where the browser cannot run Analytics (no cookies, no IndexedDB, Node). */
  initializeAnalytics(app: FirebaseApp): Promise<Analytics | null>;
}

export async function loadFirebaseSdk(): Promise<FirebaseSdk> {
  const [app, auth, firestore, functions, storage] = await Promise.all([
    import('firebase/app'),
    import('firebase/auth'),
    import('firebase/firestore'),
    import('firebase/functions'),
    import('firebase/storage'),
  ]);
  return {
    initializeApp: app.initializeApp,
    getAuth: auth.getAuth,
    connectAuthEmulator: auth.connectAuthEmulator,
    setPersistence: auth.setPersistence,
    browserLocalPersistence: auth.browserLocalPersistence,
    onAuthStateChanged: auth.onAuthStateChanged,
    getFirestore: firestore.getFirestore,
    connectFirestoreEmulator: firestore.connectFirestoreEmulator,
    getFunctions: functions.getFunctions,
    connectFunctionsEmulator: functions.connectFunctionsEmulator,
    getStorage: storage.getStorage,
    connectStorageEmulator: storage.connectStorageEmulator,
    async initializeAnalytics(firebaseApp) {
      // Analytics is its own chunk: only visitors who consented download it.
      const analytics = await import('firebase/analytics');
      return (await analytics.isSupported()) ? analytics.getAnalytics(firebaseApp) : null;
    },
  };
}
