import { describe, expect, it, vi } from 'vitest';
import type { User } from '../../domain/user/user';
import type { createStrapiAccounts } from './strapi-accounts';
import { LazyStrapiAccounts } from './strapi-lazy-accounts';

const config = { baseUrl: 'https://cms.example.test', version: 'v5' as const };
const couple: User = { id: 'u1', email: 'novomanzele@example.cz', displayName: 'novomanzele', roles: ['visitor'], confirmed: true };

function fakeAccounts() {
  const userListeners: Array<(u: User | null) => void> = [];
  const errorListeners: Array<(n: { code: 'network/unavailable'; status: number }) => void> = [];
  let current: User | null = null;
  const auth = {
    ready: vi.fn(async () => current),
    currentUser: () => current,
    onChange: (l: (u: User | null) => void) => (userListeners.push(l), () => undefined),
    signIn: vi.fn(async () => {
      current = couple;
      userListeners.forEach((l) => l(couple));
      return couple;
    }),
    signOut: vi.fn(async () => undefined),
  };
  const errors = { subscribe: (l: (typeof errorListeners)[number]) => (errorListeners.push(l), () => undefined) };
  const challenges = { issue: vi.fn(async () => ({ parameters: { algorithm: 'PBKDF2/SHA-256', nonce: 'n', salt: 's', cost: 400, keyLength: 32, keyPrefix: '' } })) };
  return { accounts: { auth, errors, challenges } as unknown as ReturnType<typeof createStrapiAccounts>, auth, challenges, errorListeners };
}

describe('LazyStrapiAccounts', () => {
  it('does not load the Strapi client for a visitor without the session hint cookie (an old `jwt` cookie is no hint)', async () => {
    const load = vi.fn();
    const lazy = new LazyStrapiAccounts(config, { load, cookies: () => 'svatebni-fotograf.consent=x; jwt=abc' });
    await expect(lazy.ready()).resolves.toBeNull();
    await lazy.signOut();
    expect(lazy.currentUser()).toBeNull();
    expect(lazy.startUrl('google')).toBe('https://cms.example.test/api/connect/google');
    expect(load).not.toHaveBeenCalled();
  });

  it('restores a session when the hint cookie says there is one', async () => {
    const fake = fakeAccounts();
    fake.auth.ready.mockResolvedValue(couple);
    const lazy = new LazyStrapiAccounts(config, { load: async () => fake.accounts, cookies: () => 'a=1; signed_in=1' });
    await expect(lazy.ready()).resolves.toEqual(couple);
  });

  it('loads once on sign-in and passes session changes and backend errors to earlier subscribers', async () => {
    const fake = fakeAccounts();
    const load = vi.fn(async () => fake.accounts);
    const lazy = new LazyStrapiAccounts(config, { load, cookies: () => '' });
    const seen: Array<User | null> = [];
    const notices: unknown[] = [];
    lazy.onChange((u) => seen.push(u));
    lazy.subscribe((n) => notices.push(n));
    await lazy.signIn({ identifier: couple.email, password: 'Svatba2027' });
    await lazy.signOut();
    expect(load).toHaveBeenCalledTimes(1);
    expect(seen).toEqual([couple]);
    expect(lazy.currentUser()).toEqual(couple);
    fake.errorListeners.forEach((l) => l({ code: 'network/unavailable', status: 0 }));
    expect(notices).toEqual([{ code: 'network/unavailable', status: 0 }]);
  });

  it("loads the client for the account forms' first challenge, and fetches it from Strapi through it", async () => {
    const fake = fakeAccounts();
    const load = vi.fn(async () => fake.accounts);
    const lazy = new LazyStrapiAccounts(config, { load, cookies: () => '' });
    await expect(lazy.issue()).resolves.toMatchObject({ parameters: { cost: 400 } });
    expect(load).toHaveBeenCalledTimes(1);
    expect(fake.challenges.issue).toHaveBeenCalledTimes(1);
  });

  it('tries to load again after a failed load (a flaky network must not break accounts for the whole visit)', async () => {
    const fake = fakeAccounts();
    const load = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module')).mockResolvedValue(fake.accounts);
    const lazy = new LazyStrapiAccounts(config, { load, cookies: () => '' });
    await expect(lazy.signIn({ identifier: 'a@b.cz', password: 'x' })).rejects.toThrow('dynamically imported');
    await expect(lazy.signIn({ identifier: 'a@b.cz', password: 'x' })).resolves.toEqual(couple);
  });
});
