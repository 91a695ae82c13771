// Solving the bot barrier's challenges in Node, as the web app's widget does in the browser: for tests and scripts
// that register or ask for a password reset over plain HTTP.
//
//   import { solvedChallenge } from '../test-support/altcha.mjs';
//   await fetch(`${url}/api/auth/forgot-password`, { headers: { 'X-Altcha': await solvedChallenge(url) }, ... });
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { solveChallenge } = require('altcha-lib');
const { deriveKey } = require('altcha-lib/algorithms/pbkdf2');
const { altchaChallenges } = require('../lib/generated/shared.js');

/** The widget's payload for a solved `challenge`: base64 of `{ challenge, solution }`. */
export async function solve(challenge) {
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 30_000 });
  if (!solution) throw new Error('the challenge could not be solved');
  const payload = { challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution };
  return Buffer.from(JSON.stringify(payload)).toString('base64');
}

/** A fresh challenge from the Strapi at `url`, solved: what the X-Altcha header of one request carries. */
export async function solvedChallenge(url) {
  const response = await fetch(`${url}/api/altcha/challenge`);
  if (response.status !== 200) throw new Error(`GET /api/altcha/challenge answered ${response.status}`);
  return solve(await response.json());
}

/**
 * A challenge signed with the server's own `hmacKey` at the one counter 0, solved: Strapi accepts it exactly as a
 * widget's (signature, expiry, replay) without a real proof of work. For tests that are not about the proof of work,
 * so their time does not depend on the machine's speed (the web app's tests/support/bot-challenge-solver.ts cheapChallenge).
 */
export async function cheapChallenge(hmacKey, now = new Date()) {
  return solve(await altchaChallenges(hmacKey, { maxCounter: 1 }).issue(now));
}
