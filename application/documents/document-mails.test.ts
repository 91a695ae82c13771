import { describe, expect, it } from 'vitest';
import { aBooking } from '../../tests/support/booking-mother';
import { aTrader } from '../../tests/support/document-mother';
import { documentIssuingHarness } from '../../tests/support/document-issuing-harness';
import type { OutgoingMail } from '../../domain/mail/outgoing-mail';
import { issuePendingDocuments } from './issue-pending-documents';

const PRICING = { package: { slug: 'cely-den', name: 'Celý den', priceCzk: 30_000 }, extras: [{ slug: 'album', name: 'Album', priceCzk: 5_000 }] };

const pdfs = (mail: OutgoingMail | undefined) => (mail?.message.attachments ?? []).filter((attachment) => attachment.contentType === 'application/pdf').map((attachment) => attachment.filename);
const bySubject = (h: ReturnType<typeof documentIssuingHarness>, part: string) => h.outbox.list().find((mail) => mail.message.subject.includes(part));

async function paidBooking(h: ReturnType<typeof documentIssuingHarness>, id: string) {
  const booking = aBooking({ id, weddingDate: '2027-08-14', pricing: PRICING });
  await h.stored(booking);
  await h.changeStatus(booking.id, 'confirmed');
  await h.changeStatus(booking.id, 'deposit-paid');
  await issuePendingDocuments(h.issuing, await h.pending.oldest(10));
  return booking;
}

describe('the completion and the cancellation mails carry their documents (over the in-memory fakes)', () => {
  it('the thanks after the wedding waits for the final invoice and goes out once, with FV-….pdf attached; a repeat sends nothing more', async () => {
    const h = documentIssuingHarness();
    const booking = await paidBooking(h, 'booking-mail-1');
    await h.changeStatus(booking.id, 'completed');
    expect(bySubject(h, 'Děkuji za Vaši svatbu')).toBeUndefined();
    const [final] = await h.pending.forBooking(booking.id);
    expect(final).toMatchObject({ kind: 'final-invoice', mail: expect.objectContaining({ message: expect.objectContaining({ subject: expect.stringContaining('Děkuji') }) }) });

    expect(await issuePendingDocuments(h.issuing, [final!])).toEqual({ issued: 1 });
    expect(pdfs(bySubject(h, 'Děkuji za Vaši svatbu'))).toEqual(['FV-2027-0001.pdf']);
    expect(await issuePendingDocuments(h.issuing, [final!])).toEqual({ gone: 1 });
    expect(h.outbox.list().filter((mail) => mail.message.subject.includes('Děkuji'))).toHaveLength(1);
  });

  it('a paid booking cancelled: the cancellation notice goes out with the correction DB-….pdf', async () => {
    const h = documentIssuingHarness();
    const booking = await paidBooking(h, 'booking-mail-2');
    await h.changeStatus(booking.id, 'cancelled');
    expect(bySubject(h, 'zrušena')).toBeUndefined();
    expect(await issuePendingDocuments(h.issuing, await h.pending.oldest(10))).toEqual({ issued: 1 });
    expect(pdfs(bySubject(h, 'zrušena'))).toEqual(['DB-2027-0001.pdf']);
  });

  it('a cancellation with no receipt to correct (paid before documents) owes nothing, and its notice still goes out, without a document', async () => {
    const h = documentIssuingHarness();
    const booking = aBooking({ id: 'booking-mail-3', weddingDate: '2027-08-21', pricing: PRICING });
    await h.stored(booking);
    await h.changeStatus(booking.id, 'confirmed');
    await h.changeStatus(booking.id, 'deposit-paid');
    // As if paid before this feature: the events' documents were never issued.
    for (const owed of await h.pending.forBooking(booking.id)) await h.pending.finish(owed.id);
    await h.changeStatus(booking.id, 'cancelled');
    expect(await issuePendingDocuments(h.issuing, await h.pending.oldest(10))).toEqual({ gone: 1 });
    expect(pdfs(bySubject(h, 'zrušena'))).toEqual([]);
    expect(bySubject(h, 'zrušena')).toBeDefined();
    expect(await h.numbers(booking.id)).toEqual([]);
  });

  it('a trader who cannot issue holds back no mail: completion goes without the final invoice, even while a receipt is still pending', async () => {
    const h = documentIssuingHarness({ trader: aTrader({ ico: '' }) });
    const booking = await paidBooking(h, 'booking-mail-4');
    await h.changeStatus(booking.id, 'completed');
    expect(await issuePendingDocuments(h.issuing, await h.pending.oldest(10))).toEqual({ 'trader-incomplete': 3 });
    expect(pdfs(bySubject(h, 'Děkuji za Vaši svatbu'))).toEqual([]);
    expect(await h.numbers(booking.id)).toEqual([]);

    // Once the identity is complete the sweep issues all three in order; the mail, already sent, is not sent again.
    h.settings.trader = aTrader();
    expect(await issuePendingDocuments(h.issuing, await h.pending.oldest(10))).toEqual({ issued: 3 });
    expect((await h.numbers(booking.id)).sort()).toEqual(['FV-2027-0001', 'PP-2027-0001', 'ZF-2027-0001']);
    expect(h.outbox.list().filter((mail) => mail.message.subject.includes('Děkuji'))).toHaveLength(1);
  });
});
