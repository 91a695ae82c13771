import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { RATE_WINDOW_MS, SUBMISSION_LIMITS } from '../../domain/booking/booking-policy';
import { contactContract } from '../../tests/contracts/contact.contract';
import { PERSON } from '../../tests/support/booking-mother';
import { aContactMessage } from '../../tests/support/contact-mother';
import { InMemoryContact } from './in-memory-contact';

contactContract('in-memory', async () => {
  const contact = new InMemoryContact({});
  return {
    contact,
    storedSenders: async () => contact.messages.map((m) => m.email),
    // The fake's one browser is one client.
    limits: { perEmail: SUBMISSION_LIMITS.contactPerEmail, perClient: SUBMISSION_LIMITS.contactPerIp },
    cutConnection: () => contact.failNext('network/unavailable'),
  };
});

describe('in-memory contact specifics', () => {
  it('forgets rate-limit attempts after the window (RATE_WINDOW_MS)', async () => {
    let now = Date.now();
    const contact = new InMemoryContact({ now: () => new Date(now) });
    const email = aContactMessage().email;
    for (let i = 0; i < SUBMISSION_LIMITS.contactPerEmail; i += 1) await contact.send(aContactMessage({ email }), PERSON);
    await expect(contact.send(aContactMessage({ email }), PERSON)).rejects.toMatchObject({ code: 'contact/rate-limited' });
    now += RATE_WINDOW_MS + 1;
    await expect(contact.send(aContactMessage({ email }), PERSON)).resolves.toBeUndefined();
  });
});
