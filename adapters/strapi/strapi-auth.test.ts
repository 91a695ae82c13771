import 'reflect-metadata';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StrapiAuth } from './strapi-auth';
import { StrapiClient } from './strapi-client';
import { CookieSessionHint, tokenLifetimeMs } from './strapi-session';

type Route = (config: InternalAxiosRequestConfig) => { status: number; data: unknown };
interface Seen {
  method: string;
  url: string;
  auth: string | undefined;
  altcha: string | undefined;
  credentials: boolean;
  data: unknown;
  params: unknown;
}

const HINT = 'signed_in';
const unauthorized = (message: string) => ({ status: 401, data: { data: null, error: { status: 401, name: 'UnauthorizedError', message, details: {} } } });

/** A fake Strapi at the HTTP boundary: records every request, answers from a route table. */
function fakeStrapi(routes: Record<string, Route>) {
  const requests: Seen[] = [];
  const adapter: AxiosAdapter = async (config) => {
    const key = `${config.method?.toUpperCase()} ${config.url}`;
    requests.push({
      method: config.method!,
      url: config.url!,
      auth: config.headers?.Authorization as string | undefined,
      altcha: config.headers?.['X-Altcha'] as string | undefined,
      credentials: config.withCredentials === true,
      data: config.data ? JSON.parse(config.data) : undefined,
      params: config.params,
    });
    const route = routes[key];
    const { status, data } = route ? route(config) : { status: 404, data: { error: { status: 404, name: 'NotFoundError', message: 'Not Found' } } };
    // Status 0 stands for no answer at all (Strapi unreachable).
    if (status === 0) throw Object.assign(new Error('Network Error'), { isAxiosError: true, config });
    const response = { status, statusText: String(status), data, headers: {}, config };
    if (status >= 400) throw Object.assign(new Error(`Request failed with status code ${status}`), { isAxiosError: true, response, config });
    return response;
  };
  return { adapter, requests };
}

/** An access token as Strapi's session manager mints them: iat, exp (`lifetime` seconds later), the session's id. */
let minted = 0;
function accessToken(lifetimeSeconds = 600): string {
  const iat = Math.floor(Date.now() / 1000);
  const payload = btoa(JSON.stringify({ userId: '7', sessionId: `s${(minted += 1)}`, type: 'access', iat, exp: iat + lifetimeSeconds })).replace(/=+$/, '');
  return `eyJhbGciOiJIUzI1NiJ9.${payload}.signature`;
}

const me = { id: 7, documentId: 'abcdefghijklmnopqrstuvwx', username: 'jana', email: 'jana@example.cz', confirmed: true };

function setup(routes: Record<string, Route>, userQuery?: Record<string, unknown>) {
  const server = fakeStrapi(routes);
  const client = new StrapiClient({ baseUrl: 'https://cms.example', version: 'v5', axios: { adapter: server.adapter }, ...(userQuery ? { userQuery } : {}) });
  return { auth: new StrapiAuth(client, new CookieSessionHint(HINT)), client, server };
}

/** A Strapi that signs in, renews and knows the couple; `refresh` says what the refresh cookie gets. */
function signedInStrapi(refresh: Route = () => ({ status: 200, data: { jwt: accessToken() } }), extra: Record<string, Route> = {}) {
  const token = accessToken();
  return {
    token,
    ...setup({
      'POST /auth/local': () => ({ status: 200, data: { jwt: token, user: me } }),
      'POST /auth/refresh': refresh,
      'GET /users/me': () => ({ status: 200, data: me }),
      ...extra,
    }),
  };
}

const clearCookies = () => {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
};
beforeEach(clearCookies);
afterEach(() => {
  clearCookies();
  vi.useRealTimers();
});

