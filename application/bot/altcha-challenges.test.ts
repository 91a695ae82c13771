import { describe, expect, it } from 'vitest';
import { BOT_CHALLENGE } from '../../domain/bot/bot-challenge';
import { solve } from '../../tests/support/bot-challenge-solver';
import { altchaChallenges } from './altcha-challenges';

const KEY = 'unit-test-key';
const challenges = altchaChallenges(KEY);
/** The same key and checks with one possible counter: for the tests about signing and expiry, not about the work. */
const cheap = altchaChallenges(KEY, { maxCounter: 1 });
/** A real solve of production's difficulty; its time is the machine's, so the budget is generous. */
const REAL_SOLVE_TIMEOUT_MS = 120_000;

describe('altchaChallenges', () => {
  it('issues a signed PBKDF2 challenge that lives BOT_CHALLENGE.ttlMs, and accepts its solution', async () => {
    const now = new Date();
    const challenge = await challenges.issue(now);
    expect(challenge.parameters).toMatchObject({ algorithm: BOT_CHALLENGE.algorithm, cost: BOT_CHALLENGE.cost });
    expect(challenge.parameters.expiresAt).toBe(Math.floor((now.getTime() + BOT_CHALLENGE.ttlMs) / 1000));
    const solved = await challenges.verify(await solve(challenge), now);
    expect(solved).toEqual({ id: challenge.signature, expiresAt: new Date(challenge.parameters.expiresAt! * 1000) });
  }, REAL_SOLVE_TIMEOUT_MS);

  it('issues a counter no larger than maxCounter: a solve of at most two derivations when the difficulty says 1', async () => {
    const challenge = await cheap.issue(new Date());
    expect(challenge.parameters).toMatchObject({ algorithm: BOT_CHALLENGE.algorithm, cost: BOT_CHALLENGE.cost });
    const payload = await solve(challenge);
    expect((JSON.parse(atob(payload)) as { solution: { counter: number } }).solution.counter).toBeLessThanOrEqual(1);
    // The verifier checks signature, expiry and key, not the counter's range: production's accepts it.
    expect(await challenges.verify(payload, new Date())).toMatchObject({ id: challenge.signature });
  });

  it('refuses a solution once the challenge expired, even a correct one', async () => {
    const now = new Date();
    const payload = await solve(await cheap.issue(now));
    expect(await challenges.verify(payload, new Date(now.getTime() + BOT_CHALLENGE.ttlMs + 1_000))).toBeNull();
  });

  it('refuses parameters changed after signing, a challenge signed with another key, and a wrong solution', async () => {
    const payload = await solve(await cheap.issue(new Date()));
    const tampered = (change: (decoded: { challenge: { parameters: Record<string, unknown> }; solution: { derivedKey: string } }) => void) => {
      const decoded = JSON.parse(atob(payload));
      change(decoded);
      return btoa(JSON.stringify(decoded));
    };
    expect(await challenges.verify(payload, new Date())).not.toBeNull();
    expect(await challenges.verify(tampered((d) => void (d.challenge.parameters.expiresAt = 4_000_000_000)), new Date())).toBeNull();
    expect(await challenges.verify(tampered((d) => void (d.challenge.parameters.cost = 1)), new Date())).toBeNull();
    // The derived key is the proof (only the work finds it; the server checks it against its own signature of it).
    const flip = (hex: string) => hex.slice(0, -1) + (hex.endsWith('0') ? '1' : '0');
    expect(await challenges.verify(tampered((d) => void (d.solution.derivedKey = flip(d.solution.derivedKey))), new Date())).toBeNull();
    const foreign = await altchaChallenges('another-key', { maxCounter: 1 }).issue(new Date());
    expect(await challenges.verify(await solve(foreign), new Date())).toBeNull();
  });

  it('treats anything that is not a widget payload as unsolved', async () => {
    for (const payload of [undefined, null, 42, '', 'not base64 at all', btoa('{"challenge":null}'), 'x'.repeat(5_000)]) {
      expect(await challenges.verify(payload, new Date()), String(payload).slice(0, 20)).toBeNull();
    }
  });
});
