'use strict';

const { createChallenge, randomInt, verifySolution } = require('altcha-lib');
const { deriveKey } = require('altcha-lib/algorithms/pbkdf2');
const { BOT_CHALLENGE } = require('./bot-challenge');

/** Longer than any widget payload of these parameters; anything bigger is not worth decoding. */
const MAX_PAYLOAD_LENGTH = 4000;

/**
 * ALTCHA challenges signed with `hmacKey`, the same scheme as application/bot/altcha-challenges.ts (the functions):
 * deterministic mode, the server picks the counter and signs the key it derives to; the solver must find that key
 * (about maxCounter / 2 PBKDF2 derivations) and checking it is one HMAC. Knows nothing of earlier uses (see
 * spent-challenges.js).
 * @param {string} hmacKey
 */
function altchaChallenges(hmacKey) {
  if (!hmacKey) throw new Error('ALTCHA HMAC key is empty');
  return {
    /** A fresh signed challenge that expires BOT_CHALLENGE.ttlMs after `now`. */
    async issue(now = new Date()) {
      return createChallenge({
        algorithm: BOT_CHALLENGE.algorithm,
        cost: BOT_CHALLENGE.cost,
        counter: randomInt(0, BOT_CHALLENGE.maxCounter),
        deriveKey,
        expiresAt: new Date(now.getTime() + BOT_CHALLENGE.ttlMs),
        hmacSignatureSecret: hmacKey,
        hmacKeySignatureSecret: hmacKey,
      });
    },
    /**
     * The solved challenge's identity (its signature) and expiry, or null for anything else: missing, malformed,
     * expired, another algorithm, signed with another key, parameters changed after signing, a wrong solution.
     * @returns {Promise<{ id: string, expiresAt: Date } | null>}
     */
    async verify(payload, now = new Date()) {
      const decoded = decodePayload(payload);
      if (!decoded) return null;
      const { challenge, solution } = decoded;
      const { expiresAt, algorithm } = challenge.parameters;
      if (typeof expiresAt !== 'number' || expiresAt * 1000 <= now.getTime()) return null;
      if (algorithm !== BOT_CHALLENGE.algorithm || typeof challenge.signature !== 'string') return null;
      try {
        const result = await verifySolution({ challenge, solution, deriveKey, hmacSignatureSecret: hmacKey, hmacKeySignatureSecret: hmacKey });
        return result.verified ? { id: challenge.signature, expiresAt: new Date(expiresAt * 1000) } : null;
      } catch {
        return null;
      }
    },
  };
}

/** The widget's payload: base64 of `{ challenge: { parameters, signature }, solution }`. Anything else is null. */
function decodePayload(payload) {
  if (typeof payload !== 'string' || payload.length === 0 || payload.length > MAX_PAYLOAD_LENGTH) return null;
  try {
    const parsed = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
    const parameters = parsed?.challenge?.parameters;
    if (!parsed?.solution || typeof parsed.solution !== 'object' || typeof parameters !== 'object' || parameters === null) return null;
    return { challenge: parsed.challenge, solution: parsed.solution };
  } catch {
    return null;
  }
}

module.exports = { altchaChallenges };
