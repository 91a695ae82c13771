import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import { altchaChallenges } from '../../application/bot/altcha-challenges';
import { BOT_CHALLENGE } from '../../domain/bot/bot-challenge';
import type { BotChallenge } from '../../ports/bot-challenge-port';
import type { SubmissionSignals } from '../../ports/wire/submission-signals';

/** Solves a challenge with altcha-lib's solver and encodes it as the widget does (what a real browser sends). */
export async function solve(challenge: BotChallenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 300_000 });
  if (!solution) throw new Error('The challenge could not be solved');
  return btoa(JSON.stringify({ challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution }));
}

/** The signals of a person who took their time and whose browser solved a fresh challenge from `issue`. */
export async function personSignals(issue: () => Promise<BotChallenge>): Promise<SubmissionSignals> {
  return { honeypot: '', fillMs: 45_000, challenge: await solve(await issue()) };
}

/**
 * A challenge signed with the server's own `hmacKey` but issued with one possible counter, solved: the server accepts
 * it exactly as a widget's (signature, expiry, replay), without a real proof of work. For every test that is not
 * about the proof of work, so no test's time depends on how fast the machine derives keys.
 */
export async function cheapChallenge(hmacKey: string, now = new Date()): Promise<string> {
  return solve(await altchaChallenges(hmacKey, { maxCounter: 1 }).issue(now));
}

/** A person's signals (see personSignals) with a cheap challenge signed with `hmacKey` (see cheapChallenge). */
export async function cheapSignals(hmacKey: string): Promise<SubmissionSignals> {
  return { honeypot: '', fillMs: 45_000, challenge: await cheapChallenge(hmacKey) };
}

/** The key the emulators sign with (functions/src/config.ts DEV_ALTCHA_HMAC_KEY, written to functions/.secret.local). */
export const EMULATOR_ALTCHA_KEY = 'dev-only-altcha-key-for-the-emulators';

/** A correctly solved challenge signed with a key the server does not have. */
export async function forgedChallenge(): Promise<string> {
  return cheapChallenge('a-key-the-server-does-not-know');
}

/** A correctly solved challenge signed with `hmacKey` that expired a minute ago. */
export async function expiredChallenge(hmacKey: string): Promise<string> {
  return cheapChallenge(hmacKey, new Date(Date.now() - BOT_CHALLENGE.ttlMs - 60_000));
}
