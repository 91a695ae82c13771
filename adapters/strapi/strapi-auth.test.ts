import 'reflect-metadata';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StrapiAuth } from './strapi-auth';
import { StrapiClient } from './strapi-client';
import { CookieTokenStore, tokenExpiry } from './strapi-token-store';

type Route = (config: InternalAxiosRequestConfig) => { status: number; data: unknown };

/** A fake Strapi at the HTTP boundary: records every request, answers from a route table. */
function fakeStrapi(routes: Record<string, Route>) {
  const requests: Array<{
    method: string;
    url: string;
    auth: string | undefined;
    altcha: string | undefined;
    data: unknown;
    params: unknown;
    withCredentials: boolean | undefined;
  }> = [];
  const adapter: AxiosAdapter = async (config) => {
    const key = `${config.method?.toUpperCase()} ${config.url}`;
    const auth = config.headers?.Authorization as string | undefined;
    const altcha = config.headers?.['X-Altcha'] as string | undefined;
    requests.push({
      method: config.method!,
      url: config.url!,
      auth,
      altcha,
      data: config.data ? JSON.parse(config.data) : undefined,
      params: config.params,
      withCredentials: config.withCredentials,
    });
    const route = routes[key];
    const { status, data } = route ? route(config) : { status: 404, data: { error: { status: 404, name: 'NotFoundError', message: 'Not Found' } } };
    const response = { status, statusText: String(status), data, headers: {}, config };
    if (status >= 400) {
      const error = Object.assign(new Error(`Request failed with status code ${status}`), { isAxiosError: true, response, config });
      throw error;
    }
    return response;
  };
  return { adapter, requests };
}

function jwt(expSeconds: number): string {
  const payload = btoa(JSON.stringify({ id: 7, exp: expSeconds })).replace(/=+$/, '');
  return `eyJhbGciOiJIUzI1NiJ9.${payload}.signature`;
}

const TOKEN = jwt(Math.floor(new Date('2030-01-01T00:00:00Z').getTime() / 1000));
const me = { id: 7, documentId: 'abcdefghijklmnopqrstuvwx', username: 'jana', email: 'jana@example.cz', confirmed: true };

function setup(routes: Record<string, Route>, userQuery?: Record<string, unknown>) {
  const server = fakeStrapi(routes);
  const tokens = new CookieTokenStore('jwt');
  const client = new StrapiClient(
    { baseUrl: 'https://cms.example', version: 'v5', axios: { adapter: server.adapter }, ...(userQuery ? { userQuery } : {}) },
    tokens,
  );
  return { auth: new StrapiAuth(client, tokens), client, server, tokens };
}

beforeEach(() => Cookies.remove('jwt', { path: '/' }));
afterEach(() => Cookies.remove('jwt', { path: '/' }));

