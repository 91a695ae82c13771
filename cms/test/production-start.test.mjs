// A production Strapi (NODE_ENV=production) must not come up without its own bot-barrier key: with the missing key
// or the public development key anyone could sign, and so forge, the challenges registration and forgot-password need.
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { test } from 'node:test';
import { solvedChallenge } from '../test-support/altcha.mjs';
import { startTestStrapi } from '../test-support/strapi-test-server.mjs';

const require = createRequire(import.meta.url);
const { DEV_ALTCHA_HMAC_KEY } = require('../src/altcha/hmac-key.js');

/** An empty server (no seed), as production: what it needs besides the key comes from the test server's environment. */
const startProduction = (env) => startTestStrapi({ seed: false, timeoutMs: 90_000, env: { NODE_ENV: 'production', ...env } });

test('a production start without ALTCHA_HMAC_KEY, or with the public development key, stops before it serves anything', async () => {
  for (const [key, reason] of [
    ['', /ALTCHA_HMAC_KEY is not set/],
    [DEV_ALTCHA_HMAC_KEY, /ALTCHA_HMAC_KEY is the public development key/],
  ]) {
    await assert.rejects(startProduction({ ALTCHA_HMAC_KEY: key }), (error) => {
      // The process ended by itself (not a timeout), and it says why.
      assert.match(error.message, /Strapi exited \(\d+\) before it was ready/, `key "${key}"`);
      assert.match(error.message, reason, `key "${key}"`);
      return true;
    });
  }
});

test('the same production start with a real key serves the challenge route, and hands out the refresh cookie Secure over https only', async () => {
  // Behind a TLS proxy (PROXY=true): Strapi knows a request came over https from X-Forwarded-Proto.
  const strapi = await startProduction({ ALTCHA_HMAC_KEY: 'a-real-secret-for-this-test-only', PROXY: 'true' });
  try {
    const response = await fetch(`${strapi.url}/api/altcha/challenge`);
    assert.equal(response.status, 200);
    assert.match((await response.json()).signature, /^[0-9a-f]{64}$/);

    const https = { 'Content-Type': 'application/json', 'X-Forwarded-Proto': 'https' };
    const account = { username: 'produkce', email: 'produkce@example.cz', password: 'Heslo-12345' };
    const registered = await fetch(`${strapi.url}/api/auth/local/register`, {
      method: 'POST',
      headers: { ...https, 'X-Altcha': await solvedChallenge(strapi.url) },
      body: JSON.stringify(account),
    });
    assert.equal(registered.status, 200);
    const mail = (await strapi.readMails()).find((item) => item.to === account.email);
    const token = /confirmation=([A-Za-z0-9]+)/.exec(`${mail.text}${mail.html}`)[1];
    await fetch(`${strapi.url}/api/auth/email-confirmation?confirmation=${token}`, { redirect: 'manual' });

    const signIn = (headers) => fetch(`${strapi.url}/api/auth/local`, { method: 'POST', headers, body: JSON.stringify({ identifier: account.email, password: account.password }) });
    const secure = await signIn(https);
    assert.equal(secure.status, 200);
    const cookie = secure.headers.getSetCookie().find((line) => line.startsWith('strapi_up_refresh='));
    assert.match(cookie, /; secure/i);
    assert.match(cookie, /; httponly/i);
    assert.match(cookie, /; samesite=strict/i);
    // Over plain http the Secure cookie is never handed out: no session starts there.
    const plain = await signIn({ 'Content-Type': 'application/json' });
    assert.notEqual(plain.status, 200);
    assert.equal(plain.headers.getSetCookie().some((line) => line.startsWith('strapi_up_refresh=')), false);
  } finally {
    await strapi.stop();
  }
});
