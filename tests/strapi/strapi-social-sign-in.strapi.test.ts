import 'reflect-metadata';
import { describe, expect, inject, it } from 'vitest';
import type { User } from '../../domain/user/user';
import type { AuthPort } from '../../ports/auth-port';
import type { SocialProvider, SocialSignInPort } from '../../ports/social-sign-in-port';
import { socialSignInContract } from '../contracts/social-sign-in.contract';
import { confirmedAccount, strapiAdapters } from './strapi-harness';

const url = inject('strapiUrl');
const mailUrl = inject('strapiMailUrl');
const googleClientId = inject('strapiGoogleClientId');
let n = 0;
const uniqueEmail = () => `socialni-${Date.now().toString(36)}-${(n += 1)}@example.cz`;

interface SocialSignInHarness {
  port: SocialSignInPort & AuthPort;
  /** A provider the backend has switched on, and one it has not. */
  enabled: SocialProvider;
  disabled: SocialProvider;
  /** Opens an address as the browser would, without following redirects. */
  open(address: string): Promise<{ status: number; location: URL | null }>;
  /** Signs a couple in on the same adapter (the session `complete` must clear first). */
  signInSomeone(): Promise<User>;
  /** The adapter's session: its user and whether it still holds a token (or the hint of one to restore). */
  session(): Promise<{ user: User | null; hasToken: boolean }>;
}

/** The Strapi adapter of SocialSignInPort (StrapiAuth) on the real server: Google on (made-up keys), Facebook off. */
async function setup(): Promise<SocialSignInHarness> {
  const { auth, browser } = strapiAdapters(url);
  return {
    port: auth,
    enabled: 'google',
    disabled: 'facebook',
    async open(address) {
      const response = await fetch(address, { redirect: 'manual' });
      const location = response.headers.get('location');
      return { status: response.status, location: location ? new URL(location, address) : null };
    },
    async signInSomeone() {
      const couple = await confirmedAccount(url, mailUrl, uniqueEmail());
      return auth.signIn({ identifier: couple.email, password: couple.password });
    },
    session: async () => ({ user: auth.currentUser(), hasToken: Boolean(await auth.sessionToken()) || browser.hint.present() }),
  };
}

// No real Google behind the test Strapi, so the harness cannot mint a granted token: the contract's sign-in cases
// skip visibly and its refusals run.
socialSignInContract('Strapi 5 (real server)', async () => {
  const h = await setup();
  return { social: h.port, auth: h.port, signInSomeone: h.signInSomeone, enabled: h.enabled, disabled: h.disabled };
});

describe('SocialSignInPort on Strapi: where the start addresses lead', () => {
  it('sends the browser from the start address to the enabled provider’s consent screen, coming back through Strapi', async () => {
    const { port, enabled, open } = await setup();
    const { status, location } = await open(port.startUrl(enabled));
    expect([301, 302, 303, 307]).toContain(status);
    expect(location?.origin).toBe('https://accounts.google.com');
    expect(location?.searchParams.get('client_id')).toBe(googleClientId);
    expect(location?.searchParams.get('redirect_uri')).toBe(`${url}/api/connect/${enabled}/callback`);
  });

  it('the start address of a provider that is not enabled leads nowhere (Strapi refuses it)', async () => {
    const { port, disabled, open } = await setup();
    const { status, location } = await open(port.startUrl(disabled));
    expect(status).toBe(400);
    expect(location).toBeNull();
  });

  it('a refused exchange also removes the stored token, not only the user in memory', async () => {
    const { port, enabled, signInSomeone, session } = await setup();
    await signInSomeone();
    expect((await session()).hasToken).toBe(true);
    await expect(port.complete(enabled, 'podvrzeny-token')).rejects.toMatchObject({ code: 'auth/invalid-credentials' });
    expect(await session()).toEqual({ user: null, hasToken: false });
  });
});
