import 'reflect-metadata';
import { describe, expect, inject, it } from 'vitest';
import { coupleIdentityOf } from '../../domain/user/user';
import { strapiCoupleAccount } from './server/strapi-couple-account';
import type { SocialProvider } from '../../ports/social-sign-in-port';
import { socialSignInContract, type ConsentChoice } from '../../tests/contracts/social-sign-in.contract';
import { cheapChallenge } from '../../tests/support/bot-challenge-solver';
import { consentAddress, STANDIN_HOSTS } from '../../tests/support/cms-test-servers';
import { confirmEmail, strapiAdapters } from '../../tests/support/strapi-harness';
import { meStatus } from '../../tests/support/strapi-session-http';
import { TestBrowser } from '../../tests/support/test-browser';

const url = inject('strapiUrl');
const mailUrl = inject('strapiMailUrl');
const standinUrl = inject('providerStandinUrl');
const googleClientId = inject('strapiGoogleClientId');
const altchaKey = inject('strapiEnv').ALTCHA_HMAC_KEY!;
/** The site's origin as this Strapi knows it (FRONTEND_URL): where it sends the browser back. */
const site = 'http://127.0.0.1:5173';
let n = 0;
const uniqueEmail = () => `socialni-${Date.now().toString(36)}-${(n += 1)}@example.cz`;

const toStandin = consentAddress as (standin: string, location: URL, choice: { email?: string; verified?: boolean; deny?: boolean }) => string;
const providerHosts = STANDIN_HOSTS as string[];

