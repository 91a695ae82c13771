import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { bankImports } from '../../adapters/firestore-admin/firestore-bank-import-unit';
import { firestoreDocumentPolicy } from '../../adapters/firestore-admin/firestore-document-policy';
import { statusChanges } from '../../adapters/firestore-admin/firestore-status-change-unit';
import { changeBookingStatus } from '../../application/booking/change-status';
import { importBankStatement } from '../../application/payment/import-bank-statement';
import { importBankTransactions } from '../../application/payment/import-bank-transactions';
import { amountsFromIsdoc } from '../../domain/documents/isdoc-amounts';
import type { MailSettings } from '../../ports/units/mail-settings-port';
import { ISSUED_DOCUMENTS } from '../../ports/wire/document-records';
import { BOOKINGS, MAIL, toBookingDocument } from '../../ports/wire/firestore-documents';
import { PENDING_DOCUMENTS } from '../../ports/wire/pending-document-records';
import { BANK_MAIL } from '../../tests/contracts/bank-import.contract';
import { db, toTimestamp } from '../../tests/support/admin-firestore';
import { aBooking } from '../../tests/support/booking-mother';
import { aTrader } from '../../tests/support/document-mother';
import { adminBucket, clearFirestore, clearStorage, onEmulators } from '../../tests/support/emulator-support';
import { pdfText } from '../../tests/support/pdf-text';
import { readFontsIn } from '../../adapters/pdf-lib/shipped-fonts';
import { firestoreDocumentIssuing, issueDocumentsOf, sweepPendingDocuments } from './document-issue-run';

const ADMIN = { uid: 'a', email: 'fotograf@example.cz', admin: true };
const FONTS = path.resolve(import.meta.dirname, '../../assets/fonts');
const camt053 = (symbol: string) =>
  new TextEncoder().encode(readFileSync(new URL('../../domain/bank/samples/camt053-ceska-sporitelna.xml', import.meta.url), 'utf8').replace('/VS/2606200421/', `/VS/${symbol}/`));

