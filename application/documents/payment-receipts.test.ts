import { describe, expect, it } from 'vitest';
import { aBooking } from '../../tests/support/booking-mother';
import { documentIssuingHarness } from '../../tests/support/document-issuing-harness';
import type { BankTransaction } from '../../domain/bank/bank-transaction';
import { issuePendingDocuments } from './issue-pending-documents';

// 35 000 Kč agreed; the harness's deposit rule asks 5 000 Kč.
const PRICING = { package: { slug: 'cely-den', name: 'Celý den', priceCzk: 30_000 }, extras: [{ slug: 'album', name: 'Album', priceCzk: 5_000 }] };

function paying(symbol: string | null) {
  return (bankId: string, amountHalere: number, date = '2027-03-01'): BankTransaction => ({ bankId, date, amountHalere, currency: 'CZK', variableSymbol: symbol, counterAccount: null, message: null, reversal: false });
}

async function confirmedWithContents(id: string) {
  const h = documentIssuingHarness();
  const booking = aBooking({ id, weddingDate: '2027-08-14', pricing: PRICING });
  await h.stored(booking);
  const confirmed = await h.changeStatus(booking.id, 'confirmed');
  await issuePendingDocuments(h.issuing, await h.pending.oldest(10));
  return { h, confirmed, rendered: h.rendered };
}

const receipts = async (h: ReturnType<typeof documentIssuingHarness>, bookingId: string) =>
  (await h.issued.forBooking(bookingId)).filter((document) => document.kind === 'payment-receipt').map((document) => [document.id, document.paymentId]);
const depositMails = (h: ReturnType<typeof documentIssuingHarness>) => h.outbox.list().filter((mail) => mail.message.subject.includes('Záloha'));

