// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FirebaseConfig } from './firebase-config';
import type { FirebaseSdk } from './firebase-sdk';
import { FirebaseStartup, startCore, startFirebase, startStorage, type StartupDeps } from './firebase-startup';

const CONFIG: FirebaseConfig = { options: { projectId: 'demo-test', apiKey: 'k' }, functionsRegion: 'europe-west3' };

/** A fake SDK that records the order of calls; each test overrides what it is about. */
function fakeSdk(overrides: Partial<FirebaseSdk> = {}) {
  const calls: string[] = [];
  const user = { uid: 'u1' };
  const sdk = {
    initializeApp: vi.fn(() => (calls.push('initializeApp'), { name: 'app' })),
    initializeAuth: vi.fn(() => (calls.push('initializeAuth'), { name: 'auth' })),
    connectAuthEmulator: vi.fn(() => void calls.push('connectAuthEmulator')),
    persistence: [{ type: 'LOCAL' }, { type: 'SESSION' }],
    onAuthStateChanged: vi.fn((_auth: unknown, next: (u: unknown) => void) => {
      calls.push('onAuthStateChanged');
      queueMicrotask(() => next(user));
      return () => undefined;
    }),
    getFirestore: vi.fn(() => (calls.push('getFirestore'), { name: 'firestore' })),
    connectFirestoreEmulator: vi.fn(() => void calls.push('connectFirestoreEmulator')),
    getFunctions: vi.fn(() => (calls.push('getFunctions'), { name: 'functions' })),
    connectFunctionsEmulator: vi.fn(() => void calls.push('connectFunctionsEmulator')),
    getStorage: vi.fn(() => (calls.push('getStorage'), { name: 'storage', maxOperationRetryTime: 0, maxUploadRetryTime: 0 })),
    connectStorageEmulator: vi.fn(() => void calls.push('connectStorageEmulator')),
    initializeAnalytics: vi.fn(async () => (calls.push('initializeAnalytics'), { name: 'analytics' })),
    ...overrides,
  } as unknown as FirebaseSdk;
  return { sdk, calls, user };
}

