import { inject, injectable } from 'inversify';
import { BOT_CHALLENGE_FAILED } from '../../domain/bot/bot-challenge';
import { DomainError } from '../../domain/errors';
import type { BotChallenge, BotChallengePort } from '../../ports/bot-challenge-port';
import { delay } from './in-memory-call';
import type { MemoryAdapterOptions } from './memory-adapter-options';
import { MEMORY_TOKENS } from './memory-tokens';
import type { BotChallenges, ChallengeLedger, SolvedChallenge } from '../../ports/units/challenge-verification-port';

/**
 * The `issueChallenge` function and the replay store without a server: real ALTCHA challenges (altcha-lib in the
 * browser), signed with a key made for this page load, so the widget solves exactly what it would in production
 * and the booking and contact fakes refuse missing, expired, replayed and forged ones like the functions.
 */
@injectable()
export class InMemoryBotChallenges implements BotChallengePort {
  private issuer: Promise<BotChallenges> | undefined;
  /** altcha-lib loads with the first challenge, so pages without a form do not carry it. */
  private real(): Promise<BotChallenges> {
    this.issuer ??= import('../../application/bot/altcha-challenges').then(({ altchaChallenges }) => altchaChallenges(this.key, { maxCounter: this.options.botChallengeMaxCounter }));
    return this.issuer;
  }
  private readonly key = crypto.randomUUID();

  /** The fakes verify with this (the same checks as the functions). */
  readonly challenges: BotChallenges = {
    issue: async (now) => (await this.real()).issue(now),
    verify: async (payload, now) => (await this.real()).verify(payload, now),
  };
  private readonly spent = new Map<string, number>();

  constructor(@inject(MEMORY_TOKENS.Options) private readonly options: MemoryAdapterOptions) {}

  private now(): Date {
    return this.options.now?.() ?? new Date();
  }

  async issue(): Promise<BotChallenge> {
    await delay(this.options.latencyMs);
    return this.challenges.issue(this.now());
  }

  /** The replay store as a unit part; call inside the fake's serialised section. */
  readonly ledger: ChallengeLedger = {
    spendChallenge: async (challenge: SolvedChallenge) => {
      const at = this.now().getTime();
      for (const [id, expiresAt] of this.spent) if (expiresAt <= at) this.spent.delete(id);
      if (this.spent.has(challenge.id)) throw new DomainError(BOT_CHALLENGE_FAILED, 'Bot challenge already used');
      this.spent.set(challenge.id, challenge.expiresAt.getTime());
    },
  };
}
