import type { BotChallenge } from '../bot-challenge-port';

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
