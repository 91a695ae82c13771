import { describe, expect, it } from 'vitest';
import { aBooking } from '../../tests/support/booking-mother';
import { aTrader, PAYER_VAT } from '../../tests/support/document-mother';
import { documentIssuingHarness } from '../../tests/support/document-issuing-harness';
import type { BankTransaction } from '../../domain/bank/bank-transaction';
import { issuePendingDocument, issuePendingDocuments } from './issue-pending-documents';

// 35 000 Kč agreed; the harness's deposit rule asks 5 000 Kč.
const PRICING = { package: { slug: 'cely-den', name: 'Celý den', priceCzk: 30_000 }, extras: [{ slug: 'album', name: 'Album', priceCzk: 5_000 }] };

type Harness = ReturnType<typeof documentIssuingHarness>;

async function confirmed(h: Harness, id: string) {
  const booking = aBooking({ id, weddingDate: '2027-08-14', pricing: PRICING });
  await h.stored(booking);
  const after = await h.changeStatus(booking.id, 'confirmed');
  await issuePendingDocuments(h.issuing, await h.pending.oldest(10));
  const pay = (bankId: string, amountHalere: number, date = '2027-03-01'): BankTransaction => ({ bankId, date, amountHalere, currency: 'CZK', variableSymbol: after.variableSymbol!, counterAccount: null, message: null, reversal: false });
  return { booking: after, pay };
}

const issuedReceipts = async (h: Harness, bookingId: string) => (await h.issued.forBooking(bookingId)).filter((document) => document.kind === 'payment-receipt').map((document) => document.id);
const corrections = (h: Harness) => h.rendered.filter((content) => content.kind === 'cancellation');

describe('a cancellation corrects every receipt of the booking (over the in-memory fakes)', () => {
  it('a partial deposit, the rest and one payment more, then cancelled: one correction whose lines reverse each of the three receipts, nothing missed, nothing twice', async () => {
    const h = documentIssuingHarness({ trader: aTrader({ vat: PAYER_VAT }) });
    const { booking, pay } = await confirmed(h, 'booking-cancel-1');
    await h.importPayments([pay('camt-1', 200_050), pay('camt-2', 300_000, '2027-03-02'), pay('camt-3', 1_000_050, '2027-03-05')]);
    expect(await issuePendingDocuments(h.issuing, await h.pending.forBooking(booking.id))).toEqual({ issued: 3 });
    const receipts = h.rendered.filter((content) => content.kind === 'payment-receipt');
    expect(receipts.map((receipt) => receipt.printedNumber)).toEqual(await issuedReceipts(h, booking.id));

    await h.changeStatus(booking.id, 'cancelled');
    expect(await issuePendingDocuments(h.issuing, await h.pending.oldest(10))).toEqual({ issued: 1 });
    const [correction] = corrections(h);
    expect(correction!.corrects!.map((original) => original.number)).toEqual(['PP-2027-0001', 'PP-2027-0002', 'PP-2027-0003']);
    expect(correction!.lines.map((line) => [line.totalHalere, line.vat?.baseHalere, line.vat?.taxHalere])).toEqual(
      receipts.map((receipt) => [-receipt.totalHalere, -receipt.vatRecap[0]!.baseHalere, -receipt.vatRecap[0]!.taxHalere]),
    );
    const sum = (pick: (split: (typeof receipts)[number]['vatRecap'][number]) => number) => receipts.reduce((total, receipt) => total + pick(receipt.vatRecap[0]!), 0);
    expect(correction!.vatRecap).toEqual([{ ratePercent: 21, baseHalere: -sum((v) => v.baseHalere), taxHalere: -sum((v) => v.taxHalere), totalHalere: -1_500_100 }]);
    expect(correction).toMatchObject({ totalHalere: -1_500_100, payableHalere: -1_500_100 });

    // Retried events and the sweep find the slot taken: no second correction, no second mail.
    expect(await issuePendingDocuments(h.issuing, await h.pending.oldest(10))).toEqual({});
    await expect(h.changeStatus(booking.id, 'cancelled')).rejects.toMatchObject({ code: 'booking/invalid-transition' });
    expect((await h.numbers(booking.id)).filter((number) => number.startsWith('DB-'))).toEqual(['DB-2027-0001']);
    expect(h.outbox.list().filter((mail) => mail.message.subject.includes('zrušena'))).toHaveLength(1);
  });

  it('the correction waits while a receipt is still pending, then corrects it too; a crash after numbering is finished with the same lines', async () => {
    const h = documentIssuingHarness();
    const { booking, pay } = await confirmed(h, 'booking-cancel-2');
    await h.importPayments([pay('camt-1', 500_000)]);
    await issuePendingDocuments(h.issuing, await h.pending.forBooking(booking.id));
    await h.importPayments([pay('camt-2', 70_000, '2027-03-03')]);
    await h.changeStatus(booking.id, 'cancelled');
    const [receipt, cancellation] = await h.pending.forBooking(booking.id);
    expect([receipt!.kind, cancellation!.kind]).toEqual(['payment-receipt', 'cancellation']);
    expect(await issuePendingDocument(h.issuing, cancellation!.id)).toBe('waits-for-receipt');

    const save = h.files.save.bind(h.files);
    h.files.save = async (path, bytes, type) => (path.includes('/DB-') ? Promise.reject(new Error('Storage is down')) : save(path, bytes, type));
    expect(await issuePendingDocuments(h.issuing, [receipt!, cancellation!])).toEqual({ issued: 1, failed: 1 });
    h.files.save = save;
    expect(await issuePendingDocuments(h.issuing, await h.pending.oldest(10))).toEqual({ issued: 1 });
    const [first, finished] = corrections(h);
    expect(finished).toEqual(first);
    expect(finished!.lines.map((line) => line.totalHalere)).toEqual([-500_000, -70_000]);
    expect((await h.numbers(booking.id)).filter((number) => number.startsWith('DB-'))).toEqual(['DB-2027-0001']);
  });

  it('a confirmed booking cancelled after a partial payment corrects that payment\'s receipt; one cancelled with nothing paid owes nothing', async () => {
    const h = documentIssuingHarness();
    const { booking, pay } = await confirmed(h, 'booking-cancel-3');
    await h.importPayments([pay('camt-1', 150_000)]);
    await issuePendingDocuments(h.issuing, await h.pending.forBooking(booking.id));
    await h.changeStatus(booking.id, 'cancelled');
    expect(await issuePendingDocuments(h.issuing, await h.pending.forBooking(booking.id))).toEqual({ issued: 1 });
    expect(corrections(h).map((content) => [content.totalHalere, content.corrects!.map((original) => original.number)])).toEqual([[-150_000, ['PP-2027-0001']]]);
    expect(h.outbox.list().find((mail) => mail.message.subject.includes('zrušena'))!.message.attachments!.map((attachment) => attachment.filename)).toContain('DB-2027-0001.pdf');

    const unpaid = await confirmed(h, 'booking-cancel-4');
    await h.changeStatus(unpaid.booking.id, 'cancelled');
    expect(await h.pending.forBooking(unpaid.booking.id)).toEqual([]);
  });
});
