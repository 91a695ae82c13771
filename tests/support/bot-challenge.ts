import { solveChallenge } from 'altcha-lib';
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

// The refused kinds (forged, expired) are solved at the first try: what the server refuses them for is not their cost.

/** A correctly solved challenge signed with a key the server does not have. */
export async function forgedChallenge(): Promise<string> {
  return solve(await altchaChallenges('a-key-the-server-does-not-know', () => 0).issue(new Date()));
}

/**
 * A solved challenge signed with the server's own `hmacKey`, made to be solved at the first try: for tests of routes
 * behind the barrier that are not about its cost (no proof-of-work search, so no waiting on the machine's speed).
 */
export async function quickChallenge(hmacKey: string): Promise<string> {
  return solve(await altchaChallenges(hmacKey, () => 0).issue(new Date()));
}

/** A correctly solved challenge signed with `hmacKey` that expired a minute ago. */
export async function expiredChallenge(hmacKey: string): Promise<string> {
  return solve(await altchaChallenges(hmacKey, () => 0).issue(new Date(Date.now() - BOT_CHALLENGE.ttlMs - 60_000)));
}
