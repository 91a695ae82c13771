import { describe, expect, it } from 'vitest';
import type { Booking } from '../../domain/booking/booking';
import type { ContractAcceptance } from '../../domain/contract/contract-acceptance';
import { contractPdfPath } from '../../domain/contract/contract-document';
import type { OutgoingMail } from '../../domain/mail/outgoing-mail';
import type { ContractDeliveryStore } from '../../ports/units/contract-delivery-port';
import { aBooking } from '../support/booking-mother';
import { anAcceptance } from '../support/contract-acceptance-mother';

export interface ContractDeliveryHarness {
  store: ContractDeliveryStore;
  /** Stores a booking and its acceptance record as the acceptance's transaction does. */
  seed(booking: Booking, acceptance: ContractAcceptance): Promise<void>;
  /** Deletes the acceptance record, as every erasure path does. */
  forgetAcceptance(bookingId: string): Promise<void>;
  /** The ids of the mails queued about the booking, sorted. */
  mailIds(bookingId: string): Promise<string[]>;
}

let counter = 0;

async function seeded(h: ContractDeliveryHarness) {
  const booking = aBooking({ id: `dorucen-${Date.now().toString(36)}-${(counter += 1)}`, status: 'confirmed' });
  const acceptance = anAcceptance({ bookingId: booking.id });
  await h.seed(booking, acceptance);
  return { booking, acceptance };
}

const mailsOf = (bookingId: string): OutgoingMail[] =>
  ['contract', 'contract-desk'].map((kind) => ({ id: `${bookingId}-${kind}`, bookingId, to: `${kind}@example.cz`, message: { subject: 'Smlouva', text: 'Smlouva', html: '<p>Smlouva</p>' } }));

/** What every ContractDeliveryStore adapter must do (ports/units/contract-delivery-port.ts). */
export function contractDeliveryContract(name: string, setup: () => Promise<ContractDeliveryHarness>) {
  describe(`ContractDeliveryStore contract: ${name}`, () => {
    it('reads the acceptance and its booking, and keeps a PDF byte for byte at its path (none: null)', async () => {
      const h = await setup();
      const { booking, acceptance } = await seeded(h);
      expect(await h.store.acceptance(booking.id)).toEqual(acceptance);
      expect((await h.store.booking(booking.id))?.id).toBe(booking.id);
      const path = contractPdfPath(acceptance);
      expect(await h.store.readPdf(path)).toBeNull();
      const bytes = new Uint8Array([37, 80, 68, 70, 45, 0, 255, 128]);
      await h.store.savePdf(path, bytes);
      expect(Array.from((await h.store.readPdf(path)) ?? [])).toEqual(Array.from(bytes));
      expect(await h.store.bookingsWithPdfs()).toContain(booking.id);
    });

    it('marks a delivery once: the mails queued with it, a second mark queues nothing, and the sweep no longer lists it', async () => {
      const h = await setup();
      const { booking } = await seeded(h);
      expect((await h.store.undelivered(100)).map((a) => a.bookingId)).toContain(booking.id);
      expect(await h.store.markDelivered(booking.id, mailsOf(booking.id), '2027-03-01T10:00:00.000Z')).toBe('delivered');
      expect(await h.mailIds(booking.id)).toEqual([`${booking.id}-contract`, `${booking.id}-contract-desk`]);
      expect(await h.store.markDelivered(booking.id, [{ ...mailsOf(booking.id)[0]!, id: `${booking.id}-again` }], '2027-03-01T11:00:00.000Z')).toBe('already');
      expect(await h.mailIds(booking.id)).toEqual([`${booking.id}-contract`, `${booking.id}-contract-desk`]);
      expect((await h.store.undelivered(100)).map((a) => a.bookingId)).not.toContain(booking.id);
    });

    it('deletes a booking\'s PDFs, and only that booking\'s', async () => {
      const h = await setup();
      const [one, two] = [await seeded(h), await seeded(h)];
      for (const { acceptance } of [one, two]) await h.store.savePdf(contractPdfPath(acceptance), new Uint8Array([1, 2, 3]));
      await h.forgetAcceptance(one.booking.id);
      await h.store.deletePdfs(one.booking.id);
      expect(await h.store.readPdf(contractPdfPath(one.acceptance))).toBeNull();
      expect(await h.store.readPdf(contractPdfPath(two.acceptance))).not.toBeNull();
      expect(await h.store.bookingsWithPdfs()).not.toContain(one.booking.id);
    });
  });
}
