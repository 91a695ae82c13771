// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readFirebaseConfig } from './firebase-config';

describe('readFirebaseConfig', () => {
  it('reads the production variables and defaults the functions region to europe-west3 (not us-central1)', () => {
    const config = readFirebaseConfig({ VITE_FIREBASE_PROJECT_ID: 'svatby', VITE_FIREBASE_API_KEY: 'key', VITE_FIREBASE_APP_ID: 'app' });
    expect(config).toEqual({
      options: { apiKey: 'key', projectId: 'svatby', authDomain: 'svatby.firebaseapp.com', storageBucket: 'svatby.appspot.com', appId: 'app' },
      functionsRegion: 'europe-west3',
    });
  });

  it('refuses to start production without an API key, naming the variable', () => {
    expect(() => readFirebaseConfig({ VITE_FIREBASE_PROJECT_ID: 'svatby' })).toThrow(/VITE_FIREBASE_API_KEY/);
  });

  it('connects to the emulators on their pinned ports when asked', () => {
    const config = readFirebaseConfig({ VITE_FIREBASE_PROJECT_ID: 'demo-x', VITE_FIREBASE_USE_EMULATORS: 'true' });
    expect(config.emulators).toEqual({ auth: '127.0.0.1:9099', firestore: '127.0.0.1:8080', functions: '127.0.0.1:5001', storage: '127.0.0.1:9199' });
    expect(config.options.apiKey).toBe('demo-api-key');
  });

  it('takes the Storage emulator from VITE_FIREBASE_STORAGE_EMULATOR_HOST, as the launcher exports it', () => {
    const config = readFirebaseConfig({ VITE_FIREBASE_PROJECT_ID: 'demo-x', VITE_FIREBASE_USE_EMULATORS: 'true', VITE_FIREBASE_STORAGE_EMULATOR_HOST: '127.0.0.1:9333' });
    expect(config.emulators?.storage).toBe('127.0.0.1:9333');
  });
});
