import { describe, expect, it } from 'vitest';
import type { ContactPort } from '../../ports/contact-port';
import type { SubmissionSignals } from '../../ports/wire/submission-signals';
import { forgedChallenge } from '../support/bot-challenge-solver';
import { aContactMessage } from '../support/contact-mother';

export interface ContactHarness {
  contact: ContactPort;
  /**
   * The sender e-mails of the messages stored for delivery so far, in any order (the fake's list; the outbox mails
   * the function queued). Each test starts with none stored and with fresh rate limits.
   */
  storedSenders(): Promise<string[]>;
  /** Messages the backend accepts per hour from one e-mail address and from one client. */
  limits: { perEmail: number; perClient: number };
  /** The next `send` cannot reach the backend (a dropped connection). */
  cutConnection(): void;
  /** The signals of a person whose browser solved a fresh challenge from this backend. */
  person(): Promise<SubmissionSignals>;
  /** A challenge this backend signed, correctly solved, but past its expiry. */
  expiredChallenge(): Promise<string>;
}

const BOTS: Array<Omit<SubmissionSignals, 'challenge'>> = [
  { honeypot: 'https://spam.example', fillMs: 45_000 },
  { honeypot: '', fillMs: 400 },
];

/** Behaviour of the contact form's port (ports/contact-port.ts), whatever delivers the message. */
export function contactContract(name: string, setup: () => Promise<ContactHarness>) {
  // Every submission carries a really solved proof-of-work challenge (~0.1–0.5 s of CPU each in Node); a test that
  // sends a dozen must not fail because a loaded 2-core machine solves slowly.
  describe(`ContactPort contract: ${name}`, { timeout: 30_000 }, () => {
    it('stores a valid message for delivery, once', async () => {
      const { contact, storedSenders, person } = await setup();
      const message = aContactMessage();
      await expect(contact.send(message, await person())).resolves.toBeUndefined();
      expect(await storedSenders()).toEqual([message.email]);
    });

    it('refuses an invalid message with the first field code and every field in details, and stores nothing', async () => {
      const { contact, storedSenders, person } = await setup();
      const error = await contact
        .send(aContactMessage({ email: 'neni-email', message: 'krátká', consentAt: '' }), await person())
        .catch((e: unknown) => e);
      expect(error).toMatchObject({ name: 'DomainError', code: 'email/invalid' });
      expect((error as { details?: { fields?: unknown } }).details?.fields).toEqual({
        email: 'email/invalid',
        message: 'message/too-short',
        consent: 'consent/required',
      });
      expect(await storedSenders()).toEqual([]);
    });

    it('answers a bot (honeypot filled or form sent too fast) like a person, but stores nothing', async () => {
      const { contact, storedSenders, person } = await setup();
      for (const signals of BOTS) await expect(contact.send(aContactMessage(), { ...(await person()), ...signals })).resolves.toBeUndefined();
      expect(await storedSenders()).toEqual([]);
    });

    it('refuses contact/rate-limited once an e-mail has sent its hourly limit, while other senders still get through', async () => {
      const { contact, storedSenders, limits, person } = await setup();
      const email = aContactMessage().email;
      for (let i = 0; i < limits.perEmail; i += 1) await contact.send(aContactMessage({ email }), await person());
      await expect(contact.send(aContactMessage({ email }), await person())).rejects.toMatchObject({ code: 'contact/rate-limited' });
      await expect(contact.send(aContactMessage(), await person())).resolves.toBeUndefined();
      expect(await storedSenders()).toHaveLength(limits.perEmail + 1);
    });

    it('refuses contact/rate-limited once one client has sent its hourly limit, whatever e-mails it uses', async () => {
      const { contact, storedSenders, limits, person } = await setup();
      for (let i = 0; i < limits.perClient; i += 1) await contact.send(aContactMessage(), await person());
      await expect(contact.send(aContactMessage(), await person())).rejects.toMatchObject({ code: 'contact/rate-limited' });
      expect(await storedSenders()).toHaveLength(limits.perClient);
    });

    it('counts only stored messages toward the limits: refused and bot messages lock nobody out', async () => {
      const { contact, storedSenders, limits, person } = await setup();
      const email = aContactMessage().email;
      for (let i = 0; i < limits.perClient; i += 1) {
        await contact.send(aContactMessage({ email }), { ...(await person()), ...BOTS[i % BOTS.length]! });
        await contact.send(aContactMessage({ email, message: 'krátká' }), await person()).catch(() => undefined);
      }
      await expect(contact.send(aContactMessage({ email }), await person())).resolves.toBeUndefined();
      expect(await storedSenders()).toEqual([email]);
    });

    it('refuses a message without a solved challenge, with an expired, a forged or a replayed one: bot/challenge-failed, nothing stored', async () => {
      const { contact, storedSenders, expiredChallenge, person } = await setup();
      const first = await person();
      const sent = aContactMessage();
      await contact.send(sent, first);
      const challenges = ['', 'bm90LWEtcGF5bG9hZA==', await expiredChallenge(), await forgedChallenge(), first.challenge];
      for (const challenge of challenges) {
        await expect(contact.send(aContactMessage(), { ...first, challenge }), challenge.slice(0, 12)).rejects.toMatchObject({
          code: 'bot/challenge-failed',
        });
      }
      expect(await storedSenders()).toEqual([sent.email]);
    });

    it('rejects network/unavailable when the message cannot reach the backend, and stores nothing', async () => {
      const { contact, storedSenders, cutConnection, person } = await setup();
      cutConnection();
      await expect(contact.send(aContactMessage(), await person())).rejects.toMatchObject({ code: 'network/unavailable' });
      expect(await storedSenders()).toEqual([]);
    });
  });
}
