// A production Strapi (NODE_ENV=production) must not come up without its own bot-barrier key: with the missing key
// or the public development key anyone could sign, and so forge, the challenges registration and forgot-password need.
// Nor with a sender of another domain than the site's: the couples' confirmation e-mails would never arrive.
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { test } from 'node:test';
import { startTestStrapi } from '../test-support/strapi-test-server.mjs';

const require = createRequire(import.meta.url);
const { DEV_ALTCHA_HMAC_KEY } = require('../src/altcha/hmac-key.js');

/**
 * An empty server (no seed), as production: what it needs besides the key comes from the test server's environment,
 * with the site on the domain of the test server's sender (web@novakova-foto.cz).
 */
const startProduction = (env) =>
  startTestStrapi({ seed: false, timeoutMs: 90_000, env: { NODE_ENV: 'production', FRONTEND_URL: 'https://www.novakova-foto.cz', ...env } });

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

test('the same production start with a real key serves the challenge route', async () => {
  const strapi = await startProduction({ ALTCHA_HMAC_KEY: 'a-real-secret-for-this-test-only' });
  try {
    const response = await fetch(`${strapi.url}/api/altcha/challenge`);
    assert.equal(response.status, 200);
    assert.match((await response.json()).signature, /^[0-9a-f]{64}$/);
  } finally {
    await strapi.stop();
  }
});

test("a production start whose MAIL_FROM is not an address of the site's domain stops before it serves anything", async () => {
  await assert.rejects(startProduction({ ALTCHA_HMAC_KEY: 'a-real-secret-for-this-test-only', MAIL_FROM: 'svatby.novakova@gmail.com' }), (error) => {
    assert.match(error.message, /Strapi exited \(\d+\) before it was ready/);
    assert.match(error.message, /MAIL_FROM svatby\.novakova@gmail\.com is not an address of the site's domain novakova-foto\.cz/);
    return true;
  });
});