describe('StrapiAuth session state machine', () => {
  it('is anonymous with no token and no user', async () => {
    const { auth, server } = setup({});
    await expect(auth.ready()).resolves.toBeNull();
    expect(auth.currentUser()).toBeNull();
    expect(server.requests).toHaveLength(0);
  });

  it('signs in: credentials passed as given, token stored in the cookie, then /users/me with the configured query', async () => {
    const { auth, server } = setup(
      {
        'POST /auth/local': () => ({ status: 200, data: { jwt: TOKEN, user: me } }),
        'GET /users/me': () => ({ status: 200, data: me }),
      },
      { populate: ['role'] },
    );
    const credentials = { identifier: 'jana@example.cz', password: 'Svatba2027', extra: 'kept' };
    const user = await auth.signIn(credentials as never);
    expect(server.requests[0]).toMatchObject({ url: '/auth/local', data: credentials, auth: undefined });
    expect(server.requests[1]).toMatchObject({ url: '/users/me', auth: `Bearer ${TOKEN}`, params: { populate: ['role'] } });
    expect(user).toEqual({ id: me.documentId, email: me.email, displayName: 'jana', roles: ['visitor'], confirmed: true });
    expect(Cookies.get('jwt')).toBe(TOKEN);
  });

  it('clears any old token before login, and a failed login leaves no session', async () => {
    Cookies.set('jwt', 'old-token', { path: '/' });
    const { auth, server } = setup({
      'POST /auth/local': () => ({ status: 400, data: { error: { status: 400, name: 'ValidationError', message: 'Invalid identifier or password' } } }),
    });
    await expect(auth.signIn({ identifier: 'x', password: 'y' })).rejects.toMatchObject({ code: 'auth/invalid-credentials' });
    expect(server.requests[0]!.auth).toBeUndefined();
    expect(Cookies.get('jwt')).toBeUndefined();
    expect(auth.currentUser()).toBeNull();
  });

  it('clears the token when fetching the current user fails', async () => {
    const { auth } = setup({
      'POST /auth/local': () => ({ status: 200, data: { jwt: TOKEN, user: me } }),
      'GET /users/me': () => ({ status: 401, data: { error: { status: 401, name: 'UnauthorizedError', message: 'Missing or invalid credentials' } } }),
    });
    await expect(auth.signIn({ identifier: 'jana', password: 'x' })).rejects.toMatchObject({ code: 'auth/not-signed-in' });
    expect(Cookies.get('jwt')).toBeUndefined();
    expect(auth.currentUser()).toBeNull();
  });

  it('restores the session at start-up when a token cookie exists', async () => {
    Cookies.set('jwt', TOKEN, { path: '/' });
    const { auth, server } = setup({ 'GET /users/me': () => ({ status: 200, data: me }) });
    const listener = vi.fn();
    auth.onChange(listener);
    await expect(auth.ready()).resolves.toMatchObject({ email: me.email });
    expect(server.requests).toHaveLength(1);
    expect(listener).toHaveBeenCalledWith(expect.objectContaining({ email: me.email }));
  });

  it('drops an expired or revoked token found at start-up', async () => {
    Cookies.set('jwt', 'revoked', { path: '/' });
    const { auth } = setup({ 'GET /users/me': () => ({ status: 401, data: { error: { status: 401, name: 'UnauthorizedError', message: 'x' } } }) });
    await expect(auth.ready()).resolves.toBeNull();
    expect(Cookies.get('jwt')).toBeUndefined();
    expect(auth.sessionEnded()).toBe(true);
  });

  it('a server failure at start-up is not an ended session; a fresh start or a restored one neither', async () => {
    Cookies.set('jwt', TOKEN, { path: '/' });
    const failing = setup({ 'GET /users/me': () => ({ status: 503, data: { error: { status: 503, name: 'ServiceUnavailableError', message: 'x' } } }) });
    await expect(failing.auth.ready()).resolves.toBeNull();
    expect(failing.auth.sessionEnded()).toBe(false);
    Cookies.set('jwt', TOKEN, { path: '/' });
    const restored = setup({ 'GET /users/me': () => ({ status: 200, data: me }) });
    await restored.auth.ready();
    expect(restored.auth.sessionEnded()).toBe(false);
    expect(setup({}).auth.sessionEnded()).toBe(false);
  });

  it('logout clears token and user and tells listeners', async () => {
    Cookies.set('jwt', TOKEN, { path: '/' });
    const { auth } = setup({ 'GET /users/me': () => ({ status: 200, data: me }) });
    await auth.ready();
    const listener = vi.fn();
    auth.onChange(listener);
    await auth.signOut();
    expect(Cookies.get('jwt')).toBeUndefined();
    expect(listener).toHaveBeenCalledWith(null);
  });

  it('register with confirmation required starts no session; an immediate jwt does', async () => {
    const pending = setup({ 'POST /auth/local/register': () => ({ status: 200, data: { user: { ...me, confirmed: false } } }) });
    await expect(pending.auth.register({ username: 'jana', email: me.email, password: 'Svatba2027' }, 'vyreseno')).resolves.toMatchObject({
      confirmationRequired: true,
    });
    expect(Cookies.get('jwt')).toBeUndefined();
    const instant = setup({
      'POST /auth/local/register': () => ({ status: 200, data: { jwt: TOKEN, user: me } }),
      'GET /users/me': () => ({ status: 200, data: me }),
    });
    await expect(instant.auth.register({ username: 'jana', email: me.email, password: 'Svatba2027' }, 'vyreseno')).resolves.toMatchObject({
      confirmationRequired: false,
    });
    expect(Cookies.get('jwt')).toBe(TOKEN);
  });

  it('register, forgot-password and the confirmation resend carry the solved challenge in X-Altcha (none when nothing was solved); the bot barrier refusal is bot/challenge-failed', async () => {
    const refusal = {
      data: null,
      error: { status: 403, name: 'ForbiddenError', message: 'Bot challenge missing, expired, already used or forged', details: { code: 'bot/challenge-failed' } },
    };
    const { auth, server } = setup({
      'POST /auth/local/register': (config) =>
        config.headers?.['X-Altcha'] ? { status: 200, data: { user: { ...me, confirmed: false } } } : { status: 403, data: refusal },
      'POST /auth/forgot-password': (config) => (config.headers?.['X-Altcha'] ? { status: 200, data: { ok: true } } : { status: 403, data: refusal }),
      'POST /auth/send-email-confirmation': (config) =>
        config.headers?.['X-Altcha'] ? { status: 200, data: { email: me.email, sent: true } } : { status: 403, data: refusal },
    });
    const registration = { username: 'jana', email: me.email, password: 'Svatba2027' };
    await expect(auth.register(registration, 'vyreseno-1')).resolves.toMatchObject({ confirmationRequired: true });
    await expect(auth.requestPasswordReset(me.email, 'vyreseno-2')).resolves.toBeUndefined();
    await expect(auth.register(registration, '')).rejects.toMatchObject({ code: 'bot/challenge-failed', details: { status: 403 } });
    await expect(auth.requestPasswordReset(me.email, '')).rejects.toMatchObject({ code: 'bot/challenge-failed' });
    await expect(auth.sendEmailConfirmation(me.email, 'vyreseno-3')).resolves.toBeUndefined();
    await expect(auth.sendEmailConfirmation(me.email, '')).rejects.toMatchObject({ code: 'bot/challenge-failed' });
    expect(server.requests.map((r) => [r.url, r.altcha])).toEqual([
      ['/auth/local/register', 'vyreseno-1'],
      ['/auth/forgot-password', 'vyreseno-2'],
      ['/auth/local/register', undefined],
      ['/auth/forgot-password', undefined],
      ['/auth/send-email-confirmation', 'vyreseno-3'],
      ['/auth/send-email-confirmation', undefined],
    ]);
  });

  it('reset-password and the provider callback clear the old token first and sign in', async () => {
    Cookies.set('jwt', 'old', { path: '/' });
    const { auth, server } = setup({
      'POST /auth/reset-password': () => ({ status: 200, data: { jwt: TOKEN, user: me } }),
      'GET /auth/google/callback': () => ({ status: 200, data: { jwt: TOKEN, user: me } }),
      'GET /users/me': () => ({ status: 200, data: me }),
    });
    await auth.resetPassword({ code: 'abc', password: 'Nove-heslo-1', passwordConfirmation: 'Nove-heslo-1' });
    expect(server.requests[0]!.auth).toBeUndefined();
    Cookies.set('jwt', 'old', { path: '/' });
    await auth.complete('google', new URLSearchParams());
    const callback = server.requests.find((r) => r.url === '/auth/google/callback');
    // The provider's answer is in Strapi's session cookie: the request goes with the browser's credentials, nothing else.
    expect(callback).toMatchObject({ method: 'get', auth: undefined, params: undefined, withCredentials: true });
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

  it('maps provider answers to the SocialSignInPort codes: disabled is unsupported, a taken e-mail its own code, any other refusal provider-failed', async () => {
    const refused = (message: string) => () => ({ status: 400, data: { data: null, error: { status: 400, name: 'ApplicationError', message, details: {} } } });
    const answers = [
      'OAuth authentication requires a completed provider session',
      'Email not verified by Google',
      'Email is already taken.',
      'Your account has been blocked by an administrator',
    ];
    let next = 0;
    const { auth, server } = setup({
      'GET /auth/facebook/callback': refused('This provider is disabled'),
      'GET /auth/google/callback': () => refused(answers[next++]!)(),
      'POST /auth/send-email-confirmation': refused('Already confirmed'),
    });
    const none = new URLSearchParams();
    await expect(auth.complete('facebook', none)).rejects.toMatchObject({ code: 'auth/unsupported' });
    await expect(auth.complete('google', none)).rejects.toMatchObject({ code: 'auth/provider-failed', details: { status: 400 } });
    await expect(auth.complete('google', none)).rejects.toMatchObject({ code: 'auth/provider-failed' });
    await expect(auth.complete('google', none)).rejects.toMatchObject({ code: 'auth/provider-email-taken', details: { status: 400 } });
    await expect(auth.complete('google', none)).rejects.toMatchObject({ code: 'auth/blocked' });
    await expect(auth.sendEmailConfirmation('jana@example.cz', 'vyreseno')).rejects.toMatchObject({ code: 'auth/email-taken' });
    // A callback that came back with the provider's refusal is not sent to Strapi at all.
    const before = server.requests.length;
    await expect(auth.complete('google', new URLSearchParams({ error: 'access_denied' }))).rejects.toMatchObject({ code: 'auth/provider-failed' });
    expect(server.requests).toHaveLength(before);
    expect(auth.currentUser()).toBeNull();
  });
});

describe('token cookie', () => {
  it('expires no later than the token and is SameSite=Lax on path /', () => {
    const set = vi.spyOn(Cookies, 'set');
    new CookieTokenStore('jwt').set(TOKEN);
    expect(set).toHaveBeenCalledWith('jwt', TOKEN, expect.objectContaining({ path: '/', sameSite: 'Lax', secure: false, expires: tokenExpiry(TOKEN) }));
    expect(tokenExpiry(TOKEN)?.toISOString()).toBe('2030-01-01T00:00:00.000Z');
  });
});
