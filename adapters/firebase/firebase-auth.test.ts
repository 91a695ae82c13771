// @vitest-environment node
import 'reflect-metadata';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FirebaseAuth } from './firebase-auth';
import type { FirebaseStartup } from './firebase-startup';

// The SDK edge: only what FirebaseAuth.start() calls.
const sdk = vi.hoisted(() => ({ signOut: vi.fn(async () => undefined), onAuthStateChanged: vi.fn(() => () => undefined) }));
vi.mock('./firebase-auth-sdk', () => sdk);

/** A stored session whose token refresh behaves as given; the cached token says admin. */
function storedSession(refresh: () => Promise<{ claims: Record<string, unknown> }>) {
  const user = {
    uid: 'u1',
    email: 'fotograf@example.cz',
    displayName: null,
    emailVerified: true,
    getIdTokenResult: vi.fn((force?: boolean) => (force ? refresh() : Promise.resolve({ claims: { admin: true } }))),
  };
  const startup = { coreServices: async () => ({ auth: { name: 'auth' }, initialUser: user }) } as unknown as FirebaseStartup;
  return { user, auth: new FirebaseAuth(startup) };
}

const failing = (code: string) => () => Promise.reject(Object.assign(new Error(code), { code }));

beforeEach(() => vi.clearAllMocks());

describe('FirebaseAuth on start (the admin pages)', () => {
  it('takes the roles from a freshly issued token: a demoted admin starts as a visitor', async () => {
    const { user, auth } = storedSession(async () => ({ claims: {} }));
    await expect(auth.ready()).resolves.toMatchObject({ roles: ['visitor'] });
    expect(user.getIdTokenResult).toHaveBeenCalledWith(true);
    expect(auth.sessionEnded()).toBe(false);
  });

  it.each(['auth/user-token-expired', 'auth/user-disabled', 'auth/user-not-found'])(
    'signs a session out at once when the refresh is refused (%s), and says the session ended',
    async (code) => {
      const { auth } = storedSession(failing(code));
      await expect(auth.ready()).resolves.toBeNull();
      expect(auth.currentUser()).toBeNull();
      expect(auth.sessionEnded()).toBe(true);
      expect(sdk.signOut).toHaveBeenCalledWith({ name: 'auth' });
    },
  );

  it('offline, the cached token decides and the session stays', async () => {
    const { auth } = storedSession(failing('auth/network-request-failed'));
    await expect(auth.ready()).resolves.toMatchObject({ roles: ['admin'] });
    expect(auth.sessionEnded()).toBe(false);
    expect(sdk.signOut).not.toHaveBeenCalled();
  });
});