describe('a receipt for every payment received (over the in-memory fakes)', () => {
  it('two payments → two receipts: the partial one without a mail, the settling one on "Záloha přijata"; the final invoice deducts both', async () => {
    const { h, confirmed, rendered } = await confirmedWithContents('booking-receipts-1');
    const pay = paying(confirmed.variableSymbol!);

    await h.importPayments([pay('camt-1', 200_000)]);
    expect(await h.pending.forBooking(confirmed.id)).toEqual([expect.objectContaining({ kind: 'payment-receipt', paymentId: 'camt-1', mail: null })]);
    expect(await issuePendingDocuments(h.issuing, await h.pending.forBooking(confirmed.id))).toEqual({ issued: 1 });
    expect(depositMails(h)).toEqual([]);
    // A statement imported again owes nothing more: the payment is recorded once, so is its receipt.
    await h.importPayments([pay('camt-1', 200_000)]);
    expect(await h.pending.forBooking(confirmed.id)).toEqual([]);

    await h.importPayments([pay('camt-2', 300_000, '2027-03-02')]);
    expect(await issuePendingDocuments(h.issuing, await h.pending.forBooking(confirmed.id))).toEqual({ issued: 1 });
    expect(await receipts(h, confirmed.id)).toEqual([
      ['PP-2027-0001', 'camt-1'],
      ['PP-2027-0002', 'camt-2'],
    ]);
    const [settledMail] = depositMails(h);
    expect(settledMail!.message.attachments!.map((attachment) => attachment.filename)).toContain('PP-2027-0002.pdf');
    expect(settledMail!.message.attachments!.map((attachment) => attachment.filename)).not.toContain('PP-2027-0001.pdf');

    await h.changeStatus(confirmed.id, 'completed');
    expect(await issuePendingDocuments(h.issuing, await h.pending.forBooking(confirmed.id))).toEqual({ issued: 1 });
    const final = rendered.find((content) => content.kind === 'final-invoice')!;
    expect(final.deductions.map((deduction) => [deduction.number, deduction.totalHalere])).toEqual([
      ['PP-2027-0001', 200_000],
      ['PP-2027-0002', 300_000],
    ]);
    expect(final.payableHalere).toBe(3_500_000 - 500_000);
  });

  it('a payment assigned by hand that does not settle the deposit gets its receipt too, once', async () => {
    const { h, confirmed } = await confirmedWithContents('booking-receipts-2');
    await h.importPayments([paying(null)('camt-nosymbol', 100_000)]);
    expect(await h.pending.forBooking(confirmed.id)).toEqual([]);

    await h.assignByHand('camt-nosymbol', confirmed.id);
    await expect(h.assignByHand('camt-nosymbol', confirmed.id)).rejects.toMatchObject({ code: 'bank/payment-already-assigned' });
    expect(await issuePendingDocuments(h.issuing, await h.pending.forBooking(confirmed.id))).toEqual({ issued: 1 });
    expect(await receipts(h, confirmed.id)).toEqual([['PP-2027-0001', 'camt-nosymbol']]);
    expect(depositMails(h)).toEqual([]);
  });

  it('a payment after the wedding pays the final invoice: it owes no receipt', async () => {
    const { h, confirmed } = await confirmedWithContents('booking-receipts-3');
    await h.changeStatus(confirmed.id, 'deposit-paid');
    await h.changeStatus(confirmed.id, 'completed');
    await issuePendingDocuments(h.issuing, await h.pending.oldest(10));
    const before = await receipts(h, confirmed.id);
    await h.importPayments([paying(confirmed.variableSymbol!)('camt-rest', 3_000_000, '2027-09-01')]);
    expect(await h.pending.forBooking(confirmed.id)).toEqual([]);
    expect(await receipts(h, confirmed.id)).toEqual(before);
  });

  it('payments above the agreed total: the final invoice is issued on the first attempt with nothing to pay, no QR Platba, the přeplatek stated', async () => {
    const { h, confirmed, rendered } = await confirmedWithContents('booking-receipts-4');
    const pay = paying(confirmed.variableSymbol!);
    await h.importPayments([pay('camt-a', 2_000_000), pay('camt-b', 2_000_000, '2027-03-02')]);
    await h.changeStatus(confirmed.id, 'completed');
    expect(await issuePendingDocuments(h.issuing, await h.pending.forBooking(confirmed.id))).toEqual({ issued: 3 });
    const final = rendered.find((content) => content.kind === 'final-invoice')!;
    expect(final).toMatchObject({ totalHalere: 3_500_000, payableHalere: 0, overpaidHalere: 500_000 });
    expect(final.deductions.map((deduction) => deduction.totalHalere)).toEqual([2_000_000, 2_000_000]);
    expect(final.payment).toBeUndefined();
    expect(final.notes.some((note) => note.startsWith('Přeplatek'))).toBe(true);
    expect(await h.pending.forBooking(confirmed.id)).toEqual([]);
  });

  it('a partial payment, then the desk marks the deposit paid: the desk\'s receipt is for the rest only, and the final invoice deducts exactly what came', async () => {
    const { h, confirmed, rendered } = await confirmedWithContents('booking-receipts-5');
    await h.importPayments([paying(confirmed.variableSymbol!)('camt-part', 200_050)]);
    await h.changeStatus(confirmed.id, 'deposit-paid');
    await h.changeStatus(confirmed.id, 'completed');
    expect(await issuePendingDocuments(h.issuing, await h.pending.forBooking(confirmed.id))).toEqual({ issued: 3 });
    const paid = rendered.filter((content) => content.kind === 'payment-receipt').map((content) => content.totalHalere);
    expect(paid).toEqual([200_050, 299_950]);
    const desk = (await h.issued.forBooking(confirmed.id)).find((document) => document.paymentId?.startsWith('desk-'));
    expect(desk?.kind).toBe('payment-receipt');
    expect(rendered.find((content) => content.kind === 'final-invoice')).toMatchObject({ payableHalere: 3_500_000 - 500_000 });
    // "Záloha přijata" carries the desk's receipt.
    const mail = h.outbox.list().find((sent) => sent.message.subject.includes('Záloha'))!;
    expect(mail.message.attachments!.map((attachment) => attachment.filename)).toContain(`${desk!.id}.pdf`);
  });
});

