import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Booking } from '../../domain/booking/booking';
import type { BankDeskPort } from '../../ports/bank-desk-port';
import type { BookingRepository } from '../../ports/booking-repository-port';
import { aBooking } from '../support/booking-mother';

export interface BankDeskHarness {
  /** Signed in with the admin claim. */
  admin: BankDeskPort;
  /** Signed in without the admin claim. */
  visitor: BankDeskPort;
  /** The admin's bookings, to seed the booking a payment is assigned to. */
  bookings: BookingRepository;
  /** Puts a booking in any status, as its history would have left it (the repository only creates requests). */
  seed(booking: Booking): Promise<Booking>;
}

const sample = (name: string) => new Uint8Array(readFileSync(new URL(`../../domain/bank/samples/${name}`, import.meta.url)));
/** The GPC sample: 3 incoming payments without a known symbol (26112000001 is Jana Nováková's), 3 outgoing. */
const GPC = 'gpc-abo-cs.gpc';

/** What every BankDeskPort adapter must do (ports/bank-desk-port.ts). */
export function bankDeskContract(name: string, setup: () => Promise<BankDeskHarness>) {
  describe(`BankDeskPort contract: ${name}`, () => {
    it('imports a statement once: its unassigned payments are listed newest first with the payer\'s account and message, a second upload is all duplicates', async () => {
      const h = await setup();
      expect(await h.admin.unassigned()).toEqual([]);
      expect(await h.admin.importStatement(sample(GPC))).toMatchObject({ format: 'gpc', counts: { unassigned: 3, 'not-incoming': 3 } });
      const listed = await h.admin.unassigned();
      expect(listed).toHaveLength(3);
      expect(listed.map((p) => p.date)).toEqual([...listed.map((p) => p.date)].sort().reverse());
      expect(listed.every((p) => p.match.kind === 'unassigned' && p.amountHalere > 0)).toBe(true);
      expect(listed.find((p) => p.bankId === '26112000001')).toMatchObject({ message: 'Jana Nováková', source: 'gpc' });
      expect((await h.admin.importStatement(sample(GPC))).counts).toEqual({ duplicate: 6 });
      expect(await h.admin.unassigned()).toHaveLength(3);
    });

    it('refuses a file that is no statement and a broken one with their codes, importing nothing', async () => {
      const h = await setup();
      await expect(h.admin.importStatement(new TextEncoder().encode('Dobrý den, posílám výpis.'))).rejects.toMatchObject({ code: 'bank/statement-unknown-format' });
      await expect(h.admin.importStatement(sample(GPC).subarray(0, 300))).rejects.toMatchObject({ code: 'bank/statement-malformed' });
      expect(await h.admin.unassigned()).toEqual([]);
    });

    it('assigns an unassigned payment to a booking once: it leaves the list, a second assignment and an unknown one are refused', async () => {
      const h = await setup();
      await h.admin.importStatement(sample(GPC));
      // After the wedding: the payment pays the rest, settling nothing and issuing no receipt (the final invoice is the document).
      const booking = await h.seed(aBooking({ id: 'b-after-2028-07-08', weddingDate: '2028-07-08', status: 'completed' }));
      await expect(h.admin.assign('26112000001', 'booking-that-is-not')).rejects.toMatchObject({ code: 'booking/not-found' });
      const assigned = await h.admin.assign('26112000001', booking.id);
      expect(assigned.match).toMatchObject({ bookingId: booking.id });
      expect(assigned).toMatchObject({ counterAccount: null, message: null });
      expect((await h.admin.unassigned()).map((p) => p.bankId)).not.toContain('26112000001');
      await expect(h.admin.assign('26112000001', booking.id)).rejects.toMatchObject({ code: 'bank/payment-already-assigned' });
      await expect(h.admin.assign('no-such-payment', booking.id)).rejects.toMatchObject({ code: 'bank/payment-not-found' });
    });

    it('refuses to assign a payment to a booking that owes nothing (a request still to confirm, a cancelled one): the payment stays unassigned', async () => {
      const h = await setup();
      await h.admin.importStatement(sample(GPC));
      const request = await h.bookings.create(aBooking({ weddingDate: '2028-07-22' }));
      const cancelled = await h.seed(aBooking({ id: 'b-cancelled-2028-07-29', weddingDate: '2028-07-29', status: 'cancelled' }));
      await expect(h.admin.assign('26112000001', request.id)).rejects.toMatchObject({ code: 'bank/booking-not-payable' });
      await expect(h.admin.assign('26112000001', cancelled.id)).rejects.toMatchObject({ code: 'bank/booking-not-payable' });
      expect((await h.admin.unassigned()).map((p) => p.bankId)).toContain('26112000001');
      expect(await h.admin.depositPayments(request.id)).toBeNull();
    });

    it('reads what a booking\'s payments brought: nothing before, the assigned amount after, a malformed id refused', async () => {
      const h = await setup();
      await h.admin.importStatement(sample(GPC));
      const booking = await h.seed(aBooking({ id: 'b-after-2028-07-15', weddingDate: '2028-07-15', status: 'completed' }));
      expect(await h.admin.depositPayments(booking.id)).toBeNull();
      const assigned = await h.admin.assign('26112000001', booking.id);
      expect(await h.admin.depositPayments(booking.id)).toMatchObject({ bookingId: booking.id, receivedHalere: assigned.amountHalere, bankIds: ['26112000001'] });
      await expect(h.admin.depositPayments('a/b')).rejects.toMatchObject({ code: 'id/invalid' });
    });

    it('is the admin\'s only: a signed-in visitor can neither upload, list nor assign', async () => {
      const h = await setup();
      await expect(h.visitor.importStatement(sample(GPC))).rejects.toMatchObject({ code: 'auth/forbidden' });
      await expect(h.visitor.unassigned()).rejects.toMatchObject({ code: 'auth/forbidden' });
      await expect(h.visitor.assign('26112000001', 'b-1')).rejects.toMatchObject({ code: 'auth/forbidden' });
      await expect(h.visitor.depositPayments('b-1')).rejects.toMatchObject({ code: 'auth/forbidden' });
      await expect(h.visitor.documentPolicy()).rejects.toMatchObject({ code: 'auth/forbidden' });
      await expect(h.visitor.setDocumentPolicy({ depositInvoiceAfterContract: true })).rejects.toMatchObject({ code: 'auth/forbidden' });
    });

    it('keeps the document policy: the invoice at confirmation until switched, a yes/no only', async () => {
      const h = await setup();
      expect(await h.admin.documentPolicy()).toEqual({ depositInvoiceAfterContract: false });
      expect(await h.admin.setDocumentPolicy({ depositInvoiceAfterContract: true })).toEqual({ depositInvoiceAfterContract: true });
      expect(await h.admin.documentPolicy()).toEqual({ depositInvoiceAfterContract: true });
      await expect(h.admin.setDocumentPolicy({ depositInvoiceAfterContract: 'ano' } as never)).rejects.toMatchObject({ code: 'document/policy-invalid' });
      expect(await h.admin.setDocumentPolicy({ depositInvoiceAfterContract: false })).toEqual({ depositInvoiceAfterContract: false });
    });
  });
}
