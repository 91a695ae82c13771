// @vitest-environment node
import { describe, expect, inject, it } from 'vitest';
import { REAUTHENTICATION } from '../../../domain/user/reauthentication';
import { strapiCoupleAccount } from './strapi-couple-account';
import { confirmedAccount } from '../../../tests/support/strapi-harness';
import { inStrapiDatabase } from '../../../tests/support/strapi-database';
import { bearer, meStatus, post, refreshOverHttp, signInOverHttp } from '../../../tests/support/strapi-session-http';

// POST /api/account/reauthenticate (cms/src/api/account, cms/src/sessions), through the functions' own client of it
// (adapters/strapi/server/strapi-couple-account.ts): the password again before the GDPR self-service, decided by Strapi, wrong ones
// counted per sign-in. The limits are domain/user/reauthentication.ts's, which the cms runs too (bundled in).
const url = inject('strapiUrl');
const mailUrl = inject('strapiMailUrl');
const database = inject('strapiDatabase');
const { maxWrongPasswords, freshSignInMs } = REAUTHENTICATION;
let n = 0;
const uniqueEmail = () => `overeni-${Date.now().toString(36)}-${(n += 1)}@example.cz`;

async function signedIn() {
  const account = await confirmedAccount(url, mailUrl, uniqueEmail());
  const session = await signInOverHttp(url, account.email, account.password);
  return { ...account, ...session, account: strapiCoupleAccount(url, session.jwt) };
}

describe('re-authentication before the GDPR self-service (real Strapi)', () => {
  it('the account\'s password passes; a wrong one is auth/wrong-password with the attempts left; none is auth/reauth-required', async () => {
    const couple = await signedIn();
    await expect(couple.account.reauthenticate(couple.password)).resolves.toBeUndefined();
    await expect(couple.account.reauthenticate(`${couple.password}x`)).rejects.toMatchObject({ code: 'auth/wrong-password', details: { attemptsLeft: maxWrongPasswords - 1 } });
    for (const none of ['', undefined, 42, { password: couple.password }, 'x'.repeat(REAUTHENTICATION.maxPasswordLength + 1)]) {
      await expect(couple.account.reauthenticate(none), JSON.stringify(none)?.slice(0, 20)).rejects.toMatchObject({ code: 'auth/reauth-required' });
    }
    // A right one clears the count: only guesses in a row are an attacker's.
    await expect(couple.account.reauthenticate(couple.password)).resolves.toBeUndefined();
    await expect(couple.account.reauthenticate('spatne')).rejects.toMatchObject({ details: { attemptsLeft: maxWrongPasswords - 1 } });
  });

  it(`the wrong password that reaches ${maxWrongPasswords} takes the session back (refresh included); the account itself still signs in`, async () => {
    const couple = await signedIn();
    for (let attempt = 1; attempt < maxWrongPasswords; attempt += 1) {
      await expect(couple.account.reauthenticate(`spatne-${attempt}`)).rejects.toMatchObject({ code: 'auth/wrong-password', details: { attemptsLeft: maxWrongPasswords - attempt } });
    }
    await expect(couple.account.reauthenticate('spatne-posledni')).rejects.toMatchObject({ code: 'auth/reauth-locked' });
    expect(await meStatus(url, couple.jwt)).toBe(401);
    expect((await refreshOverHttp(url, couple.cookie)).status).toBe(401);
    await expect(couple.account.reauthenticate(couple.password)).rejects.toMatchObject({ code: 'auth/not-signed-in' });
    expect((await signInOverHttp(url, couple.email, couple.password)).status).toBe(200);
  });

  it('the count lasts through refreshes and is shared with change-password\'s wrong current passwords', async () => {
    const couple = await signedIn();
    await expect(couple.account.reauthenticate('spatne-1')).rejects.toMatchObject({ code: 'auth/wrong-password' });
    const refreshed = await refreshOverHttp(url, couple.cookie);
    const jwt = refreshed.body!.jwt as string;
    for (let attempt = 2; attempt < maxWrongPasswords; attempt += 1) {
      const changed = await post(url, '/auth/change-password', { currentPassword: `spatne-${attempt}`, password: 'Nove-heslo-9', passwordConfirmation: 'Nove-heslo-9' }, bearer(jwt));
      expect(changed.status).toBe(400);
    }
    const last = await post(url, '/auth/change-password', { currentPassword: 'spatne-posledni', password: 'Nove-heslo-9', passwordConfirmation: 'Nove-heslo-9' }, bearer(jwt));
    expect(last).toMatchObject({ status: 401, body: { error: { details: { code: 'auth/reauth-locked' } } } });
    expect(await meStatus(url, jwt)).toBe(401);
  });

  it('an account without a password (provider sign-in) is proven by a sign-in within the window, not after it', async () => {
    const couple = await signedIn();
    const userId = JSON.parse(Buffer.from(couple.jwt.split('.')[1]!, 'base64url').toString()).userId as string;
    // Written as an admin's tool would (no API offers it), on whichever database the layer runs.
    const signedInAgo = (ms: number) =>
      inStrapiDatabase(
        database,
        async (db) => {
          await db.changes('UPDATE up_users SET password = NULL WHERE email = ?', [couple.email]);
          const changed = await db.changes('UPDATE strapi_sessions SET metadata = ? WHERE user_id = ?', [JSON.stringify({ loginAt: new Date(Date.now() - ms).toISOString() }), userId]);
          expect(changed).toBeGreaterThan(0);
        },
        { write: true },
      );
    await signedInAgo(freshSignInMs - 60_000);
    await expect(couple.account.reauthenticate('')).resolves.toBeUndefined();
    await expect(couple.account.reauthenticate(couple.password)).resolves.toBeUndefined();
    await signedInAgo(freshSignInMs + 60_000);
    await expect(couple.account.reauthenticate(couple.password)).rejects.toMatchObject({ code: 'auth/reauth-required' });
  });

  it('refuses a session that is not (or no longer) one: auth/not-signed-in', async () => {
    const couple = await signedIn();
    expect((await post(url, '/auth/logout', {}, bearer(couple.jwt))).status).toBe(200);
    await expect(couple.account.reauthenticate(couple.password)).rejects.toMatchObject({ code: 'auth/not-signed-in' });
    await expect(strapiCoupleAccount(url, 'not.a.jwt').reauthenticate(couple.password)).rejects.toMatchObject({ code: 'auth/not-signed-in' });
  });
});
