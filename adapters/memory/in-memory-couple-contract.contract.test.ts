// @vitest-environment node
import 'reflect-metadata';
import { describe, expect, it, vi } from 'vitest';
import { coupleContractContract } from '../../tests/contracts/couple-contract.contract';
import { aBooking } from '../../tests/support/booking-mother';
import { DEMO_COUPLE_CONTACT } from './demo-accounts';
import { demoContent } from './demo-content/demo-content';
import { InMemoryAuth } from './in-memory-auth';
import { InMemoryBookingRepository } from './in-memory-booking-repository';
import { InMemoryContentBackend } from './in-memory-content-backend';
import { InMemoryCoupleContract, MEMORY_ACCEPTANCE_ORIGIN } from './in-memory-couple-contract';
import { InMemoryOutbox, memoryMailSettings } from './in-memory-outbox';
import { realContractRenderer } from '../../tests/support/document-adapters';
import type { MemoryAdapterOptions } from './memory-adapter-options';

const PASSWORD = 'Svatba2027a';
// The PDF's suite renders with the real fonts: heavy work whose time follows the machine.
vi.setConfig({ testTimeout: 120_000 });

function harness() {
  const options: MemoryAdapterOptions = {};
  const bookings = new InMemoryBookingRepository(options);
  const auth = new InMemoryAuth(options);
  const mail = memoryMailSettings('https://www.terezanovakova-foto.cz', new InMemoryContentBackend(demoContent, options));
  const contract = new InMemoryCoupleContract(bookings, auth, options, mail, demoContent, new InMemoryOutbox(options), realContractRenderer);
  return {
    contract,
    bookings,
    signInAs: async (email: string) => {
      auth.addAccount({ email, password: PASSWORD, displayName: email, roles: ['visitor'] });
      await auth.signIn({ identifier: email, password: PASSWORD });
    },
    signOut: () => auth.signOut(),
    seed: (booking: Parameters<InMemoryBookingRepository['put']>[0]) => bookings.put(booking),
  };
}

coupleContractContract('in memory (the demo template)', async () => harness());

describe('InMemoryCoupleContract', () => {
  it('fills the demo template from the demo deposit settings and records the fake browser as the origin', async () => {
    const h = harness();
    const booking = aBooking({ status: 'confirmed', contact: { ...DEMO_COUPLE_CONTACT }, pricing: { package: { slug: 'cely-den', name: 'Celý den', priceCzk: 32000 }, extras: [] } });
    await h.seed(booking);
    await h.signInAs(DEMO_COUPLE_CONTACT.email);
    const shown = await h.contract.myContract(booking.id);
    if (shown.state !== 'open') throw new Error(shown.state);
    expect(shown.text).toContain(DEMO_COUPLE_CONTACT.coupleNames);
    expect(shown.text).not.toContain('{{');
    const form = { bookingId: booking.id, textSha256: shown.textSha256, namesTyped: 'Jana a Petr', consent: true, withdrawalAcknowledged: true, expressStart: false };
    await h.contract.acceptContract(form);
    expect(h.contract.store.acceptanceOf(booking.id)).toMatchObject({ ...MEMORY_ACCEPTANCE_ORIGIN, expressStart: false });
  });
});
