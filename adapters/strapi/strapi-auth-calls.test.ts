import 'reflect-metadata';
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { accessToken, clearCookies, HINT, me, setup } from '../../tests/support/fake-strapi-http';
import { CookieSessionHint } from './strapi-session';

beforeEach(clearCookies);
afterEach(clearCookies);

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
    expect(server.requests.map((r) => [r.url, r.altcha, r.auth])).toEqual([
      ['/auth/local/register', 'vyreseno-1', undefined],
      ['/auth/forgot-password', 'vyreseno-2', undefined],
      ['/auth/local/register', undefined, undefined],
      ['/auth/forgot-password', undefined, undefined],
      ['/auth/send-email-confirmation', 'vyreseno-3', undefined],
      ['/auth/send-email-confirmation', undefined, undefined],
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
    await auth.complete('google', new URLSearchParams());
    const callback = server.requests.find((r) => r.url === '/auth/google/callback');
    // The provider's answer is in Strapi's session cookie: the request goes with the browser's credentials, nothing else;
    // in refresh mode Strapi sets its refresh cookie on this answer and the access token stays in memory.
    expect(callback).toMatchObject({ method: 'get', auth: undefined, params: undefined, credentials: true });
    await expect(auth.sessionToken()).resolves.toBe(token);
    expect(document.cookie).toBe(`${HINT}=1`);
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
    expect(document.cookie).toBe('');
  });
});

describe('the session hint cookie', () => {
  it('holds no secret: "1" on path / with SameSite=Lax, for at most the longest sign-in', () => {
    const set = vi.spyOn(Cookies, 'set');
    new CookieSessionHint(HINT).set();
    expect(set).toHaveBeenCalledWith(HINT, '1', expect.objectContaining({ path: '/', sameSite: 'Lax', secure: false, expires: 30 }));
  });
});
