import { describe, expect, it } from 'vitest';
import { InMemoryAuth } from '../../../adapters/memory/in-memory-auth';
import { createSessionStore } from './session-store';

describe('session store', () => {
  it('signs in through the AuthPort and exposes the user', async () => {
    const auth = new InMemoryAuth({});
    const store = createSessionStore({ auth });
    await expect(store.getState().signIn({ identifier: 'fotograf@example.cz', password: 'Fotograf2027' })).resolves.toBe(true);
    expect(store.getState()).toMatchObject({ user: { email: 'fotograf@example.cz' }, pending: false, error: null });
  });

  it('keeps the typed error code of a failed sign-in', async () => {
    const store = createSessionStore({ auth: new InMemoryAuth({}) });
    await expect(store.getState().signIn({ identifier: 'fotograf@example.cz', password: 'spatne' })).resolves.toBe(false);
    expect(store.getState()).toMatchObject({ user: null, error: 'auth/invalid-credentials' });
  });

  it('follows sign-outs that happen outside the store (another tab, token expiry)', async () => {
    const auth = new InMemoryAuth({});
    const store = createSessionStore({ auth });
    await auth.signIn({ identifier: 'fotograf@example.cz', password: 'Fotograf2027' });
    expect(store.getState().user?.email).toBe('fotograf@example.cz');
    await auth.signOut();
    expect(store.getState().user).toBeNull();
  });
});
