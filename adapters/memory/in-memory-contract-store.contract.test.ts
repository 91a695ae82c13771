import 'reflect-metadata';
import { DomainError } from '../../domain/errors';
import { contractStoreContract } from '../../tests/contracts/contract-store.contract';
import { InMemoryBookingRepository } from './in-memory-booking-repository';
import { InMemoryContractStore } from './in-memory-contract-store';
import { InMemoryContractTemplate } from './in-memory-contract-template';
import { InMemoryRateLimits } from './in-memory-rate-limits';

contractStoreContract('in-memory', async () => {
  const bookings = new InMemoryBookingRepository({});
  const templates = new InMemoryContractTemplate(null);
  const rates = new InMemoryRateLimits(() => new Date());
  const gate = {
    // The fake's session is the verified e-mail itself; anything else is no session.
    verify: async (session: unknown) => {
      if (typeof session !== 'string') throw new DomainError('auth/not-signed-in');
      return { accountId: `account:${session}`, email: session };
    },
    countAttempt: async (rules: Parameters<InMemoryRateLimits['take']>[0]) => rates.take(rules),
  };
  const store = new InMemoryContractStore(bookings, gate, templates);
  return {
    store,
    templates,
    sessionOf: (email) => email,
    addBooking: (booking) => bookings.put(booking),
    storedAcceptance: async (bookingId) => store.acceptanceOf(bookingId),
  };
});
