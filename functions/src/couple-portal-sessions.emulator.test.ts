import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { accountChallenge, confirmedAccount, latestMailTo } from '../../tests/support/strapi-harness';
import { bearer, post, refreshOverHttp, signInOverHttp } from '../../tests/support/strapi-session-http';
import { onEmulators } from '../../tests/support/emulator-support';
import { rawCall } from '../../tests/support/raw-callable';
import { PORTAL_STRAPI, requirePortalStrapi } from '../../tests/support/portal-strapi';

/**
 * The functions' identity gate (adapters/strapi/server/strapi-couple-verifier.ts, asking the test Strapi's /users/me) refuses a
 * couple's session once Strapi has taken it back: after sign-out, after a password change, after a reset — even
 * while the access token itself has not expired. Before the sessions could be taken back, such a token kept the
 * portal and the GDPR self-service open for its whole 7 days.
 */
async function gate(name: 'myBookings' | 'exportMyData', session: string, password?: string) {
  const body = await rawCall(name, { session, password }, { ip: `203.0.113.${Math.floor(Math.random() * 200) + 1}` });
  return body.error ? body.error.details?.code : 'accepted';
}

const unique = () => randomBytes(4).toString('hex');

async function couple() {
  const account = await confirmedAccount(PORTAL_STRAPI.url, PORTAL_STRAPI.mailUrl, `relace-${unique()}@example.cz`);
  return { ...account, session: await signInOverHttp(PORTAL_STRAPI.url, account.email, account.password) };
}

describe.skipIf(!onEmulators)('the identity gate refuses sessions Strapi took back (emulators + the test Strapi)', () => {
  beforeAll(requirePortalStrapi);

  it('after sign-out: the token, and one renewed before it, are refused; the GDPR self-service too', async () => {
    const { session, password } = await couple();
    const renewed = (await refreshOverHttp(PORTAL_STRAPI.url, session.cookie)).body!.jwt as string;
    expect([await gate('myBookings', session.jwt), await gate('myBookings', renewed)]).toEqual(['accepted', 'accepted']);
    expect((await post(PORTAL_STRAPI.url, '/auth/logout', {}, { ...bearer(renewed), Cookie: session.cookie })).status).toBe(200);
    expect(await gate('myBookings', session.jwt)).toBe('auth/not-signed-in');
    expect(await gate('myBookings', renewed)).toBe('auth/not-signed-in');
    expect(await gate('exportMyData', renewed, password)).toBe('auth/not-signed-in');
  });

  it('after a password change elsewhere: this browser\'s session is refused, the changing browser\'s new one accepted', async () => {
    const { email, password, session } = await couple();
    const elsewhere = await signInOverHttp(PORTAL_STRAPI.url, email, password);
    const changed = await post(PORTAL_STRAPI.url, '/auth/change-password', { currentPassword: password, password: 'Nove-heslo-5', passwordConfirmation: 'Nove-heslo-5' }, bearer(elsewhere.jwt));
    expect(changed.status).toBe(200);
    expect(await gate('myBookings', session.jwt)).toBe('auth/not-signed-in');
    expect(await gate('myBookings', elsewhere.jwt)).toBe('auth/not-signed-in');
    expect(await gate('myBookings', changed.body!.jwt as string)).toBe('accepted');
  });

  it('after a password reset: every earlier session is refused', async () => {
    const { email, session } = await couple();
    await post(PORTAL_STRAPI.url, '/auth/forgot-password', { email }, { 'X-Altcha': await accountChallenge(PORTAL_STRAPI.url) });
    const code = await latestMailTo(PORTAL_STRAPI.mailUrl, email, /code=([A-Za-z0-9]+)/);
    const reset = await post(PORTAL_STRAPI.url, '/auth/reset-password', { code, password: 'Reset-heslo-5', passwordConfirmation: 'Reset-heslo-5' });
    expect(reset.status).toBe(200);
    expect(await gate('myBookings', session.jwt)).toBe('auth/not-signed-in');
    expect(await gate('exportMyData', session.jwt, 'Reset-heslo-5')).toBe('auth/not-signed-in');
    expect(await gate('myBookings', reset.body!.jwt as string)).toBe('accepted');
  });
});
