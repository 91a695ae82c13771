import { describe, expect, it } from 'vitest';
import { aBooking } from '../../tests/support/booking-mother';
import { aTrader } from '../../tests/support/document-mother';
import { aManualBookingInput } from '../../tests/support/manual-booking-mother';
import { documentIssuingHarness } from '../../tests/support/document-issuing-harness';
import { issuePendingDocument, issuePendingDocuments } from './issue-pending-documents';
import { releaseInvoiceAfterContract } from './release-after-contract';

const text = (base64: string) => new TextDecoder().decode(Uint8Array.from(atob(base64), (c) => c.charCodeAt(0)));

const PRICING = { package: { slug: 'cely-den', name: 'Celý den', priceCzk: 30_000 }, extras: [{ slug: 'album', name: 'Album', priceCzk: 5_000 }] };

async function confirmedBooking(h: ReturnType<typeof documentIssuingHarness>) {
  const booking = aBooking({ id: 'booking-doc-1', weddingDate: '2027-08-14', pricing: PRICING });
  await h.stored(booking);
  return h.changeStatus(booking.id, 'confirmed');
}

describe('issuing the documents the events owe (over the in-memory fakes)', () => {
  it('a confirmation owes the deposit invoice: the confirmation mail waits, then goes out with the PDF named by the number; both files are stored', async () => {
    const h = documentIssuingHarness();
    const confirmed = await confirmedBooking(h);
    const [owed] = await h.pending.forBooking(confirmed.id);
    expect(owed).toMatchObject({ kind: 'deposit-invoice', paymentId: null, basis: { deposit: { amountCzk: 5_000 } } });
    expect(h.outbox.list()).toEqual([]);

    expect(await issuePendingDocuments(h.issuing, await h.pending.forBooking(confirmed.id))).toEqual({ issued: 1 });
    expect(await h.numbers(confirmed.id)).toEqual(['ZF-2027-0001']);
    expect([...h.files.files.keys()].sort()).toEqual([`documents/${confirmed.id}/ZF-2027-0001.isdoc`, `documents/${confirmed.id}/ZF-2027-0001.pdf`]);
    const [mail] = h.outbox.list();
    expect(mail!.id).toBe(owed!.mail!.id);
    const pdf = mail!.message.attachments!.find((attachment) => attachment.contentType === 'application/pdf')!;
    expect(pdf).toMatchObject({ filename: 'ZF-2027-0001.pdf', encoding: 'base64' });
    expect(text(pdf.content)).toBe('PDF ZF-2027-0001 500000');
    expect(await h.pending.forBooking(confirmed.id)).toEqual([]);
    // The record keeps the money the PDF states (the trader is a non-payer here: no VAT), for the accountant's list.
    expect((await h.issued.get('ZF-2027-0001'))?.amounts).toEqual({ currency: 'CZK', customerName: 'Jana a Petr', totalHalere: 500_000, payableHalere: 500_000, vat: [] });
  });

  it('issuing again finds nothing pending; a crash after the number was taken is finished by the sweep with the same number and one mail', async () => {
    const h = documentIssuingHarness();
    const confirmed = await confirmedBooking(h);
    const [owed] = await h.pending.forBooking(confirmed.id);
    const save = h.files.save.bind(h.files);
    h.files.save = async () => Promise.reject(new Error('Storage is down'));
    expect(await issuePendingDocuments(h.issuing, [owed!])).toEqual({ failed: 1 });
    expect(await h.numbers(confirmed.id)).toEqual(['ZF-2027-0001']);
    expect(h.outbox.list()).toEqual([]);

    h.files.save = save;
    h.settings.now = new Date('2027-03-02T09:00:00Z');
    expect(await issuePendingDocuments(h.issuing, await h.pending.oldest(10))).toEqual({ issued: 1 });
    expect(await h.numbers(confirmed.id)).toEqual(['ZF-2027-0001']);
    expect(h.files.files.size).toBe(2);
    expect(h.outbox.list()).toHaveLength(1);
    expect(await issuePendingDocument(h.issuing, owed!.id)).toBe('gone');
    expect(h.outbox.list()).toHaveLength(1);
  });

  it('a trader the CMS cannot issue for takes no number; the transition succeeds, its mail goes without the document, and the sweep issues once the identity is complete', async () => {
    const h = documentIssuingHarness({ trader: aTrader({ ico: '' }) });
    const confirmed = await confirmedBooking(h);
    expect(confirmed.status).toBe('confirmed');
    expect(await issuePendingDocuments(h.issuing, await h.pending.oldest(10))).toEqual({ 'trader-incomplete': 1 });
    expect(await h.numbers(confirmed.id)).toEqual([]);
    expect(await h.pending.forBooking(confirmed.id)).toEqual([expect.objectContaining({ mail: null })]);
    expect(h.outbox.list()).toHaveLength(1);
    expect(h.outbox.list()[0]!.message.attachments?.some((attachment) => attachment.contentType === 'application/pdf')).toBeFalsy();

    // The refused attempt took no number: once complete, the series starts at 0001, with no hole.
    h.settings.trader = aTrader();
    expect(await issuePendingDocuments(h.issuing, await h.pending.oldest(10))).toEqual({ issued: 1 });
    expect(await h.numbers(confirmed.id)).toEqual(['ZF-2027-0001']);
    expect(h.outbox.list()).toHaveLength(1);
  });

  it('a deposit settled by a bank payment owes the receipt of that payment, carried by "Záloha přijata"; a repeated import owes nothing more', async () => {
    const h = documentIssuingHarness();
    const confirmed = await confirmedBooking(h);
    await issuePendingDocuments(h.issuing, await h.pending.oldest(10));
    const payment = { bankId: 'camt-42', date: '2027-03-01', amountHalere: 500_000, currency: 'CZK', variableSymbol: confirmed.variableSymbol!, counterAccount: null, message: null, reversal: false };
    await h.importPayments([payment]);
    await h.importPayments([payment]);
    const owed = await h.pending.forBooking(confirmed.id);
    expect(owed).toEqual([expect.objectContaining({ kind: 'payment-receipt', paymentId: 'camt-42', basis: expect.objectContaining({ paid: { amountHalere: 500_000, receivedOn: '2027-03-01' } }) })]);
    expect(h.outbox.list().map((mail) => mail.message.subject)).not.toContainEqual(expect.stringContaining('Záloha'));

    expect(await issuePendingDocuments(h.issuing, owed)).toEqual({ issued: 1 });
    expect((await h.numbers(confirmed.id)).sort()).toEqual(['PP-2027-0001', 'ZF-2027-0001']);
    const received = h.outbox.list().find((mail) => mail.message.subject.includes('Záloha'))!;
    expect(received.message.attachments!.map((attachment) => attachment.filename)).toContain('PP-2027-0001.pdf');
    // A non-payer's payment confirmation has no ISDOC type: only its PDF is stored.
    expect(h.files.files.has(`documents/${confirmed.id}/PP-2027-0001.pdf`)).toBe(true);
    expect(h.files.files.has(`documents/${confirmed.id}/PP-2027-0001.isdoc`)).toBe(false);
  });

  it('a booking entered by hand as confirmed owes the deposit invoice like a confirmation at the desk', async () => {
    const h = documentIssuingHarness();
    const booking = await h.createByHand(aManualBookingInput({ weddingDate: '2027-09-04' }));
    expect(h.outbox.list()).toEqual([]);
    expect(await issuePendingDocuments(h.issuing, await h.pending.forBooking(booking.id))).toEqual({ issued: 1 });
    expect(await h.numbers(booking.id)).toEqual(['ZF-2027-0001']);
    expect(h.outbox.list()[0]!.message.attachments!.map((attachment) => attachment.filename)).toContain('ZF-2027-0001.pdf');
  });

  it('a deposit marked paid at the desk owes a receipt of the deposit asked', async () => {
    const h = documentIssuingHarness();
    const confirmed = await confirmedBooking(h);
    await h.changeStatus(confirmed.id, 'deposit-paid');
    await issuePendingDocuments(h.issuing, await h.pending.oldest(10));
    expect((await h.numbers(confirmed.id)).sort()).toEqual(['PP-2027-0001', 'ZF-2027-0001']);
    const [receipt] = (await h.issued.forBooking(confirmed.id)).filter((document) => document.kind === 'payment-receipt');
    expect(receipt!.paymentId).toMatch(/^desk-\d+$/);
  });

  it('completion owes the final invoice: the agreed prices less the receipt, the rest to pay', async () => {
    const h = documentIssuingHarness();
    const confirmed = await confirmedBooking(h);
    await h.changeStatus(confirmed.id, 'deposit-paid');
    // The completion comes before the receipt was issued: the invoice waits for it rather than forget the deduction.
    await h.changeStatus(confirmed.id, 'completed');
    const [invoice, receipt, final] = await h.pending.oldest(10);
    expect(final!.kind).toBe('final-invoice');
    expect(await issuePendingDocuments(h.issuing, [final!])).toEqual({ 'waits-for-receipt': 1 });
    expect(await issuePendingDocuments(h.issuing, [invoice!, receipt!, final!])).toEqual({ issued: 3 });
    expect((await h.numbers(confirmed.id)).sort()).toEqual(['FV-2027-0001', 'PP-2027-0001', 'ZF-2027-0001']);
    const pdf = new TextDecoder().decode(h.files.files.get(`documents/${confirmed.id}/FV-2027-0001.pdf`)!.bytes);
    expect(pdf).toBe('PDF FV-2027-0001 3500000');
    const references = await h.issuing.references.forBooking(confirmed.id);
    expect(references.find((reference) => reference.kind === 'payment-receipt')).toMatchObject({ number: 'PP-2027-0001', totalHalere: 500_000 });
  });

  it('a paid booking cancelled owes the correction of its receipt; a cancelled unpaid one owes nothing', async () => {
    const h = documentIssuingHarness();
    const confirmed = await confirmedBooking(h);
    await h.changeStatus(confirmed.id, 'deposit-paid');
    await issuePendingDocuments(h.issuing, await h.pending.oldest(10));
    await h.changeStatus(confirmed.id, 'cancelled');
    expect(await issuePendingDocuments(h.issuing, await h.pending.oldest(10))).toEqual({ issued: 1 });
    expect(await h.numbers(confirmed.id)).toContain('DB-2027-0001');
    expect(new TextDecoder().decode(h.files.files.get(`documents/${confirmed.id}/DB-2027-0001.pdf`)!.bytes)).toBe('PDF DB-2027-0001 -500000');

    const unpaid = aBooking({ id: 'booking-doc-2', weddingDate: '2027-08-28', pricing: PRICING });
    await h.stored(unpaid);
    await h.changeStatus(unpaid.id, 'confirmed');
    await issuePendingDocuments(h.issuing, await h.pending.oldest(10));
    await h.changeStatus(unpaid.id, 'cancelled');
    expect(await h.pending.forBooking(unpaid.id)).toEqual([]);
  });

  it('with the policy "invoice after the contract" the confirmation mail goes at once and the invoice waits until the couple accepts', async () => {
    const h = documentIssuingHarness({ afterContract: true });
    const confirmed = await confirmedBooking(h);
    expect(h.outbox.list()).toHaveLength(1);
    const [owed] = await h.pending.forBooking(confirmed.id);
    expect(owed).toMatchObject({ kind: 'deposit-invoice', waitsForContract: true, mail: null });
    expect(await issuePendingDocuments(h.issuing, [owed!])).toEqual({ 'waits-for-contract': 1 });
    expect(await h.numbers(confirmed.id)).toEqual([]);

    expect(await releaseInvoiceAfterContract(h.issuing, confirmed.id)).toEqual({ issued: 1 });
    expect(await releaseInvoiceAfterContract(h.issuing, confirmed.id)).toEqual({});
    expect(await h.numbers(confirmed.id)).toEqual(['ZF-2027-0001']);
  });

  it('a CMS that cannot be read holds nothing back either: the mail goes, the document waits for the sweep', async () => {
    const h = documentIssuingHarness();
    h.issuing.trader = { read: async () => Promise.reject(new Error('CMS down')) };
    const confirmed = await confirmedBooking(h);
    expect(await issuePendingDocuments(h.issuing, await h.pending.oldest(10))).toEqual({ 'trader-unavailable': 1 });
    expect(h.outbox.list()).toHaveLength(1);
    expect(await h.numbers(confirmed.id)).toEqual([]);
    expect(await h.pending.forBooking(confirmed.id)).toEqual([expect.objectContaining({ kind: 'deposit-invoice', mail: null })]);
  });

  it('a document numbered before its booking was erased (the attempt cut short) still gets its files; the couple\'s held mail does not go', async () => {
    const h = documentIssuingHarness();
    const confirmed = await confirmedBooking(h);
    const save = h.files.save.bind(h.files);
    h.files.save = async () => Promise.reject(new Error('Storage is down'));
    expect(await issuePendingDocuments(h.issuing, await h.pending.oldest(10))).toEqual({ failed: 1 });
    expect(await h.numbers(confirmed.id)).toEqual(['ZF-2027-0001']);
    await h.store.delete(confirmed.id);
    h.files.save = save;
    expect(await issuePendingDocuments(h.issuing, await h.pending.oldest(10))).toEqual({ gone: 1 });
    expect([...h.files.files.keys()].sort()).toEqual([`documents/${confirmed.id}/ZF-2027-0001.isdoc`, `documents/${confirmed.id}/ZF-2027-0001.pdf`]);
    expect(h.outbox.list()).toEqual([]);
    expect(await h.pending.oldest(10)).toEqual([]);
  });

  it('an erased booking owes nothing: its pending document (which names the couple) is dropped, no number taken, even while the trader cannot issue', async () => {
    const h = documentIssuingHarness({ trader: aTrader({ ico: '' }) });
    const confirmed = await confirmedBooking(h);
    await h.store.delete(confirmed.id);
    expect(await issuePendingDocuments(h.issuing, await h.pending.oldest(10))).toEqual({ gone: 1 });
    expect(await h.pending.oldest(10)).toEqual([]);
    expect(await h.numbers(confirmed.id)).toEqual([]);
  });
});
