import { createChallenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import { altchaChallenges } from '../../application/bot/altcha-challenges';
import { BOT_CHALLENGE } from '../../domain/bot/bot-challenge';
import type { BotChallenge } from '../../ports/bot-challenge-port';
import type { SubmissionSignals } from '../../ports/submission-signals';

/** Solves a challenge with altcha-lib's solver and encodes it as the widget does (what a real browser sends). */
export async function solve(challenge: BotChallenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 30_000 });
  if (!solution) throw new Error('The challenge could not be solved');
  return btoa(JSON.stringify({ challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution }));
}

/** The signals of a person who took their time and whose browser solved a fresh challenge from `issue`. */
export async function personSignals(issue: () => Promise<BotChallenge>): Promise<SubmissionSignals> {
  return { honeypot: '', fillMs: 45_000, challenge: await solve(await issue()) };
}

/** The key the emulators sign with (functions/src/config.ts DEV_ALTCHA_HMAC_KEY, written to functions/.secret.local). */
export const EMULATOR_ALTCHA_KEY = 'dev-only-altcha-key-for-the-emulators';

/** A correctly solved challenge signed with a key the server does not have. */
export async function forgedChallenge(): Promise<string> {
  return solve(await altchaChallenges('a-key-the-server-does-not-know').issue(new Date()));
}

/** A correctly solved challenge signed with `hmacKey` that expired a minute ago. */
export async function expiredChallenge(hmacKey: string): Promise<string> {
  return solve(await altchaChallenges(hmacKey).issue(new Date(Date.now() - BOT_CHALLENGE.ttlMs - 60_000)));
}

/**
 * A challenge signed with `hmacKey` at the lowest cost (one PBKDF2 iteration, found at the first counter), solved: the
 * server accepts and spends it like any challenge it signed, but it costs nothing to solve. For tests about spending
 * and counting many submissions, which must not pay real proof-of-work for each one.
 */
export async function cheapChallenge(hmacKey: string, now = new Date()): Promise<string> {
  const challenge = await createChallenge({
    algorithm: BOT_CHALLENGE.algorithm,
    cost: 1,
    counter: 0,
    deriveKey,
    expiresAt: new Date(now.getTime() + BOT_CHALLENGE.ttlMs),
    hmacSignatureSecret: hmacKey,
    hmacKeySignatureSecret: hmacKey,
  });
  return solve(challenge as BotChallenge);
}
