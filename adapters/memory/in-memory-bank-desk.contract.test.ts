// @vitest-environment node
import 'reflect-metadata';
import { bankDeskContract } from '../../tests/contracts/bank-desk.contract';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { demoContent } from './demo-content/demo-content';
import { InMemoryAuth } from './in-memory-auth';
import { InMemoryBankDesk } from './in-memory-bank-desk';
import { InMemoryBankLedger } from './in-memory-bank-ledger';
import { InMemoryBookingRepository } from './in-memory-booking-repository';
import { InMemoryContentBackend } from './in-memory-content-backend';
import { InMemoryOutbox, memoryMailSettings } from './in-memory-outbox';
import type { MemoryAdapterOptions } from './memory-adapter-options';

const admin = DEMO_ACCOUNTS.find((a) => a.roles.includes('admin'))!;
const visitor = DEMO_ACCOUNTS.find((a) => !a.roles.includes('admin'))!;

async function authAs(options: MemoryAdapterOptions, account: { email: string; password: string }) {
  const auth = new InMemoryAuth(options);
  await auth.signIn({ identifier: account.email, password: account.password });
  return auth;
}

bankDeskContract('in-memory', async () => {
  const options: MemoryAdapterOptions = {};
  const bookings = new InMemoryBookingRepository(options);
  const ledger = new InMemoryBankLedger(bookings, new InMemoryOutbox(options), options);
  const mail = memoryMailSettings('https://www.terezanovakova-foto.cz', new InMemoryContentBackend(demoContent, options));
  return {
    admin: new InMemoryBankDesk(ledger, await authAs(options, admin), options, mail),
    visitor: new InMemoryBankDesk(ledger, await authAs(options, visitor), options, mail),
    bookings,
  };
});
