import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { RATE_WINDOW_MS, SUBMISSION_LIMITS } from '../../domain/booking/booking-policy';
import { contactContract } from '../../tests/contracts/contact.contract';
import { personSignals, solve } from '../../tests/support/bot-challenge-solver';
import { InMemoryBotChallenges } from './in-memory-bot-challenges';
import { aContactMessage } from '../../tests/support/contact-mother';
import { InMemoryContact } from './in-memory-contact';

contactContract('in-memory', async () => {
  const bot = new InMemoryBotChallenges({ botChallengeMaxCounter: 1 });
  const contact = new InMemoryContact({}, bot);
  return {
    contact,
    person: () => personSignals(() => bot.issue()),
    expiredChallenge: async () => solve(await bot.challenges.issue(new Date(Date.now() - 6 * 60_000))),
    storedSenders: async () => contact.messages.map((m) => m.email),
    // The fake's one browser is one client.
    limits: { perEmail: SUBMISSION_LIMITS.contactPerEmail, perClient: SUBMISSION_LIMITS.contactPerIp },
    cutConnection: () => contact.failNext('network/unavailable'),
  };
});

describe('in-memory contact specifics', () => {
  it('forgets rate-limit attempts after the window (RATE_WINDOW_MS)', async () => {
    let now = Date.now();
    const options = { now: () => new Date(now) };
    const bot = new InMemoryBotChallenges({ ...options, botChallengeMaxCounter: 1 });
    const contact = new InMemoryContact(options, bot);
    const person = () => personSignals(() => bot.issue());
    const email = aContactMessage().email;
    for (let i = 0; i < SUBMISSION_LIMITS.contactPerEmail; i += 1) await contact.send(aContactMessage({ email }), await person());
    await expect(contact.send(aContactMessage({ email }), await person())).rejects.toMatchObject({ code: 'contact/rate-limited' });
    now += RATE_WINDOW_MS + 1;
    await expect(contact.send(aContactMessage({ email }), await person())).resolves.toBeUndefined();
  });
});
