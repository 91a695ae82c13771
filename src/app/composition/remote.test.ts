import { describe, expect, it } from 'vitest';
import { StrapiContentBackend } from '../../../adapters/strapi/strapi-content-backend';
import { FirebaseAuth } from '../../../adapters/firebase/firebase-auth';
import { TOKENS } from '../../../ports/tokens';
import { createRemoteContainer } from './remote';

const storage = { getItem: () => null, setItem: () => undefined, removeItem: () => undefined };

describe('remote composition root (emulators / production)', () => {
  it('binds every port token to a Strapi or Firebase adapter without starting Firebase', () => {
    const container = createRemoteContainer(
      { siteUrl: 'https://example.test', profile: 'emulators' },
      { VITE_FIREBASE_USE_EMULATORS: 'true', VITE_FIREBASE_PROJECT_ID: 'demo-test' },
      { strapiUrl: 'http://127.0.0.1:1337' },
      storage,
    );
    for (const token of Object.values(TOKENS)) expect(() => container.get(token as never), String(token)).not.toThrow();
    expect(container.get(TOKENS.ContentBackend)).toBeInstanceOf(StrapiContentBackend);
    expect(container.get(TOKENS.AdminAuth)).toBeInstanceOf(FirebaseAuth);
    expect(container.get(TOKENS.VisitorAuth)).toBe(container.get(TOKENS.SocialSignIn));
  });
});