describe('StrapiAuth sessions: the access token in memory, the refresh token in Strapi\'s HttpOnly cookie', () => {
  it('is anonymous without the hint of a session, and asks Strapi nothing', async () => {
    const { auth, server } = setup({});
    await expect(auth.ready()).resolves.toBeNull();
    expect(auth.currentUser()).toBeNull();
    await expect(auth.sessionToken()).resolves.toBeNull();
    expect(server.requests).toHaveLength(0);
  });

  it('signs in: credentials as given, with credentials (Strapi sets its cookie), then /users/me with the bearer; no token in any cookie', async () => {
    const token = accessToken();
    const { auth: withQuery, server: queried } = setup(
      { 'POST /auth/local': () => ({ status: 200, data: { jwt: token, user: me } }), 'GET /users/me': () => ({ status: 200, data: me }) },
      { populate: ['role'] },
    );
    const credentials = { identifier: 'jana@example.cz', password: 'Svatba2027', extra: 'kept' };
    const user = await withQuery.signIn(credentials as never);
    expect(queried.requests[0]).toMatchObject({ url: '/auth/local', data: credentials, auth: undefined, credentials: true });
    expect(queried.requests[1]).toMatchObject({ url: '/users/me', auth: `Bearer ${token}`, credentials: true, params: { populate: ['role'] } });
    expect(user).toEqual({ id: me.documentId, email: me.email, displayName: 'jana', roles: ['visitor'], confirmed: true });
    expect(document.cookie).toBe(`${HINT}=1`);
    await expect(withQuery.sessionToken()).resolves.toBe(token);
  });

  it('a failed login leaves no session and no hint', async () => {
    Cookies.set(HINT, '1', { path: '/' });
    const { auth, server } = setup({
      'POST /auth/local': () => ({ status: 400, data: { error: { status: 400, name: 'ValidationError', message: 'Invalid identifier or password' } } }),
    });
    await expect(auth.signIn({ identifier: 'x', password: 'y' })).rejects.toMatchObject({ code: 'auth/invalid-credentials' });
    expect(server.requests.map((r) => r.auth)).toEqual([undefined]);
    expect(Cookies.get(HINT)).toBeUndefined();
    expect(auth.currentUser()).toBeNull();
  });

  it('a new page restores the session through the refresh cookie: POST /auth/refresh without a bearer, then /users/me', async () => {
    Cookies.set(HINT, '1', { path: '/' });
    const renewed = accessToken();
    const { auth, server } = setup({ 'POST /auth/refresh': () => ({ status: 200, data: { jwt: renewed } }), 'GET /users/me': () => ({ status: 200, data: me }) });
    const listener = vi.fn();
    auth.onChange(listener);
    await expect(auth.ready()).resolves.toMatchObject({ email: me.email });
    expect(server.requests.map((r) => [r.method, r.url, r.auth, r.credentials])).toEqual([
      ['post', '/auth/refresh', undefined, true],
      ['get', '/users/me', `Bearer ${renewed}`, true],
    ]);
    expect(listener).toHaveBeenCalledWith(expect.objectContaining({ email: me.email }));
    expect(auth.sessionEnded()).toBe(false);
  });

  it('a session Strapi took back (refresh refused) is dropped at start-up and says it ended; no cookie at all is quietly nobody', async () => {
    Cookies.set(HINT, '1', { path: '/' });
    const revoked = setup({ 'POST /auth/refresh': () => unauthorized('Invalid refresh token') });
    await expect(revoked.auth.ready()).resolves.toBeNull();
    expect(revoked.auth.sessionEnded()).toBe(true);
    expect(Cookies.get(HINT)).toBeUndefined();

    Cookies.set(HINT, '1', { path: '/' });
    const missing = setup({ 'POST /auth/refresh': () => ({ status: 400, data: { data: null, error: { status: 400, name: 'BadRequestError', message: 'Missing refresh token' } } }) });
    await expect(missing.auth.ready()).resolves.toBeNull();
    expect(missing.auth.sessionEnded()).toBe(false);
    expect(Cookies.get(HINT)).toBeUndefined();
  });

  it('a server failure at start-up is not an ended session, and the hint stays for the next page', async () => {
    Cookies.set(HINT, '1', { path: '/' });
    const failing = setup({ 'POST /auth/refresh': () => ({ status: 503, data: { data: null, error: { status: 503, name: 'ServiceUnavailableError', message: 'x' } } }) });
    await expect(failing.auth.ready()).resolves.toBeNull();
    expect(failing.auth.sessionEnded()).toBe(false);
    expect(Cookies.get(HINT)).toBe('1');
  });

  it('renews the access token a minute before it expires (by its own lifetime, not the browser\'s clock), once for parallel calls', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2027-03-01T10:00:00Z'));
    let renewals = 0;
    const { auth, server, token } = signedInStrapi(() => ({ status: 200, data: { jwt: `${accessToken()}${(renewals += 1)}` } }));
    await auth.signIn({ identifier: me.email, password: 'x' });
    expect(tokenLifetimeMs(token)).toBe(600_000);
    vi.setSystemTime(new Date('2027-03-01T10:08:59Z'));
    await expect(auth.sessionToken()).resolves.toBe(token);
    vi.setSystemTime(new Date('2027-03-01T10:09:01Z'));
    const [a, b] = await Promise.all([auth.sessionToken(), auth.sessionToken()]);
    expect(a).toBe(b);
    expect(a).not.toBe(token);
    expect(server.requests.filter((r) => r.url === '/auth/refresh')).toHaveLength(1);
  });

  it('a session Strapi will not renew any more: sessionToken() resolves null, nobody is signed in, and it says the session ended', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2027-03-01T10:00:00Z'));
    const { auth } = signedInStrapi(() => unauthorized('Invalid refresh token'));
    await auth.signIn({ identifier: me.email, password: 'x' });
    const listener = vi.fn();
    auth.onChange(listener);
    vi.setSystemTime(new Date('2027-03-01T10:30:00Z'));
    await expect(auth.sessionToken()).resolves.toBeNull();
    expect(auth.currentUser()).toBeNull();
    expect(auth.sessionEnded()).toBe(true);
    expect(listener).toHaveBeenCalledWith(null);
  });

  it('signs out at Strapi (POST /auth/logout with the bearer and the cookie), and locally even when Strapi cannot be reached', async () => {
    const { auth, server, token } = signedInStrapi(undefined, { 'POST /auth/logout': () => ({ status: 200, data: { ok: true } }) });
    await auth.signIn({ identifier: me.email, password: 'x' });
    const listener = vi.fn();
    auth.onChange(listener);
    await auth.signOut();
    expect(server.requests.at(-1)).toMatchObject({ method: 'post', url: '/auth/logout', auth: `Bearer ${token}`, credentials: true });
    expect(listener).toHaveBeenCalledWith(null);
    expect(Cookies.get(HINT)).toBeUndefined();
    await auth.signOut();
    expect(server.requests.filter((r) => r.url === '/auth/logout')).toHaveLength(1);

    const offline = signedInStrapi(undefined, { 'POST /auth/logout': () => ({ status: 0, data: undefined }) });
    await offline.auth.signIn({ identifier: me.email, password: 'x' });
    await expect(offline.auth.signOut()).resolves.toBeUndefined();
    expect(offline.auth.currentUser()).toBeNull();
    expect(offline.auth.sessionEnded()).toBe(false);
  });

  it('a password change continues with the new token Strapi answers (the old session is taken back there)', async () => {
    const fresh = accessToken();
    const { auth, server, token } = signedInStrapi(undefined, { 'POST /auth/change-password': () => ({ status: 200, data: { jwt: fresh, user: me } }) });
    await auth.signIn({ identifier: me.email, password: 'Svatba2027' });
    await auth.changePassword({ currentPassword: 'Svatba2027', password: 'Nove-heslo-2', passwordConfirmation: 'Nove-heslo-2' });
    expect(server.requests.at(-1)).toMatchObject({ url: '/auth/change-password', auth: `Bearer ${token}`, credentials: true });
    await expect(auth.sessionToken()).resolves.toBe(fresh);
  });

  it('too many wrong current passwords (Strapi took the session back): signed out here too, the code says why', async () => {
    const locked = { status: 401, data: { data: null, error: { status: 401, name: 'UnauthorizedError', message: 'x', details: { code: 'auth/reauth-locked' } } } };
    const { auth } = signedInStrapi(undefined, { 'POST /auth/change-password': () => locked });
    await auth.signIn({ identifier: me.email, password: 'Svatba2027' });
    await expect(auth.changePassword({ currentPassword: 'spatne', password: 'Nove-heslo-2', passwordConfirmation: 'Nove-heslo-2' })).rejects.toMatchObject({
      code: 'auth/reauth-locked',
    });
    expect(auth.currentUser()).toBeNull();
  });
});