/** The documents an event owes, issued by the functions' wiring: Firestore and Storage emulators, pdf-lib, the real fonts. */
describe.skipIf(!onEmulators)('issuing the documents the events owe (Firestore + Storage emulators)', () => {
  const mail: MailSettings = { ...BANK_MAIL, documents: firestoreDocumentPolicy(db()) };
  const now = new Date('2027-03-01T09:00:00Z');
  let trader = aTrader();
  const issuing = async () => firestoreDocumentIssuing(db(), await adminBucket(), { read: async () => trader }, () => readFontsIn(FONTS), () => now);
  beforeEach(async () => {
    await Promise.all([clearFirestore(), clearStorage()]);
    trader = aTrader();
  });

  async function mailPdf(mailId: string, filename: string) {
    const stored = (await db().collection(MAIL).doc(mailId).get()).data();
    const attachments = (stored?.message as { attachments?: { filename: string; content: string; encoding?: string; contentType: string }[] }).attachments ?? [];
    const pdf = attachments.find((attachment) => attachment.filename === filename);
    expect(pdf).toMatchObject({ encoding: 'base64', contentType: 'application/pdf' });
    return pdfText(new Uint8Array(Buffer.from(pdf!.content, 'base64')));
  }

  it('a confirmation issues the deposit invoice: its record, both files in Storage, and the confirmation mail carrying the PDF that shows the number; a camt.053 payment then issues the receipt "Záloha přijata" carries', async () => {
    const booking = aBooking({ weddingDate: '2027-08-14', reservationCode: 'DOC-RUN' });
    await db().collection(BOOKINGS).doc(booking.id).set(toBookingDocument(booking, toTimestamp));
    const confirmed = await changeBookingStatus({ caller: ADMIN, bookingId: booking.id, to: 'confirmed', now }, statusChanges(db()), mail);
    const [pending] = (await db().collection(PENDING_DOCUMENTS).get()).docs;
    const confirmationMailId = String(pending!.get('mail.id'));
    expect((await db().collection(MAIL).doc(confirmationMailId).get()).exists).toBe(false);

    expect(await issueDocumentsOf(await issuing(), [booking.id])).toEqual({ issued: 1 });
    const invoice = (await db().collection(ISSUED_DOCUMENTS).doc('ZF-2027-0001').get()).data()!;
    expect(invoice).toMatchObject({ kind: 'deposit-invoice', bookingId: booking.id, files: { pdf: `documents/${booking.id}/ZF-2027-0001.pdf`, isdoc: `documents/${booking.id}/ZF-2027-0001.isdoc` } });
    const bucket = await adminBucket();
    const [pdfBytes] = await bucket.file(`documents/${booking.id}/ZF-2027-0001.pdf`).download();
    const [isdoc] = await bucket.file(`documents/${booking.id}/ZF-2027-0001.isdoc`).download();
    expect(pdfBytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(isdoc.toString()).toContain('<ID>ZF-2027-0001</ID>');
    // The record keeps the money its files state (kept in the transaction that took the number), for the accountant.
    expect(invoice.amounts).toEqual(amountsFromIsdoc(isdoc.toString()));
    expect(invoice.amounts).toMatchObject({ currency: 'CZK', customerName: booking.contact.coupleNames, vat: [] });
    expect((await mailPdf(confirmationMailId, 'ZF-2027-0001.pdf')).text).toContain('ZF-2027-0001');
    expect((await db().collection(PENDING_DOCUMENTS).get()).size).toBe(0);

    const imported = await importBankStatement({ caller: ADMIN, file: camt053(confirmed.variableSymbol!), now }, bankImports(db()), mail);
    expect(imported.results.find((result) => result.bookingId === booking.id)).toMatchObject({ kind: 'paid' });
    expect(await issueDocumentsOf(await issuing(), [booking.id])).toEqual({ issued: 1 });
    const receiptMails = (await db().collection(MAIL).where('bookingId', '==', booking.id).get()).docs.filter((doc) => String(doc.get('message.subject')).includes('Záloha'));
    expect(receiptMails).toHaveLength(1);
    const receipt = await mailPdf(receiptMails[0]!.id, 'PP-2027-0001.pdf');
    expect(receipt.text).toContain('PP-2027-0001');
    expect(receipt.text).toContain('Potvrzení o přijetí platby');
  });

  it('two bank payments issue two receipts (the partial one with no mail), and completion issues the final invoice deducting both, carried by the thanks after the wedding', async () => {
    const pricing = { package: { slug: 'cely-den', name: 'Celý den', priceCzk: 30_000 }, extras: [] };
    const booking = aBooking({ weddingDate: '2027-08-28', reservationCode: 'DOC-PARTS', pricing });
    await db().collection(BOOKINGS).doc(booking.id).set(toBookingDocument(booking, toTimestamp));
    const confirmed = await changeBookingStatus({ caller: ADMIN, bookingId: booking.id, to: 'confirmed', now }, statusChanges(db()), mail);
    await issueDocumentsOf(await issuing(), [booking.id]);
    const payment = (bankId: string, amountHalere: number) => ({ bankId, date: '2027-03-01', amountHalere, currency: 'CZK', variableSymbol: confirmed.variableSymbol!, counterAccount: null, message: null, reversal: false });
    const pay = (bankId: string, amountHalere: number) => importBankTransactions({ transactions: [payment(bankId, amountHalere)], source: 'camt053', by: 'Výpis z banky', now }, bankImports(db()), mail);
    await pay('parts-1', 200_000);
    expect(await issueDocumentsOf(await issuing(), [booking.id])).toEqual({ issued: 1 });
    const mailsOf = async () => (await db().collection(MAIL).where('bookingId', '==', booking.id).get()).docs;
    expect((await mailsOf()).map((doc) => String(doc.get('message.subject')))).not.toContainEqual(expect.stringContaining('Záloha'));
    await pay('parts-2', 300_000);
    expect(await issueDocumentsOf(await issuing(), [booking.id])).toEqual({ issued: 1 });
    expect((await db().collection(ISSUED_DOCUMENTS).where('kind', '==', 'payment-receipt').get()).docs.map((doc) => [doc.id, doc.get('paymentId')]).sort()).toEqual([
      ['PP-2027-0001', 'parts-1'],
      ['PP-2027-0002', 'parts-2'],
    ]);

    await changeBookingStatus({ caller: ADMIN, bookingId: booking.id, to: 'completed', now }, statusChanges(db()), mail);
    expect(await issueDocumentsOf(await issuing(), [booking.id])).toEqual({ issued: 1 });
    const thanks = (await mailsOf()).find((doc) => String(doc.get('message.subject')).includes('Děkuji'))!;
    const final = await mailPdf(thanks.id, 'FV-2027-0001.pdf');
    expect(final.text).toContain('PP-2027-0001');
    expect(final.text).toContain('PP-2027-0002');
  });

  it('a partial payment, the desk marking the deposit paid (its receipt the rest, read in the transaction) and one payment more, then cancelled: one correction of all three receipts, issued once', async () => {
    const booking = aBooking({ weddingDate: '2027-09-04', reservationCode: 'DOC-CANCEL' });
    await db().collection(BOOKINGS).doc(booking.id).set(toBookingDocument(booking, toTimestamp));
    const confirmed = await changeBookingStatus({ caller: ADMIN, bookingId: booking.id, to: 'confirmed', now }, statusChanges(db()), mail);
    const payment = (bankId: string, amountHalere: number) => ({ bankId, date: '2027-03-01', amountHalere, currency: 'CZK', variableSymbol: confirmed.variableSymbol!, counterAccount: null, message: null, reversal: false });
    const pay = (bankId: string, amountHalere: number) => importBankTransactions({ transactions: [payment(bankId, amountHalere)], source: 'camt053', by: 'Výpis z banky', now }, bankImports(db()), mail);
    await pay('cancel-1', 200_000);
    await changeBookingStatus({ caller: ADMIN, bookingId: booking.id, to: 'deposit-paid', now }, statusChanges(db()), mail);
    await pay('cancel-2', 100_000);
    expect(await issueDocumentsOf(await issuing(), [booking.id])).toEqual({ issued: 4 });
    const receipts = (await db().collection(ISSUED_DOCUMENTS).where('kind', '==', 'payment-receipt').get()).docs;
    const desk = receipts.find((doc) => String(doc.get('paymentId')).startsWith('desk-'))!;
    const [deskPdf] = await (await adminBucket()).file(String(desk.get('files.pdf'))).download();
    expect((await pdfText(new Uint8Array(deskPdf))).text).toContain('Přijato 3 000,00 Kč');

    await changeBookingStatus({ caller: ADMIN, bookingId: booking.id, to: 'cancelled', now }, statusChanges(db()), mail);
    expect(await issueDocumentsOf(await issuing(), [booking.id])).toEqual({ issued: 1 });
    expect(await sweepPendingDocuments(await issuing())).toEqual({});
    expect((await db().collection(ISSUED_DOCUMENTS).where('kind', '==', 'cancellation').get()).docs.map((doc) => doc.id)).toEqual(['DB-2027-0001']);
    const notice = (await db().collection(MAIL).where('bookingId', '==', booking.id).get()).docs.find((doc) => String(doc.get('message.subject')).includes('zrušena'))!;
    const { text } = await mailPdf(notice.id, 'DB-2027-0001.pdf');
    for (const number of ['PP-2027-0001', 'PP-2027-0002', 'PP-2027-0003']) expect(text).toContain(`Opravovaný doklad ${number}`);
    expect(text).toContain('Vráceno 6 000,00 Kč');
  });

  it('a trader the CMS cannot issue for takes no number and sends the mail without it; the sweep issues once she is complete', async () => {
    trader = aTrader({ registerEntry: '' });
    const booking = aBooking({ weddingDate: '2027-08-21', reservationCode: 'DOC-SWEEP' });
    await db().collection(BOOKINGS).doc(booking.id).set(toBookingDocument(booking, toTimestamp));
    await changeBookingStatus({ caller: ADMIN, bookingId: booking.id, to: 'confirmed', now }, statusChanges(db()), mail);
    expect(await issueDocumentsOf(await issuing(), [booking.id])).toEqual({ 'trader-incomplete': 1 });
    expect((await db().collection(ISSUED_DOCUMENTS).get()).size).toBe(0);
    expect((await db().collection(MAIL).where('bookingId', '==', booking.id).get()).size).toBe(1);

    trader = aTrader();
    expect(await sweepPendingDocuments(await issuing())).toEqual({ issued: 1 });
    expect((await db().collection(ISSUED_DOCUMENTS).get()).docs.map((doc) => doc.id)).toEqual(['ZF-2027-0001']);
    expect((await db().collection(PENDING_DOCUMENTS).get()).size).toBe(0);
  });
});
