import { BOT_CHALLENGE_FAILED } from '../../domain/bot/bot-challenge';
import { DomainError } from '../../domain/errors';
import type { BotChallenge } from '../../ports/bot-challenge-port';

/** A challenge whose solution checked out: its identity for the replay store and when it stops mattering. */
export interface SolvedChallenge {
  id: string;
  expiresAt: Date;
}

/** Issues challenges and checks solutions (signature, expiry, proof of work); knows nothing of earlier uses. */
export interface BotChallenges {
  issue(now: Date): Promise<BotChallenge>;
  /** The solved challenge, or null for anything else (missing, malformed, expired, forged, wrong solution). */
  verify(payload: unknown, now: Date): Promise<SolvedChallenge | null>;
}

/** The part of a use case's unit that remembers spent challenges (in the same unit as what the request stores). */
export interface ChallengeLedger {
  /** Marks the challenge spent; rejects `bot/challenge-failed` when it already was. */
  spendChallenge(challenge: SolvedChallenge): Promise<void>;
}

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
