// A production Strapi (NODE_ENV=production) must not come up without its own bot-barrier key: with the missing key
// or the public development key anyone could sign, and so forge, the challenges registration and forgot-password need.
// Nor with a development origin in its credentialed CORS list, or trusting every X-Forwarded-For entry, or without
// the trusted TLS proxy its Secure session cookies need (PROXY_HOPS).
// Nor with a sender of another domain than the site's: the couples' confirmation e-mails would never arrive.
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { test } from 'node:test';
import { cheapChallenge } from '../test-support/altcha.mjs';
import { startTestStrapi } from '../test-support/strapi-test-server.mjs';

const require = createRequire(import.meta.url);
const { DEV_ALTCHA_HMAC_KEY } = require('../src/altcha/hmac-key.js');

const SITE = 'https://www.novakova-foto.cz';
const KEY = 'a-real-secret-for-this-test-only';

/**
 * An empty server (no seed), as production behind one TLS-terminating proxy for the site at SITE (the domain of the
 * test server's sender, web@novakova-foto.cz): what it needs besides that comes from the test server's environment.
 */
const startProduction = (env) =>
  startTestStrapi({ seed: false, timeoutMs: 300_000, env: { NODE_ENV: 'production', FRONTEND_URL: SITE, PROXY_HOPS: '1', ...env } });

/** Strapi exited by itself (not a timeout) and said why. */
const stoppedBecause = (reason, label) => (error) => {
  assert.match(error.message, /Strapi exited \(\d+\) before it was ready/, label);
  assert.match(error.message, reason, label);
  return true;
};

test('a production start without ALTCHA_HMAC_KEY, or with the public development key, stops before it serves anything', async () => {
  for (const [key, reason] of [
    ['', /ALTCHA_HMAC_KEY is not set/],
    [DEV_ALTCHA_HMAC_KEY, /ALTCHA_HMAC_KEY is the public development key/],
  ]) {
    await assert.rejects(startProduction({ ALTCHA_HMAC_KEY: key }), stoppedBecause(reason, `key "${key}"`));
  }
});

test('a production start with a development origin in FRONTEND_URL, the old PROXY=true, or no proxy hops for its Secure cookies stops before it serves anything', async () => {
  const key = { ALTCHA_HMAC_KEY: KEY };
  await assert.rejects(startProduction({ ...key, FRONTEND_URL: `${SITE},http://127.0.0.1:5173` }), stoppedBecause(/FRONTEND_URL names http:\/\/127\.0\.0\.1:5173/, 'CORS'));
  await assert.rejects(startProduction({ ...key, PROXY: 'true', PROXY_HOPS: '' }), stoppedBecause(/set PROXY_HOPS/, 'PROXY'));
  // Strapi serves plain http: without a TLS proxy it trusts, it never sees https and hands out no Secure cookie at all.
  await assert.rejects(startProduction({ ...key, PROXY_HOPS: '0' }), stoppedBecause(/PROXY_HOPS: .*Secure/, 'PROXY_HOPS'));
});

/** A CORS preflight of a credentialed sign-in from `origin`: the origin Strapi allows back, if any. */
async function preflight(url, origin) {
  const response = await fetch(`${url}/api/auth/local`, {
    method: 'OPTIONS',
    headers: { Origin: origin, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type' },
  });
  return { origin: response.headers.get('access-control-allow-origin'), credentials: response.headers.get('access-control-allow-credentials') };
}

/** Registers and confirms a couple's account over the proxy's https; answers a sign-in with these extra headers. */
async function aConfirmedAccount(strapi, https) {
  const account = { username: 'produkce', email: 'produkce@example.cz', password: 'Heslo-12345' };
  const registered = await fetch(`${strapi.url}/api/auth/local/register`, {
    method: 'POST',
    headers: { ...https, 'X-Altcha': await cheapChallenge(KEY) },
    body: JSON.stringify(account),
  });
  assert.equal(registered.status, 200);
  const mail = (await strapi.readMails()).find((item) => item.to === account.email);
  const token = /confirmation=([A-Za-z0-9]+)/.exec(`${mail.text}${mail.html}`)[1];
  await fetch(`${strapi.url}/api/auth/email-confirmation?confirmation=${token}`, { redirect: 'manual' });
  return (headers) => fetch(`${strapi.url}/api/auth/local`, { method: 'POST', headers, body: JSON.stringify({ identifier: account.email, password: account.password }) });
}

test('the same production start with a real key serves the challenge route, admits only the site to CORS, and over the proxy’s https starts social sign-in and hands out the refresh cookie Secure (never over plain http)', async () => {
  const strapi = await startProduction({ ALTCHA_HMAC_KEY: KEY, GOOGLE_CLIENT_ID: 'produkce.apps.googleusercontent.com', GOOGLE_CLIENT_SECRET: 'x' });
  try {
    const response = await fetch(`${strapi.url}/api/altcha/challenge`);
    assert.equal(response.status, 200);
    assert.match((await response.json()).signature, /^[0-9a-f]{64}$/);

    assert.deepEqual(await preflight(strapi.url, SITE), { origin: SITE, credentials: 'true' });
    for (const local of ['http://127.0.0.1:5173', 'http://localhost:4173']) {
      assert.notEqual((await preflight(strapi.url, local)).origin, local, local);
    }

    // The provider session is a secure cookie in production: it can only be set on a request the proxy says came
    // over https, which PROXY_HOPS lets Strapi believe.
    const start = await fetch(`${strapi.url}/api/connect/google`, { redirect: 'manual', headers: { 'X-Forwarded-For': '203.0.113.5', 'X-Forwarded-Proto': 'https' } });
    assert.equal(start.status, 302);
    assert.match(start.headers.get('location'), /^https:\/\/accounts\.google\.com\//);
    const cookies = start.headers.getSetCookie().join('\n');
    assert.match(cookies, /koa\.sess=[^;]+;.*secure/i);
    assert.match(cookies, /httponly/i);

    // The couple's refresh cookie: Secure, HttpOnly and SameSite=Strict, handed out only where the proxy says https.
    const https = { 'Content-Type': 'application/json', 'X-Forwarded-Proto': 'https' };
    const signIn = await aConfirmedAccount(strapi, https);
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

test("a production start whose MAIL_FROM is not an address of the site's domain stops before it serves anything", async () => {
  await assert.rejects(startProduction({ ALTCHA_HMAC_KEY: KEY, MAIL_FROM: 'svatby.novakova@gmail.com' }), (error) => {
    assert.match(error.message, /Strapi exited \(\d+\) before it was ready/);
    assert.match(error.message, /MAIL_FROM svatby\.novakova@gmail\.com is not an address of the site's domain novakova-foto\.cz/);
    return true;
  });
});
