import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { test } from 'node:test';
import { solve } from '../../test-support/altcha.mjs';

const require = createRequire(import.meta.url);
const { altchaChallenges, BOT_CHALLENGE, BOT_CHALLENGE_FAILED } = require('../../lib/generated/shared.js');
const { altchaHmacKey, DEV_ALTCHA_HMAC_KEY } = require('../../src/altcha/hmac-key.js');
const { botBarrier, botBarrierGuard, REFUSAL } = require('../../src/altcha/bot-barrier.js');

const challenges = altchaChallenges('unit-test-key');

/** A replay store in memory with the database store's answer: true on the first spend, false after. */
function memorySpent() {
  const spent = new Set();
  return { spend: async ({ id }) => (spent.has(id) ? false : (spent.add(id), true)) };
}

/** Enough of Koa's context for the guard. */
function request(method, path, headers = {}) {
  const lower = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
  return { method, path, status: 404, body: undefined, get: (name) => lower[name.toLowerCase()] ?? '' };
}

async function through(guard, ctx) {
  let passed = false;
  await guard(ctx, async () => {
    passed = true;
  });
  return passed;
}

test('the key: required in production (and never the public development key), a marked fallback elsewhere', () => {
  assert.throws(() => altchaHmacKey({ NODE_ENV: 'production' }), /ALTCHA_HMAC_KEY is not set/);
  assert.throws(() => altchaHmacKey({ NODE_ENV: 'production', ALTCHA_HMAC_KEY: '   ' }), /ALTCHA_HMAC_KEY is not set/);
  assert.throws(() => altchaHmacKey({ NODE_ENV: 'production', ALTCHA_HMAC_KEY: DEV_ALTCHA_HMAC_KEY }), /public development key/);
  assert.deepEqual(altchaHmacKey({ NODE_ENV: 'production', ALTCHA_HMAC_KEY: 'a-real-secret' }), { key: 'a-real-secret', development: false });
  assert.deepEqual(altchaHmacKey({ NODE_ENV: 'development' }), { key: DEV_ALTCHA_HMAC_KEY, development: true });
  assert.deepEqual(altchaHmacKey({ NODE_ENV: 'test', ALTCHA_HMAC_KEY: 'k' }), { key: 'k', development: false });
});

test('issues a signed PBKDF2 challenge that lives BOT_CHALLENGE.ttlMs, and accepts its solution', async () => {
  const now = new Date();
  const challenge = await challenges.issue(now);
  assert.equal(challenge.parameters.algorithm, BOT_CHALLENGE.algorithm);
  assert.equal(challenge.parameters.cost, BOT_CHALLENGE.cost);
  assert.equal(challenge.parameters.expiresAt, Math.floor((now.getTime() + BOT_CHALLENGE.ttlMs) / 1000));
  const solved = await challenges.verify(await solve(challenge), now);
  assert.deepEqual(solved, { id: challenge.signature, expiresAt: new Date(challenge.parameters.expiresAt * 1000) });
});

test('refuses an expired challenge, changed parameters, another key, a wrong solution and garbage', async () => {
  const now = new Date();
  const payload = await solve(await challenges.issue(now));
  const tampered = (change) => {
    const decoded = JSON.parse(Buffer.from(payload, 'base64').toString());
    change(decoded);
    return Buffer.from(JSON.stringify(decoded)).toString('base64');
  };
  assert.notEqual(await challenges.verify(payload, now), null);
  assert.equal(await challenges.verify(payload, new Date(now.getTime() + BOT_CHALLENGE.ttlMs + 1000)), null, 'expired');
  assert.equal(await challenges.verify(tampered((d) => (d.challenge.parameters.expiresAt = 4_000_000_000)), now), null, 'longer life');
  assert.equal(await challenges.verify(tampered((d) => (d.challenge.parameters.cost = 1)), now), null, 'cheaper work');
  const flip = (hex) => hex.slice(0, -1) + (hex.endsWith('0') ? '1' : '0');
  assert.equal(await challenges.verify(tampered((d) => (d.solution.derivedKey = flip(d.solution.derivedKey))), now), null, 'wrong key');
  const foreign = await altchaChallenges('another-key').issue(now);
  assert.equal(await challenges.verify(await solve(foreign), now), null, 'signed elsewhere');
  for (const junk of [undefined, null, 42, '', 'not base64 at all', Buffer.from('{"challenge":null}').toString('base64'), 'x'.repeat(5000)]) {
    assert.equal(await challenges.verify(junk, now), null, String(junk).slice(0, 20));
  }
});

test('the barrier lets a solved challenge through once; a second use is a replay', async () => {
  const barrier = botBarrier({ challenges, spent: memorySpent() });
  const payload = await solve(await barrier.issue());
  assert.equal(await barrier.pass(payload), true);
  assert.equal(await barrier.pass(payload), false);
  assert.equal(await barrier.pass(''), false);
});

test('the guard stops registration, forgot-password and the confirmation resend without a solved challenge, with Strapi’s error body', async () => {
  const barrier = botBarrier({ challenges, spent: memorySpent() });
  const guard = botBarrierGuard(() => barrier);
  for (const path of ['/api/auth/local/register', '/api/auth/forgot-password', '/api/auth/send-email-confirmation', '/api/AUTH/Local/Register/', '/api/auth/forgot-password//']) {
    const ctx = request('POST', path);
    assert.equal(await through(guard, ctx), false, path);
    assert.equal(ctx.status, 403);
    assert.deepEqual(ctx.body, REFUSAL);
    assert.equal(ctx.body.error.details.code, BOT_CHALLENGE_FAILED);
  }
  const payload = await solve(await barrier.issue());
  assert.equal(await through(guard, request('POST', '/api/auth/local/register', { 'X-Altcha': payload })), true);
  assert.equal(await through(guard, request('POST', '/api/auth/forgot-password', { 'X-Altcha': payload })), false, 'spent');
});

test('the guard leaves every other request alone (sign-in, reset with the e-mailed code, reads)', async () => {
  const guard = botBarrierGuard(() => botBarrier({ challenges, spent: memorySpent() }));
  for (const [method, path] of [
    ['POST', '/api/auth/local'],
    ['POST', '/api/auth/reset-password'],
    ['GET', '/api/auth/local/register'],
    ['GET', '/api/weddings'],
  ]) {
    assert.equal(await through(guard, request(method, path)), true, `${method} ${path}`);
  }
});
