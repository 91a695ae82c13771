import { createHash } from 'node:crypto';
import { Timestamp, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { BOT_CHALLENGE_FAILED } from '../../domain/bot/bot-challenge';
import { DomainError } from '../../domain/errors';
import type { ChallengeLedger } from '../../ports/units/challenge-verification-port';
import type { Atomically } from '../../ports/units/unit-of-work-port';
import { SPENT_CHALLENGES } from '../../ports/wire/firestore-documents';

/**
 * The replay store in a transaction: spending reads the challenge's document at once (so a replay is refused before
 * anything else) but writes it only when the work is done, since a Firestore transaction reads before it writes.
 */
function challengeLedger(store: Firestore, tx: Transaction): ChallengeLedger & { flush(): void } {
  const pending: Array<() => void> = [];
  return {
    async spendChallenge(challenge) {
      const ref = store.collection(SPENT_CHALLENGES).doc(createHash('sha256').update(challenge.id).digest('hex'));
      if ((await tx.get(ref)).exists) throw new DomainError(BOT_CHALLENGE_FAILED, 'Bot challenge already used');
      pending.push(() => tx.create(ref, { expireAt: Timestamp.fromDate(challenge.expiresAt) }));
    },
    flush: () => pending.splice(0).forEach((write) => write()),
  };
}

/** One transaction whose unit includes the challenge ledger; the spent challenge is written with the rest. */
export function withLedger<U extends ChallengeLedger>(store: Firestore, maxAttempts: number, unitOf: (tx: Transaction) => Omit<U, 'spendChallenge'>): Atomically<U> {
  return (work) =>
    store.runTransaction(
      async (tx) => {
        const ledger = challengeLedger(store, tx);
        const result = await work({ ...unitOf(tx), spendChallenge: ledger.spendChallenge } as U);
        ledger.flush();
        return result;
      },
      { maxAttempts },
    );
}
