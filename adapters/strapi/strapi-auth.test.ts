import 'reflect-metadata';
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { accessToken, clearCookies, HINT, me, setup, signedInStrapi, unauthorized } from '../../tests/support/fake-strapi-http';
import { tokenLifetimeMs } from './strapi-session';

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
