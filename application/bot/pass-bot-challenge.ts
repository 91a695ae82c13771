import { BOT_CHALLENGE_FAILED } from '../../domain/bot/bot-challenge';
import { DomainError } from '../../domain/errors';
import type { BotChallenges, SolvedChallenge } from '../../ports/units/challenge-verification-port';

/** The payload as it arrived in the signals (untrusted). */
export function challengePayloadOf(signals: unknown): unknown {
  return typeof signals === 'object' && signals !== null ? (signals as { challenge?: unknown }).challenge : undefined;
}

/** Verifies the request's challenge before anything else is looked at; every failure is `bot/challenge-failed`. */
export async function passBotChallenge(signals: unknown, challenges: BotChallenges, now: Date): Promise<SolvedChallenge> {
  const solved = await challenges.verify(challengePayloadOf(signals), now);
  if (!solved) throw new DomainError(BOT_CHALLENGE_FAILED, 'Bot challenge missing, expired, forged or unsolved');
  return solved;
}
