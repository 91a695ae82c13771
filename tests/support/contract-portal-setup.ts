import type { Container } from 'inversify';
import { DEMO_COUPLE_CONTACT } from '../../adapters/memory/demo-accounts';
import type { InMemoryCoupleContract } from '../../adapters/memory/in-memory-couple-contract';
import type { InMemoryBookingStore } from '../../adapters/memory/in-memory-booking-repository';
import { MEMORY_TOKENS } from '../../adapters/memory/memory-tokens';
import type { Booking } from '../../domain/booking/booking';
import type { ContractAcceptance } from '../../domain/contract/contract-acceptance';
import { TOKENS } from '../../ports/tokens';
import { aBooking } from './booking-mother';
import { memoryFake } from './memory-fake';

/** The memory profile's demo couple (adapters/memory/demo-accounts.ts). */
const DEMO_COUPLE = { identifier: DEMO_COUPLE_CONTACT.email, password: 'Svatba2027' };

/** The demo couple's confirmed wedding with agreed prices: the booking whose contract the demo template fills. */
export function aContractBooking(overrides: Partial<Booking> = {}): Booking {
  return aBooking({
    id: 'smlouva-1',
    reservationCode: 'S7MV-2KQP',
    status: 'confirmed',
    weddingDate: '2027-08-21',
    ceremonyTime: '14:00',
    venue: 'Zámek Liblice',
    town: 'Liblice',
    packageSlug: 'cely-den',
    contact: { ...DEMO_COUPLE_CONTACT },
    pricing: { package: { slug: 'cely-den', name: 'Celý den', priceCzk: 32000 }, extras: [{ slug: 'album', name: 'Album', priceCzk: 4500 }] },
    ...overrides,
  });
}

/**
 * The real memory adapters behind the couple's "Smlouva": the demo couple signed in, and handles on the fakes a test
 * or story uses to act as the world does between showing and pressing the button (a new template version published,
 * the contract accepted in another tab, the booking cancelled on the desk).
 */
export async function contractWorld(services: Container) {
  await services.get(TOKENS.VisitorAuth).signIn(DEMO_COUPLE);
  const contract = await memoryFake<InMemoryCoupleContract>(services, TOKENS.CoupleContract);
  const bookings = services.get(MEMORY_TOKENS.BookingStore) as InMemoryBookingStore;
  return {
    contract,
    bookings,
    acceptanceOf: (bookingId: string) => contract.store.acceptanceOf(bookingId),
    /** What another tab does: shows the contract and accepts it with these names. */
    acceptElsewhere: async (bookingId: string, namesTyped = 'Jana Nováková a Petr Svoboda', expressStart = false): Promise<ContractAcceptance> => {
      const shown = await contract.myContract(bookingId);
      if (shown.state !== 'open') throw new Error(`no open contract for ${bookingId}: ${shown.state}`);
      return contract.acceptContract({ bookingId, textSha256: shown.textSha256, namesTyped, consent: true, withdrawalAcknowledged: true, expressStart });
    },
    /** The photographer publishes a new version of the template. */
    publishVersion: async (version: number, body: string) => contract.templates.publish({ version, body }),
  };
}
