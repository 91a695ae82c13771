// The memory profile's lazy fakes (lazy-fake.ts) are the same fakes behind the same ports: the ports' contract suites
// run here over the container's lazy bindings, first call (and so the chunk's load) included.
import 'reflect-metadata';
import { describe, expect, it, vi } from 'vitest';
import type { InMemoryAuth } from '../../../adapters/memory/in-memory-auth';
import { InMemoryContact } from '../../../adapters/memory/in-memory-contact';
import { InMemoryCouplePortal } from '../../../adapters/memory/in-memory-couple-portal';
import { MEMORY_TOKENS } from '../../../adapters/memory/memory-tokens';
import { SUBMISSION_LIMITS } from '../../../domain/booking/booking-policy';
import { TOKENS } from '../../../ports/tokens';
import { contactContract } from '../../../tests/contracts/contact.contract';
import { coupleContractContract } from '../../../tests/contracts/couple-contract.contract';
import { personSignals, solve } from '../../../tests/support/bot-challenge-solver';
import { memoryFake } from '../../../tests/support/memory-fake';
import { createMemoryContainer } from './memory';
import { realContractRenderer } from '../../../tests/support/document-adapters';

// The contract suite renders a PDF with the real fonts: heavy work whose time follows the machine.
vi.setConfig({ testTimeout: 120_000 });

describe('memory profile: fakes loaded on first use', () => {
  it('builds a lazy fake only at its port\'s first call, once, through the container (one instance, its injections)', async () => {
    const container = createMemoryContainer();
    const portal = container.get(TOKENS.CouplePortal);
    expect(portal).not.toBeInstanceOf(InMemoryCouplePortal);
    expect(container.isBound(InMemoryCouplePortal)).toBe(false);
    await expect(portal.myBookings()).rejects.toMatchObject({ code: 'auth/not-signed-in' });
    const fake = await memoryFake<InMemoryCouplePortal>(container, TOKENS.CouplePortal);
    expect(fake).toBeInstanceOf(InMemoryCouplePortal);
    expect(container.get(InMemoryCouplePortal)).toBe(fake);
  });
});

contactContract('memory profile (lazy)', async () => {
  const container = createMemoryContainer({ botChallengeMaxCounter: 1 });
  const contact = container.get(TOKENS.Contact);
  const bot = container.get(MEMORY_TOKENS.BotChallenges);
  return {
    contact,
    person: () => personSignals(() => bot.issue()),
    expiredChallenge: async () => solve(await bot.challenges.issue(new Date(Date.now() - 6 * 60_000))),
    storedSenders: async () => (await memoryFake<InMemoryContact>(container, TOKENS.Contact)).messages.map((m) => m.email),
    limits: { perEmail: SUBMISSION_LIMITS.contactPerEmail, perClient: SUBMISSION_LIMITS.contactPerIp },
    // Through the port: its calls reach the fake in the order they were made, so this lands before the next send.
    cutConnection: () => void (contact as unknown as InMemoryContact).failNext('network/unavailable'),
  };
});

coupleContractContract('memory profile (lazy)', async () => {
  // The contract's PDF with the shipped fonts read from the repository (the browser's renderer fetches them).
  const container = createMemoryContainer({ contractRenderer: realContractRenderer });
  const auth = container.get(TOKENS.VisitorAuth) as InMemoryAuth;
  const bookings = container.get(MEMORY_TOKENS.BookingStore);
  const password = 'Svatba2027a';
  return {
    contract: container.get(TOKENS.CoupleContract),
    signInAs: async (email: string) => {
      auth.addAccount({ email, password, displayName: email, roles: ['visitor'] });
      await auth.signIn({ identifier: email, password });
    },
    signOut: () => auth.signOut(),
    seed: (booking) => bookings.put(booking),
  };
});
