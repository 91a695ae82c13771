// @vitest-environment node
import 'reflect-metadata';
import { describe, expect, it, vi } from 'vitest';
import { deliverAcceptedContract, deliverPendingContracts, forgetErasedContractPdfs } from '../../application/contract/deliver-contract';
import { base64ToBytes } from '../../domain/contract/contract-bytes';
import { contractMailId } from '../../domain/contract/contract-mail';
import type { ContractRendererPort } from '../../ports/units/contract-renderer-port';
import { aBooking } from '../../tests/support/booking-mother';
import { realContractRenderer } from '../../tests/support/document-adapters';
import { pdfPagesText } from '../../tests/support/pdf-text';
import { DEMO_COUPLE_CONTACT } from './demo-accounts';
import { demoContent } from './demo-content/demo-content';
import { InMemoryAuth } from './in-memory-auth';
import { InMemoryBookingRepository } from './in-memory-booking-repository';
import { InMemoryContentBackend } from './in-memory-content-backend';
import { InMemoryContractDelivery } from './in-memory-contract-delivery';
import { InMemoryCoupleContract } from './in-memory-couple-contract';
import { DEMO_PHOTOGRAPHER_EMAIL, InMemoryOutbox, memoryMailSettings } from './in-memory-outbox';

// Rendering embeds fonts: heavy work whose time follows the machine, so no tight budget.
vi.setConfig({ testTimeout: 120_000 });
const renderer = await realContractRenderer();

async function accepted() {
  const options = {};
  const bookings = new InMemoryBookingRepository(options);
  const auth = new InMemoryAuth(options);
  const mail = memoryMailSettings('https://www.terezanovakova-foto.cz', new InMemoryContentBackend(demoContent, options));
  const outbox = new InMemoryOutbox(options);
  // The fake delivers on acceptance as the callable does; these tests deliver by hand, so its renderer fails.
  const contract = new InMemoryCoupleContract(bookings, auth, options, mail, demoContent, outbox, async () => Promise.reject(new Error('not here')));
  const delivery = new InMemoryContractDelivery(bookings, contract.store, outbox);
  const booking = aBooking({ id: 'b-pdf', status: 'confirmed', contact: { ...DEMO_COUPLE_CONTACT }, pricing: { package: { slug: 'cely-den', name: 'Celý den', priceCzk: 32000 }, extras: [] } });
  await bookings.put(booking);
  auth.addAccount({ email: DEMO_COUPLE_CONTACT.email, password: 'Svatba2027a', displayName: 'Jana', roles: ['visitor'] });
  await auth.signIn({ identifier: DEMO_COUPLE_CONTACT.email, password: 'Svatba2027a' });
  const shown = await contract.myContract(booking.id);
  if (shown.state !== 'open') throw new Error(shown.state);
  const acceptance = await contract.acceptContract({ bookingId: booking.id, textSha256: shown.textSha256, namesTyped: 'Jana Nováková, Petr Svoboda', consent: true, withdrawalAcknowledged: true, expressStart: true });
  const deps = (with_: ContractRendererPort = renderer) => ({ store: delivery, renderer: with_, mail, now: new Date('2027-03-01T10:00:00Z') });
  return { acceptance, outbox, delivery, deps, contract };
}

describe('delivering an accepted contract (application/contract/deliver-contract.ts on the fakes)', () => {
  it('stores the PDF under contracts/<booking>/v<version>.pdf and mails it to the verified e-mail and to the photographer', async () => {
    const { acceptance, outbox, delivery, deps } = await accepted();
    expect(await deliverAcceptedContract(acceptance, deps())).toBe('delivered');
    expect(delivery.paths()).toEqual([`contracts/b-pdf/v${acceptance.templateVersion}.pdf`]);
    const couple = outbox.get(contractMailId.couple('b-pdf'))?.mail;
    const desk = outbox.get(contractMailId.photographer('b-pdf'))?.mail;
    expect(couple?.to).toBe(acceptance.email);
    expect(desk?.to).toBe(DEMO_PHOTOGRAPHER_EMAIL);
    const attachment = couple?.message.attachments?.[0];
    expect(attachment).toMatchObject({ contentType: 'application/pdf', encoding: 'base64' });
    const text = (await pdfPagesText(base64ToBytes(attachment!.content))).join(' ');
    expect(text).toContain(acceptance.textSha256);
    expect(text).toContain('Jana Nováková, Petr Svoboda');
    expect(desk?.message.attachments?.[0]?.content).toBe(attachment?.content);
  });

  it('is repeatable: a second delivery queues nothing and the sweep finds nothing left', async () => {
    const { acceptance, outbox, deps } = await accepted();
    await deliverAcceptedContract(acceptance, deps());
    const queued = outbox.log();
    expect(await deliverAcceptedContract(acceptance, deps())).toBe('already');
    expect(await deliverPendingContracts(deps())).toEqual({ delivered: 0, failed: 0 });
    expect(outbox.log()).toEqual(queued);
  });

  it('leaves a failed delivery to the sweep, which delivers it once the renderer works', async () => {
    const { outbox, delivery, deps } = await accepted();
    const broken: ContractRendererPort = { renderContractPdf: async () => Promise.reject(new Error('no fonts')) };
    expect(await deliverPendingContracts(deps(broken))).toEqual({ delivered: 0, failed: 1 });
    expect(outbox.list()).toEqual([]);
    expect(delivery.deliveredAt('b-pdf')).toBeNull();
    expect(await deliverPendingContracts(deps())).toEqual({ delivered: 1, failed: 0 });
    expect(outbox.list()).toHaveLength(2);
    expect(delivery.deliveredAt('b-pdf')).toBe('2027-03-01T10:00:00.000Z');
  });
});

describe('the PDFs of erased acceptances', () => {
  it('are deleted by the sweep once the acceptance record is gone, and kept while it stands', async () => {
    const { acceptance, delivery, deps, contract } = await accepted();
    await deliverAcceptedContract(acceptance, deps());
    expect(await forgetErasedContractPdfs(delivery)).toBe(0);
    expect(delivery.paths()).toHaveLength(1);
    // As erasing the booking does to its record (firestore-booking-removal.ts, the retention run).
    contract.store.forget('b-pdf');
    expect(await forgetErasedContractPdfs(delivery)).toBe(1);
    expect(delivery.paths()).toEqual([]);
  });
});
