import { afterEach, describe, expect, it, vi } from 'vitest';
import { readAppConfig } from '../config';
import { createRemoteGalleryServices } from './gallery-remote';
import { coupleSignInRedirect } from './gallery-services';

const env = { VITE_FIREBASE_USE_EMULATORS: 'true', VITE_FIREBASE_PROJECT_ID: 'demo-test', BASE_URL: '/' };
const config = readAppConfig({ VITE_PROFILE: 'emulators' });
const path = '/ucet/galerie/g1';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the galleries’ entry on the real profiles (gallery-remote.ts)', () => {
  it('sends a couple with no session to sign in without asking Strapi or loading its client', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const services = createRemoteGalleryServices(config, env, 'couple', 'http://127.0.0.1:1337');
    expect(await coupleSignInRedirect(services, path)).toBe(`/prihlaseni?next=${encodeURIComponent(path)}`);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('gives the guest’s calls no session at all', () => {
    expect(createRemoteGalleryServices(config, env, 'guest', 'http://127.0.0.1:1337').visitors).toBeUndefined();
  });
});
