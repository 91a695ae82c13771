// @vitest-environment node
import 'reflect-metadata';
import { vi } from 'vitest';
import { createMemoryContainer } from './memory';
import { TOKENS } from '../../../ports/tokens';
import { deskContractContract } from '../../../tests/contracts/desk-contract.contract';
import { aContractBooking, contractWorld } from '../../../tests/support/contract-portal-setup';
import { realContractRenderer } from '../../../tests/support/document-adapters';
import type { InMemoryAuth } from '../../../adapters/memory/in-memory-auth';

// The PDF is rendered with the real fonts: heavy work whose time follows the machine.
vi.setConfig({ testTimeout: 120_000 });
let counter = 0;

deskContractContract('in memory (over the couple\'s contract fake)', async () => {
  const services = createMemoryContainer({ contractRenderer: realContractRenderer });
  const world = await contractWorld(services);
  await services.get(TOKENS.AdminAuth).signIn({ identifier: 'fotograf@example.cz', password: 'Fotograf2027' });
  const other = createMemoryContainer({ contractRenderer: realContractRenderer });
  const otherAuth = other.get(TOKENS.AdminAuth) as InMemoryAuth;
  otherAuth.addAccount({ email: 'host@example.cz', password: 'Host2027abc', displayName: 'Host', roles: ['visitor'] });
  await otherAuth.signIn({ identifier: 'host@example.cz', password: 'Host2027abc' });
  const seeded = async () => {
    const booking = aContractBooking({ id: `smlouva-desk-${(counter += 1)}` });
    await world.bookings.put(booking);
    return booking.id;
  };
  return {
    desk: services.get(TOKENS.DeskContract),
    visitorDesk: other.get(TOKENS.DeskContract),
    notAccepted: seeded,
    accepted: async () => world.acceptElsewhere(await seeded()),
  };
});
