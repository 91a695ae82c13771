import { createChallenge, randomInt, verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import { BOT_CHALLENGE } from '../../domain/bot/bot-challenge';
import type { BotChallenge } from '../../ports/bot-challenge-port';
import type { BotChallenges, SolvedChallenge } from '../../ports/units/challenge-verification-port';

/**
 * How much work the issued challenges ask for. Production always issues BOT_CHALLENGE's; the verifier checks the
 * solution, whatever the counter was, so a test that is not about the proof of work may issue its own challenges with
 * the server's key and `maxCounter: 1` (a derivation or two) instead of paying for a real solve on a slow machine.
 */
export interface ChallengeDifficulty {
  maxCounter?: number;
}

/**
 * ALTCHA challenges signed with `hmacKey` (altcha-lib with Web Crypto, so the functions and the in-memory fakes in
 * the browser run the very same code). Deterministic mode: the server picks the counter and signs the key it
 * derives to; the solver must find that key (about maxCounter / 2 derivations), and checking it is one HMAC.
 */
export function altchaChallenges(hmacKey: string, difficulty: ChallengeDifficulty = {}): BotChallenges {
  if (!hmacKey) throw new Error('ALTCHA HMAC key is empty');
  const maxCounter = difficulty.maxCounter ?? BOT_CHALLENGE.maxCounter;
  return {
    async issue(now) {
      const challenge = await createChallenge({
        algorithm: BOT_CHALLENGE.algorithm,
        cost: BOT_CHALLENGE.cost,
        counter: randomInt(0, maxCounter),
        deriveKey,
        expiresAt: new Date(now.getTime() + BOT_CHALLENGE.ttlMs),
        hmacSignatureSecret: hmacKey,
        hmacKeySignatureSecret: hmacKey,
      });
      return challenge as BotChallenge;
    },
    async verify(payload, now) {
      const decoded = decodePayload(payload);
      if (!decoded) return null;
      const { challenge, solution } = decoded;
      const expiresAt = challenge.parameters.expiresAt;
      if (typeof expiresAt !== 'number' || expiresAt * 1000 <= now.getTime()) return null;
      if (challenge.parameters.algorithm !== BOT_CHALLENGE.algorithm || typeof challenge.signature !== 'string') return null;
      try {
        const result = await verifySolution({ challenge, solution, deriveKey, hmacSignatureSecret: hmacKey, hmacKeySignatureSecret: hmacKey });
        return result.verified ? ({ id: challenge.signature, expiresAt: new Date(expiresAt * 1000) } satisfies SolvedChallenge) : null;
      } catch {
        return null;
      }
    },
  };
}

/** The widget's payload: base64 of `{ challenge: { parameters, signature }, solution }`. Anything else is null. */
function decodePayload(payload: unknown): { challenge: Challenge; solution: Solution } | null {
  if (typeof payload !== 'string' || payload.length === 0 || payload.length > 4_000) return null;
  try {
    const parsed = JSON.parse(atob(payload)) as { challenge?: Challenge; solution?: Solution } | null;
    const parameters = parsed?.challenge?.parameters;
    if (!parsed?.solution || typeof parameters !== 'object' || parameters === null) return null;
    return { challenge: parsed.challenge!, solution: parsed.solution };
  } catch {
    return null;
  }
}
