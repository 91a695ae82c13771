// Whatever deletes a visitor account must first have its data erased in Firebase: a real Strapi, started with
// ACCOUNT_ERASURE_URL pointing at a stand-in of the functions' accountDeleted hook, reports the e-mail (with the
// secret) before an admin deletes one account or several in the Content Manager, deletes nothing when the hook
// refuses, and — in production — deletes no account at all without the hook. (The emulator layer runs the same
// Strapi against the real functions: functions/src/account-deleted.emulator.test.ts.)
import assert from 'node:assert/strict';
import http from 'node:http';
import { after, before, test } from 'node:test';
import { startTestStrapi } from '../test-support/strapi-test-server.mjs';

const USER = 'plugin::users-permissions.user';
const SECRET = 'tajemstvi-pro-test';
const ADMIN = { email: 'spravce@example.cz', password: 'Spravce-Heslo-2027', firstname: 'Tereza', lastname: 'Nováková' };

let hook;
let strapi;
let token;

/** The hook's stand-in: answers `hook.status` and remembers each report. */
async function startHook() {
  const state = { status: 200, received: [] };
  const server = http.createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk) => (raw += chunk));
    request.on('end', () => {
      state.received.push({ authorization: request.headers.authorization, body: JSON.parse(raw || 'null') });
      response.writeHead(state.status, { 'Content-Type': 'application/json' }).end(JSON.stringify({ erasedBookings: [], keptBookings: [] }));
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.url = `http://127.0.0.1:${server.address().port}/demo/europe-west3/accountDeleted`;
  state.close = () => new Promise((resolve) => server.close(resolve));
  return state;
}

async function admin(method, path, body) {
  return fetch(`${strapi.url}${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

let n = 0;
/** A visitor account (the authenticated role), made in the admin panel; answers its documentId. */
async function anAccount({ confirmed = true } = {}) {
  n += 1;
  const email = `ucet-${n}-${Date.now().toString(36)}@example.cz`;
  const { roles } = await (await admin('GET', '/users-permissions/roles')).json();
  const role = roles.find((r) => r.type === 'authenticated');
  const response = await admin('POST', `/content-manager/collection-types/${USER}`, {
    username: `ucet${n}${Date.now()}`,
    email,
    password: 'Svatba2027a',
    confirmed,
    blocked: false,
    role: { connect: [{ id: role.id, documentId: role.documentId }] },
  });
  assert.equal(response.status, 201, await response.clone().text());
  const created = await response.json();
  return { email, id: String(created.data?.id ?? created.id), documentId: created.data?.documentId ?? created.documentId };
}

const stillThere = async (documentId) => (await admin('GET', `/content-manager/collection-types/${USER}/${documentId}`)).status === 200;

before(async () => {
  hook = await startHook();
  strapi = await startTestStrapi({ seed: false, env: { ACCOUNT_ERASURE_URL: hook.url, ACCOUNT_ERASURE_SECRET: SECRET } });
  const registered = await fetch(`${strapi.url}/admin/register-admin`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(ADMIN) });
  assert.equal(registered.status, 200, await registered.clone().text());
  token = (await registered.json()).data.token;
});
after(async () => {
  await strapi?.stop();
  await hook?.close();
});

test('start-up says deletions report to the hook, without the secret', () => {
  assert.match(strapi.output(), /\[account-erasure\] deleting an account first erases its data in Firebase: POST http:\/\/127\.0\.0\.1:\d+\/… with the secret/);
  assert.ok(!strapi.output().includes(SECRET));
});

test('an admin deleting an account reports its e-mail with the secret first, then the account goes', async () => {
  const account = await anAccount();
  hook.status = 200;
  const since = hook.received.length;
  const response = await admin('DELETE', `/content-manager/collection-types/${USER}/${account.documentId}`);
  assert.equal(response.status, 200, await response.clone().text());
  // The account's id goes along: the erasure's record names it (for restores), never the e-mail.
  assert.deepEqual(hook.received.slice(since), [{ authorization: `Bearer ${SECRET}`, body: { email: account.email, accountId: account.id } }]);
  assert.equal(await stillThere(account.documentId), false);
});

test('an account that never confirmed its e-mail is deleted without a report: it never proved the address was its own', async () => {
  const account = await anAccount({ confirmed: false });
  hook.status = 500;
  const since = hook.received.length;
  const response = await admin('DELETE', `/content-manager/collection-types/${USER}/${account.documentId}`);
  assert.equal(response.status, 200, await response.clone().text());
  assert.deepEqual(hook.received.slice(since), []);
  assert.equal(await stillThere(account.documentId), false);
  hook.status = 200;
});

test('a bulk delete in the admin reports every account', async () => {
  const [first, second] = [await anAccount(), await anAccount()];
  hook.status = 200;
  const since = hook.received.length;
  const response = await admin('POST', `/content-manager/collection-types/${USER}/actions/bulkDelete`, { documentIds: [first.documentId, second.documentId] });
  assert.equal(response.status, 200, await response.clone().text());
  assert.deepEqual(hook.received.slice(since).map((call) => call.body.email).sort(), [first.email, second.email].sort());
  assert.equal(await stillThere(first.documentId), false);
  assert.equal(await stillThere(second.documentId), false);
});

test('when the functions do not confirm the erasure, the deletion is refused in Czech and the account stays', async () => {
  const account = await anAccount();
  hook.status = 500;
  const response = await admin('DELETE', `/content-manager/collection-types/${USER}/${account.documentId}`);
  assert.ok(response.status >= 400, `refused, not ${response.status}`);
  assert.match(await response.text(), /nepodařilo smazat \(odpověď 500\)\. Účet zůstal/);
  assert.equal(await stillThere(account.documentId), true);
  hook.status = 200;
});

test('a production Strapi without the hook deletes no account (its Firebase data would stay behind)', async () => {
  const account = await anAccount();
  // Production as it would run behind its TLS proxy for the site (cms/test/production-start.test.mjs), but without the hook.
  const production = { NODE_ENV: 'production', FRONTEND_URL: 'https://www.novakova-foto.cz', PROXY_HOPS: '1', ALTCHA_HMAC_KEY: 'a-real-secret-for-this-test-only' };
  await strapi.restart({ env: { ...production, ACCOUNT_ERASURE_URL: '' } });
  assert.match(strapi.output(), /ACCOUNT_ERASURE_URL is not set: accounts cannot be deleted until it is/);
  const signedIn = await fetch(`${strapi.url}/admin/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email: ADMIN.email, password: ADMIN.password }) });
  token = (await signedIn.json()).data.token;
  const response = await admin('DELETE', `/content-manager/collection-types/${USER}/${account.documentId}`);
  assert.ok(response.status >= 400, `refused, not ${response.status}`);
  assert.match(await response.text(), /chybí propojení s rezervačním systémem/);
  assert.equal(await stillThere(account.documentId), true);
});
