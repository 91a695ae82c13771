import 'reflect-metadata';
import { describe, expect, inject, it } from 'vitest';
import { accountChallenge, confirmedAccount, latestMailTo, strapiAdapters } from '../../tests/support/strapi-harness';
import { bearer, cookieAttributes, meStatus, post, refreshOverHttp, signInOverHttp } from '../../tests/support/strapi-session-http';

// Couples' sessions on the real Strapi (cms: lib/session-settings.js, src/sessions): a short access token, the refresh
// token only in an HttpOnly cookie, and sessions that sign-out, a password change and a reset take back — refused
// by /users/me (and so by the functions' identity gate) from then on.
const url = inject('strapiUrl');
const mailUrl = inject('strapiMailUrl');
const REFRESH_COOKIE = 'strapi_up_refresh';
let n = 0;
const uniqueEmail = () => `relace-${Date.now().toString(36)}-${(n += 1)}@example.cz`;
const couple = () => confirmedAccount(url, mailUrl, uniqueEmail());

describe('the refresh token lives only in an HttpOnly cookie that Strapi sets', () => {
  it('sign-in, refresh, password change and reset answer an access token in the body and the refresh token only as an HttpOnly, SameSite=Strict cookie for /api/auth', async () => {
    const { email, password } = await couple();
    const signedIn = await signInOverHttp(url, email, password);
    const refreshed = await refreshOverHttp(url, signedIn.cookie);
    const changed = await post(url, '/auth/change-password', { currentPassword: password, password: 'Nove-heslo-7', passwordConfirmation: 'Nove-heslo-7' }, bearer(refreshed.body!.jwt as string));
    await post(url, '/auth/forgot-password', { email }, { 'X-Altcha': await accountChallenge(url) });
    const code = await latestMailTo(mailUrl, email, /code=([A-Za-z0-9]+)/);
    const reset = await post(url, '/auth/reset-password', { code, password: 'Reset-heslo-7', passwordConfirmation: 'Reset-heslo-7' });

    for (const [step, answer] of Object.entries({ signedIn, refreshed, changed, reset })) {
      expect(answer.status, step).toBe(200);
      expect(typeof answer.body?.jwt, step).toBe('string');
      expect(answer.body, step).not.toHaveProperty('refreshToken');
      expect(JSON.stringify(answer.body), step).not.toMatch(/"type":"refresh"/);
      const line = answer.setCookie.find((l) => l.startsWith(`${REFRESH_COOKIE}=`));
      expect(line, step).toBeDefined();
      expect(cookieAttributes(line!), step).toMatchObject({ httponly: '', samesite: 'strict', path: '/api/auth' });
      // The test server is plain http: Secure comes with production (cms/test/unit/session-settings.test.mjs).
      expect(cookieAttributes(line!), step).not.toHaveProperty('secure');
    }
  });

  it('the access token is short-lived: minutes, not days', async () => {
    const { email, password } = await couple();
    const { jwt } = await signInOverHttp(url, email, password);
    const { iat, exp, type } = JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString()) as { iat: number; exp: number; type: string };
    expect(type).toBe('access');
    expect(exp - iat).toBeLessThanOrEqual(15 * 60);
  });
});

describe('a reload restores the session through the cookie; a session taken back is refused everywhere', () => {
  it('a new page in the same browser restores the couple; after sign-out it restores nobody and the old tokens are refused', async () => {
    const { email, password } = await couple();
    const page = strapiAdapters(url);
    await page.auth.signIn({ identifier: email, password });
    const token = (await page.auth.sessionToken())!;

    const reloaded = strapiAdapters(url, page.browser);
    await expect(reloaded.auth.ready()).resolves.toMatchObject({ email });
    const renewed = (await reloaded.auth.sessionToken())!;
    expect(renewed).not.toBe(token);
    expect([await meStatus(url, token), await meStatus(url, renewed)]).toEqual([200, 200]);

    await reloaded.auth.signOut();
    expect(page.browser.cookies(url)).not.toHaveProperty(REFRESH_COOKIE);
    // The token minted before the refresh belongs to the same sign-in: it goes with it.
    expect([await meStatus(url, token), await meStatus(url, renewed)]).toEqual([401, 401]);
    const again = strapiAdapters(url, page.browser);
    await expect(again.auth.ready()).resolves.toBeNull();
    expect(again.auth.sessionEnded()).toBe(false);
  });

  it('a stolen refresh cookie replayed after sign-out is refused, and sign-out with only an older access token takes back the whole sign-in', async () => {
    const { email, password } = await couple();
    const signedIn = await signInOverHttp(url, email, password);
    const refreshed = await refreshOverHttp(url, signedIn.cookie);
    const newer = refreshed.body!.jwt as string;
    // No cookie along: the plugin alone would take back only the older token's own row.
    expect((await post(url, '/auth/logout', {}, bearer(signedIn.jwt))).status).toBe(200);
    expect([await meStatus(url, signedIn.jwt), await meStatus(url, newer)]).toEqual([401, 401]);
    expect((await refreshOverHttp(url, refreshed.cookie)).status).toBe(401);
    expect((await refreshOverHttp(url, signedIn.cookie)).status).toBe(401);
  });

  it('another browser\'s password change ends this session: a reload says it ended, the old token is refused', async () => {
    const { email, password } = await couple();
    const here = strapiAdapters(url);
    const there = strapiAdapters(url);
    await here.auth.signIn({ identifier: email, password });
    await there.auth.signIn({ identifier: email, password });
    const token = (await here.auth.sessionToken())!;
    await there.auth.changePassword({ currentPassword: password, password: 'Nove-heslo-8', passwordConfirmation: 'Nove-heslo-8' });
    expect(await meStatus(url, token)).toBe(401);
    const reloaded = strapiAdapters(url, here.browser);
    await expect(reloaded.auth.ready()).resolves.toBeNull();
    expect(reloaded.auth.sessionEnded()).toBe(true);
    // The browser that changed it goes on, and a reload there restores the new session from the cookie Strapi set.
    await expect(strapiAdapters(url, there.browser).auth.ready()).resolves.toMatchObject({ email });
  });

  it('a password reset ends every session of the account, and the reset browser stays signed in across a reload', async () => {
    const { email, password } = await couple();
    const old = strapiAdapters(url);
    await old.auth.signIn({ identifier: email, password });
    const token = (await old.auth.sessionToken())!;
    const resetting = strapiAdapters(url);
    await resetting.auth.requestPasswordReset(email, await accountChallenge(url));
    const code = await latestMailTo(mailUrl, email, /code=([A-Za-z0-9]+)/);
    await resetting.auth.resetPassword({ code, password: 'Reset-heslo-8', passwordConfirmation: 'Reset-heslo-8' });
    expect(await meStatus(url, token)).toBe(401);
    await expect(strapiAdapters(url, old.browser).auth.ready()).resolves.toBeNull();
    await expect(strapiAdapters(url, resetting.browser).auth.ready()).resolves.toMatchObject({ email });
  });
});
