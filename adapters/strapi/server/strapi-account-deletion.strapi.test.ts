// @vitest-environment node
import { describe, expect, inject, it } from 'vitest';
import { strapiCoupleVerifier } from './strapi-couple-verifier';
import { strapiCoupleAccount } from './strapi-couple-account';
import { accountExportOf } from '../../../domain/privacy/personal-data';
import { confirmedAccount } from '../../../tests/support/strapi-harness';
import { refreshOverHttp, signInOverHttp } from '../../../tests/support/strapi-session-http';

// DELETE /api/account (cms/src/api/account): a couple deletes their own account with their own session, as the
// deleteMyAccount function does for them — and no one else's.
const url = inject('strapiUrl');
const mailUrl = inject('strapiMailUrl');
let n = 0;
const uniqueEmail = () => `smazani-${Date.now().toString(36)}-${(n += 1)}@example.cz`;

async function signIn(email: string, password: string): Promise<{ status: number; jwt?: string; id?: number }> {
  const response = await fetch(`${url}/api/auth/local`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ identifier: email, password }),
  });
  const body = (await response.json().catch(() => null)) as { jwt?: string; user?: { id?: number } } | null;
  return { status: response.status, jwt: body?.jwt, id: body?.user?.id };
}

async function signedInCouple() {
  const account = await confirmedAccount(url, mailUrl, uniqueEmail());
  const session = await signIn(account.email, account.password);
  expect(session.status).toBe(200);
  return { ...account, jwt: session.jwt!, id: session.id! };
}

const remove = (path: string, jwt?: string) =>
  fetch(`${url}/api${path}`, { method: 'DELETE', headers: jwt ? { Authorization: `Bearer ${jwt}` } : {} });
const me = (jwt: string) => fetch(`${url}/api/users/me`, { headers: { Authorization: `Bearer ${jwt}` } });

describe('DELETE /api/account', () => {
  it('deletes the signed-in account: 204, its JWT and its refresh cookie stop working and it cannot sign in again', async () => {
    const account = await confirmedAccount(url, mailUrl, uniqueEmail());
    const couple = await signInOverHttp(url, account.email, account.password);
    expect((await remove('/account', couple.jwt)).status).toBe(204);
    expect((await me(couple.jwt)).status).toBe(401);
    expect((await refreshOverHttp(url, couple.cookie)).status).toBe(401);
    expect((await signIn(account.email, account.password)).status).toBe(400);
  });

  it('refuses anonymous visitors and a forged token, deleting nothing', async () => {
    const couple = await signedInCouple();
    expect([401, 403]).toContain((await remove('/account')).status);
    expect([401, 403]).toContain((await remove('/account', `${couple.jwt.slice(0, -4)}AAAA`)).status);
    expect((await me(couple.jwt)).status).toBe(200);
  });

  it('cannot be aimed at another account: only the session\'s own user goes', async () => {
    const [eva, jana] = [await signedInCouple(), await signedInCouple()];
    expect([403, 404, 405]).toContain((await remove(`/account/${jana.id}`, eva.jwt)).status);
    expect([401, 403]).toContain((await remove(`/users/${jana.id}`, eva.jwt)).status);
    expect((await remove(`/account?id=${jana.id}&documentId=${jana.id}`, eva.jwt)).status).toBe(204);
    expect((await me(eva.jwt)).status).toBe(401);
    expect((await me(jana.jwt)).status).toBe(200);
    expect((await signIn(jana.email, jana.password)).status).toBe(200);
  });
});

describe('the functions\' account client (adapters/strapi/server/strapi-couple-account.ts) against Strapi', () => {
  it('reads the account with the couple\'s session (no secrets survive the export\'s allow-list) and deletes it', async () => {
    const couple = await signedInCouple();
    const account = strapiCoupleAccount(url, couple.jwt);
    const fields = accountExportOf(await account.fields());
    expect(fields).toMatchObject({ email: couple.email, username: couple.username, confirmed: true, blocked: false, provider: 'local' });
    expect(JSON.stringify(fields)).not.toMatch(/password|Token/);

    await account.remove();
    await expect(strapiCoupleVerifier(url)(couple.jwt)).rejects.toMatchObject({ code: 'auth/not-signed-in' });
    await expect(account.fields()).rejects.toMatchObject({ code: 'auth/not-signed-in' });
  });
});