/** A confirmed account that signs in with its password (registered over HTTP, the e-mailed link followed). */
async function passwordAccount() {
  const email = uniqueEmail();
  const password = 'Svatba2027a';
  const response = await fetch(`${url}/api/auth/local/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Altcha': await cheapChallenge(altchaKey) },
    body: JSON.stringify({ username: email.split('@')[0], email, password }),
  });
  if (response.status !== 200) throw new Error(`registration failed: ${response.status}`);
  await confirmEmail(url, mailUrl, email);
  return { email, password };
}

/**
 * StrapiAuth on the real server, in a TestBrowser that keeps Strapi's cookies; Google is on (talking to the stand-in),
 * Facebook off. `consent` is the visitor's round trip: the start address, Google's consent screen (the stand-in),
 * Strapi's /connect callback, and back to the site's callback page, which is not served here: the browser stops there.
 */
function setup() {
  const { auth, browser } = strapiAdapters(url);
  let someone: Promise<{ email: string; password: string }> | undefined;
  async function roundTrip(provider: SocialProvider, email: string, choice: ConsentChoice = {}) {
    const landed = await browser.navigate(auth.startUrl(provider), (at) => {
      if (at.origin === site) return null;
      if (providerHosts.includes(at.hostname)) return toStandin(standinUrl, at, { email, verified: choice.verified ?? true, deny: choice.decline ?? false });
      return at.toString();
    });
    expect(`${landed.url.origin}${landed.url.pathname}`).toBe(`${site}/prihlaseni/${provider}/callback`);
    return landed.url;
  }
  return {
    browser,
    auth,
    roundTrip,
    harness: {
      social: auth,
      auth,
      async signInSomeone() {
        someone ??= passwordAccount();
        const { email, password } = await someone;
        return auth.signIn({ identifier: email, password });
      },
      passwordAccount,
      enabled: 'google' as const,
      disabled: 'facebook' as const,
      consent: async (provider: SocialProvider, email: string, choice?: ConsentChoice) => (await roundTrip(provider, email, choice)).searchParams,
    },
  };
}

socialSignInContract('Strapi 5 (real server, Google through a local stand-in)', async () => setup().harness);

describe('SocialSignInPort on Strapi: the provider round trip', () => {
  it('sends the browser from the start address to Google’s consent screen with a state, coming back through Strapi, which holds the answer in its session cookie', async () => {
    const browser = new TestBrowser();
    const { auth } = strapiAdapters(url);
    const start = await fetch(auth.startUrl('google'), { redirect: 'manual' });
    expect(start.status).toBe(302);
    const location = new URL(start.headers.get('location')!);
    expect(location.origin).toBe('https://accounts.google.com');
    expect(location.searchParams.get('client_id')).toBe(googleClientId);
    expect(location.searchParams.get('redirect_uri')).toBe(`${url}/api/connect/google/callback`);
    expect(location.searchParams.get('state')).toMatch(/^[0-9a-f]{40}$/);
    expect(start.headers.getSetCookie().join('\n')).toMatch(/koa\.sess=.*httponly/i);
    // Nothing about the provider's answer travels in an address: the site's callback page gets none of it.
    const landed = await browser.navigate(auth.startUrl('google'), (at) =>
      at.origin === site ? null : providerHosts.includes(at.hostname) ? toStandin(standinUrl, at, { email: uniqueEmail() }) : at.toString(),
    );
    expect(landed.url.toString()).toBe(`${site}/prihlaseni/google/callback`);
    expect(Object.keys(browser.cookies(url))).toContain('koa.sess');
  });

  it('the start address of a provider that is not enabled leads nowhere (Strapi refuses it)', async () => {
    const { auth } = strapiAdapters(url);
    const start = await fetch(auth.startUrl('facebook'), { redirect: 'manual' });
    expect(start.status).toBe(400);
    expect(start.headers.get('location')).toBeNull();
  });

  it('refuses a foreign callback address: no redirect to the provider, for another origin or another page of the site', async () => {
    const { auth } = strapiAdapters(url);
    for (const callback of ['https://zly-web.example/prihlaseni/google/callback', `${site}/ucet`, `${url}/api/auth/google/callback`]) {
      const start = await fetch(`${auth.startUrl('google')}?callback=${encodeURIComponent(callback)}`, { redirect: 'manual' });
      expect(start.status, callback).toBe(400);
      expect(start.headers.get('location'), callback).toBeNull();
      expect(((await start.json()) as { error: { message: string } }).error.message, callback).toBe('Invalid callback URL provided');
    }
  });

  it('without its credentials (Strapi’s session cookie) the exchange fails: the cookie is the proof of consent', async () => {
    const { roundTrip } = setup();
    await roundTrip('google', uniqueEmail());
    const { auth } = strapiAdapters(url);
    await expect(auth.complete('google', new URLSearchParams())).rejects.toMatchObject({ code: 'auth/provider-failed', details: { status: 400 } });
  });

  it('trades an answer once: a copy of the cookie replayed after the sign-in is refused, and the browser no longer holds it', async () => {
    const { browser, auth, roundTrip } = setup();
    await roundTrip('google', uniqueEmail());
    const copied = browser.cookieHeader(`${url}/api/auth/google/callback`);
    await auth.complete('google', new URLSearchParams());
    expect(browser.cookies(url)).not.toHaveProperty('koa.sess');
    const replay = await fetch(`${url}/api/auth/google/callback`, { headers: { Cookie: copied } });
    const body = (await replay.json()) as { jwt?: string; error?: { message: string } };
    expect(replay.status).toBe(400);
    expect(body.jwt).toBeUndefined();
    expect(body.error?.message).toBe('OAuth authentication requires a completed provider session');
  });

  it('an e-mail of a password account gets no JWT for that account, even written in capitals', async () => {
    const owner = await passwordAccount();
    const { browser, roundTrip } = setup();
    await roundTrip('google', owner.email.toUpperCase());
    const answer = await fetch(`${url}/api/auth/google/callback`, { headers: { Cookie: browser.cookieHeader(`${url}/api/auth/google/callback`) } });
    const body = (await answer.json()) as { jwt?: string; error?: { message: string } };
    expect(answer.status).toBe(400);
    expect(body.jwt).toBeUndefined();
    expect(body.error?.message).toBe('Email is already taken.');
  });

  it('the couple’s portal trusts the provider account as Strapi answers it: confirmed, under the provider’s e-mail in lower case', async () => {
    const { auth, roundTrip } = setup();
    const email = `Jana.Gmail-${Date.now().toString(36)}@Example.cz`;
    await auth.complete('google', (await roundTrip('google', email)).searchParams);
    const me = await (await fetch(`${url}/api/users/me`, { headers: { Authorization: `Bearer ${(await auth.sessionToken())!}` } })).json();
    expect(me).toMatchObject({ provider: 'google', confirmed: true, blocked: false });
    expect(coupleIdentityOf(me)?.email).toBe(email.toLowerCase());
  });

  it('a refused exchange also removes the stored token, not only the user in memory', async () => {
    const { auth, browser, harness } = setup();
    await harness.signInSomeone();
    await expect(auth.sessionToken()).resolves.toBeTruthy();
    await expect(auth.complete('google', new URLSearchParams())).rejects.toMatchObject({ code: 'auth/provider-failed' });
    expect({ user: auth.currentUser(), hasToken: Boolean(await auth.sessionToken()) || browser.hint.present() }).toEqual({ user: null, hasToken: false });
  });
});

describe('a provider sign-in is a revocable session like a password one (refresh mode)', () => {
  it('the callback answers an access token and sets the refresh cookie: a reload restores the couple, sign-out takes it back', async () => {
    const { auth, browser, roundTrip } = setup();
    const email = uniqueEmail();
    await auth.complete('google', (await roundTrip('google', email)).searchParams);
    const token = (await auth.sessionToken())!;
    expect(browser.cookies(url)).toHaveProperty('strapi_up_refresh');
    expect(browser.cookieHeader(url)).not.toMatch(/strapi_up_refresh/);
    expect(browser.hint.present()).toBe(true);

    const reloaded = strapiAdapters(url, browser);
    await expect(reloaded.auth.ready()).resolves.toMatchObject({ email, confirmed: true });
    await reloaded.auth.signOut();
    expect(browser.cookies(url)).not.toHaveProperty('strapi_up_refresh');
    expect(await meStatus(url, token)).toBe(401);
    await expect(strapiAdapters(url, browser).auth.ready()).resolves.toBeNull();
  });

  it('right after it, the GDPR self-service needs no password (the account has none): the fresh sign-in is the proof', async () => {
    const { auth, roundTrip } = setup();
    await auth.complete('google', (await roundTrip('google', uniqueEmail())).searchParams);
    const account = strapiCoupleAccount(url, (await auth.sessionToken())!);
    await expect(account.reauthenticate('')).resolves.toBeUndefined();
    await expect(account.reauthenticate('jakekoli-heslo')).resolves.toBeUndefined();
  });
});