function deps(sdk: FirebaseSdk, extra: Partial<StartupDeps> = {}) {
  const logger = { error: vi.fn(), warn: vi.fn() };
  return {
    logger,
    deps: {
      loadConfig: () => CONFIG,
      loadCoreSdk: async () => sdk,
      loadDataSdk: async () => sdk,
      loadStorageSdk: async () => sdk,
      analyticsConsent: () => false,
      logger,
      ...extra,
    } satisfies StartupDeps,
  };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('startFirebase', () => {
  it('starts app, Auth with local persistence, waits for the first auth state, then Firestore and Functions', async () => {
    const { sdk, calls, user } = fakeSdk();
    const services = await startFirebase(deps(sdk).deps);
    expect(calls).toEqual(['initializeApp', 'initializeAuth', 'onAuthStateChanged', 'getFirestore', 'getFunctions']);
    expect(sdk.initializeAuth).toHaveBeenCalledWith({ name: 'app' }, { persistence: sdk.persistence });
    expect(sdk.getFunctions).toHaveBeenCalledWith({ name: 'app' }, 'europe-west3');
    expect(services).toMatchObject({ initialUser: user, analytics: null });
  });

  it('connects every service to the emulators when configured', async () => {
    const { sdk, calls } = fakeSdk();
    const emulators = { auth: '127.0.0.1:9099', firestore: '127.0.0.1:8080', functions: '127.0.0.1:5001', storage: '127.0.0.1:9199' };
    const { deps: d } = deps(sdk, { loadConfig: () => ({ ...CONFIG, emulators }) });
    await startStorage(d, await startFirebase(d));
    expect(sdk.connectAuthEmulator).toHaveBeenCalledWith({ name: 'auth' }, 'http://127.0.0.1:9099', { disableWarnings: true });
    expect(sdk.connectFirestoreEmulator).toHaveBeenCalledWith({ name: 'firestore' }, '127.0.0.1', 8080);
    expect(sdk.connectFunctionsEmulator).toHaveBeenCalledWith({ name: 'functions' }, '127.0.0.1', 5001);
    expect(sdk.connectStorageEmulator).toHaveBeenCalledWith(expect.objectContaining({ name: 'storage' }), '127.0.0.1', 9199);
    expect(calls.indexOf('connectAuthEmulator')).toBeLessThan(calls.indexOf('onAuthStateChanged'));
  });

  it("sets Storage's retry limits explicitly to the seed's 2 minutes per operation and 10 per upload", async () => {
    const { sdk } = fakeSdk();
    const { deps: d } = deps(sdk);
    await expect(startStorage(d, await startCore(d))).resolves.toMatchObject({ maxOperationRetryTime: 120_000, maxUploadRetryTime: 600_000 });
    expect(sdk.connectStorageEmulator).not.toHaveBeenCalled();
    const { deps: short } = deps(fakeSdk().sdk, { loadConfig: () => ({ ...CONFIG, storageRetry: { operationMs: 1000, uploadMs: 2000 } }) });
    await expect(startStorage(short, await startCore(short))).resolves.toMatchObject({ maxOperationRetryTime: 1000, maxUploadRetryTime: 2000 });
  });

  it('gives up on the first auth state after 5 seconds and continues as signed out', async () => {
    vi.useFakeTimers();
    const { sdk } = fakeSdk({ onAuthStateChanged: vi.fn(() => () => undefined) });
    const { deps: d, logger } = deps(sdk);
    const started = startFirebase(d);
    await vi.advanceTimersByTimeAsync(4999);
    expect(logger.warn).not.toHaveBeenCalled();
    expect(sdk.getFirestore).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(started).resolves.toMatchObject({ initialUser: null });
    expect(logger.warn).toHaveBeenCalledWith('Auth state determination timed out after 5 seconds');
  });

  it('starts Analytics with the core, after the first auth state, and only with consent; its failure is a warning, not a failed start', async () => {
    const { sdk, calls } = fakeSdk();
    await startCore(deps(sdk, { analyticsConsent: () => true }).deps);
    expect(calls.at(-1)).toBe('initializeAnalytics');
    expect(calls).not.toContain('getFirestore');
    const broken = fakeSdk({ initializeAnalytics: vi.fn(async () => Promise.reject(new Error('blocked'))) });
    const { deps: d, logger } = deps(broken.sdk, { analyticsConsent: () => true });
    await expect(startFirebase(d)).resolves.toMatchObject({ analytics: null });
    expect(logger.warn).toHaveBeenCalledWith('Firebase Analytics initialization failed', expect.any(Error));
    expect(logger.error).not.toHaveBeenCalled();
  });

  it('logs any other failure and rethrows it', async () => {
    const failure = new Error('bad config');
    const { sdk } = fakeSdk({ getFirestore: vi.fn(() => { throw failure; }) });
    const { deps: d, logger } = deps(sdk);
    await expect(startFirebase(d)).rejects.toBe(failure);
    expect(logger.error).toHaveBeenCalledWith('Firebase initialization failed', failure);
  });
});

describe('FirebaseStartup', () => {
  it('starts once per page however many adapters ask', async () => {
    const { sdk } = fakeSdk();
    const loadCoreSdk = vi.fn(async () => sdk);
    const loadDataSdk = vi.fn(async () => sdk);
    const startup = new FirebaseStartup({ ...deps(sdk).deps, loadCoreSdk, loadDataSdk });
    const [a, b] = await Promise.all([startup.services(), startup.services(), startup.coreServices()]);
    expect(a).toBe(b);
    expect(loadCoreSdk).toHaveBeenCalledTimes(1);
    expect(loadDataSdk).toHaveBeenCalledTimes(1);
    expect(sdk.initializeApp).toHaveBeenCalledTimes(1);
    expect(sdk.initializeAuth).toHaveBeenCalledTimes(1);
  });

  it('signs in on the core alone: Firestore and Functions load when a page reads data, Storage when one moves files', async () => {
    const { sdk } = fakeSdk();
    const loadDataSdk = vi.fn(async () => sdk);
    const loadStorageSdk = vi.fn(async () => sdk);
    const startup = new FirebaseStartup({ ...deps(sdk).deps, loadDataSdk, loadStorageSdk });
    const core = await startup.coreServices();
    expect(core).toMatchObject({ auth: { name: 'auth' }, initialUser: { uid: 'u1' } });
    expect(loadDataSdk).not.toHaveBeenCalled();
    const services = await startup.services();
    expect(services).toMatchObject({ auth: core.auth, firestore: { name: 'firestore' } });
    expect(loadDataSdk).toHaveBeenCalledTimes(1);
    expect(loadStorageSdk).not.toHaveBeenCalled();
    const [a, b] = await Promise.all([startup.storage(), startup.storage()]);
    expect(a).toBe(b);
    expect(loadStorageSdk).toHaveBeenCalledTimes(1);
    expect(sdk.initializeApp).toHaveBeenCalledTimes(1);
  });

  it('starts Analytics later, once, when consent arrives after start-up', async () => {
    const { sdk } = fakeSdk();
    const startup = new FirebaseStartup(deps(sdk).deps);
    expect((await startup.services()).analytics).toBeNull();
    await expect(startup.enableAnalytics()).resolves.toEqual({ name: 'analytics' });
    await startup.enableAnalytics();
    expect(sdk.initializeAnalytics).toHaveBeenCalledTimes(1);
  });
});
