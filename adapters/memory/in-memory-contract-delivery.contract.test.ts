import { contractDeliveryContract } from '../../tests/contracts/contract-delivery.contract';
import { InMemoryBookingRepository } from './in-memory-booking-repository';
import { InMemoryContractDelivery } from './in-memory-contract-delivery';
import { InMemoryContractStore } from './in-memory-contract-store';
import { InMemoryContractTemplate } from './in-memory-contract-template';
import { InMemoryOutbox } from './in-memory-outbox';

contractDeliveryContract('in memory', async () => {
  const bookings = new InMemoryBookingRepository({});
  const gate = { verify: async () => Promise.reject(new Error('no sessions here')), countAttempt: async () => undefined };
  const contracts = new InMemoryContractStore(bookings, gate, new InMemoryContractTemplate(null));
  const outbox = new InMemoryOutbox({});
  return {
    store: new InMemoryContractDelivery(bookings, contracts, outbox),
    seed: async (booking, acceptance) => {
      await bookings.put(booking);
      await contracts.atomically((unit) => unit.record(acceptance));
    },
    forgetAcceptance: async (bookingId) => contracts.forget(bookingId),
    mailIds: async (bookingId) => outbox.list().filter((mail) => mail.bookingId === bookingId).map((mail) => mail.id).sort(),
  };
});