describe('StrapiAuth account calls', () => {
  it('register with confirmation required starts no session; an immediate jwt does', async () => {
    const pending = setup({ 'POST /auth/local/register': () => ({ status: 200, data: { user: { ...me, confirmed: false } } }) });
    await expect(pending.auth.register({ username: 'jana', email: me.email, password: 'Svatba2027' }, 'vyreseno')).resolves.toMatchObject({
      confirmationRequired: true,
    });
    expect(Cookies.get(HINT)).toBeUndefined();
    const token = accessToken();
    const instant = setup({
      'POST /auth/local/register': () => ({ status: 200, data: { jwt: token, user: me } }),
      'GET /users/me': () => ({ status: 200, data: me }),
    });
    await expect(instant.auth.register({ username: 'jana', email: me.email, password: 'Svatba2027' }, 'vyreseno')).resolves.toMatchObject({
      confirmationRequired: false,
    });
    await expect(instant.auth.sessionToken()).resolves.toBe(token);
  });

  it('register and forgot-password carry the solved challenge in X-Altcha (none when nothing was solved); the bot barrier refusal is bot/challenge-failed', async () => {
    const refusal = {
      data: null,
      error: { status: 403, name: 'ForbiddenError', message: 'Bot challenge missing, expired, already used or forged', details: { code: 'bot/challenge-failed' } },
    };
    const { auth, server } = setup({
      'POST /auth/local/register': (config) =>
        config.headers?.['X-Altcha'] ? { status: 200, data: { user: { ...me, confirmed: false } } } : { status: 403, data: refusal },
      'POST /auth/forgot-password': (config) => (config.headers?.['X-Altcha'] ? { status: 200, data: { ok: true } } : { status: 403, data: refusal }),
    });
    const registration = { username: 'jana', email: me.email, password: 'Svatba2027' };
    await expect(auth.register(registration, 'vyreseno-1')).resolves.toMatchObject({ confirmationRequired: true });
    await expect(auth.requestPasswordReset(me.email, 'vyreseno-2')).resolves.toBeUndefined();
    await expect(auth.register(registration, '')).rejects.toMatchObject({ code: 'bot/challenge-failed', details: { status: 403 } });
    await expect(auth.requestPasswordReset(me.email, '')).rejects.toMatchObject({ code: 'bot/challenge-failed' });
    expect(server.requests.map((r) => [r.url, r.altcha, r.auth])).toEqual([
      ['/auth/local/register', 'vyreseno-1', undefined],
      ['/auth/forgot-password', 'vyreseno-2', undefined],
      ['/auth/local/register', undefined, undefined],
      ['/auth/forgot-password', undefined, undefined],
    ]);
  });

  it('reset-password and the provider callback forget the old session first and sign in, with credentials for the cookie', async () => {
    const token = accessToken();
    const { auth, server } = setup({
      'POST /auth/reset-password': () => ({ status: 200, data: { jwt: token, user: me } }),
      'GET /auth/google/callback': () => ({ status: 200, data: { jwt: token, user: me } }),
      'GET /users/me': () => ({ status: 200, data: me }),
    });
    await auth.resetPassword({ code: 'abc', password: 'Nove-heslo-1', passwordConfirmation: 'Nove-heslo-1' });
    expect(server.requests[0]).toMatchObject({ auth: undefined, credentials: true });
    await auth.complete('google', 'provider-access-token');
    const callback = server.requests.find((r) => r.url === '/auth/google/callback');
    expect(callback).toMatchObject({ auth: undefined, credentials: true, params: { access_token: 'provider-access-token' } });
    expect(auth.startUrl('facebook')).toBe('https://cms.example/api/connect/facebook');
  });

  it('maps Strapi errors to codes and emits the body as is on the error hook', async () => {
    const body = { data: null, error: { status: 429, name: 'RateLimitError', message: 'Too many requests, please try again later.' } };
    const { auth, client } = setup({ 'POST /auth/local': () => ({ status: 429, data: body }) });
    const hook = vi.fn();
    client.onError(hook);
    const error = await auth.signIn({ identifier: 'x', password: 'y' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'auth/rate-limited', details: { status: 429, body } });
    expect(hook).toHaveBeenCalledWith(body);
  });

  it('maps provider answers to the SocialSignInPort codes: a disabled provider is unsupported, a refused exchange invalid', async () => {
    const refused = (message: string) => () => ({ status: 400, data: { data: null, error: { status: 400, name: 'ApplicationError', message, details: {} } } });
    const { auth } = setup({
      'GET /auth/facebook/callback': refused('This provider is disabled'),
      'GET /auth/google/callback': refused('OAuth authentication requires a completed provider session'),
      'POST /auth/send-email-confirmation': refused('Already confirmed'),
    });
    await expect(auth.complete('facebook', 'x')).rejects.toMatchObject({ code: 'auth/unsupported' });
    await expect(auth.complete('google', 'x')).rejects.toMatchObject({ code: 'auth/invalid-credentials', details: { status: 400 } });
    await expect(auth.sendEmailConfirmation('jana@example.cz')).rejects.toMatchObject({ code: 'auth/email-taken' });
  });
});

describe('the session hint cookie', () => {
  it('holds no secret: "1" on path / with SameSite=Lax, for at most the longest sign-in', () => {
    const set = vi.spyOn(Cookies, 'set');
    new CookieSessionHint(HINT).set();
    expect(set).toHaveBeenCalledWith(HINT, '1', expect.objectContaining({ path: '/', sameSite: 'Lax', secure: false, expires: 30 }));
  });
});
