// @vitest-environment node
import 'reflect-metadata';
import { bankDeskContract } from '../../tests/contracts/bank-desk.contract';
import { InMemoryBankDesk } from './in-memory-bank-desk';
import { InMemoryBankLedger } from './in-memory-bank-ledger';
import { InMemoryBookingRepository } from './in-memory-booking-repository';
import { InMemoryOutbox } from './in-memory-outbox';
import type { MemoryAdapterOptions } from './memory-adapter-options';
import { DEMO_ADMIN, DEMO_VISITOR, demoMailSettings, signedInAs } from '../../tests/support/memory-sessions';

const admin = DEMO_ADMIN;
const visitor = DEMO_VISITOR;

bankDeskContract('in-memory', async () => {
  const options: MemoryAdapterOptions = {};
  const bookings = new InMemoryBookingRepository(options);
  const ledger = new InMemoryBankLedger(bookings, new InMemoryOutbox(options), options);
  const mail = demoMailSettings(options);
  return {
    admin: new InMemoryBankDesk(ledger, await signedInAs(options, admin), options, mail),
    visitor: new InMemoryBankDesk(ledger, await signedInAs(options, visitor), options, mail),
    bookings,
    seed: async (booking) => {
      await bookings.put(booking);
      return booking;
    },
  };
});
