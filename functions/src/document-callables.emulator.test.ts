import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FirebaseAuth } from '../../adapters/firebase/firebase-auth';
import { callFunction } from '../../adapters/firebase/firebase-callable';
import { callOverHttp } from '../../adapters/firebase/firebase-http';
import { ISSUED_DOCUMENTS } from '../../ports/wire/document-records';
import { BOOKINGS, toBookingDocument } from '../../ports/wire/firestore-documents';
import { db, toTimestamp } from '../../tests/support/admin-firestore';
import { aBooking } from '../../tests/support/booking-mother';
import { clearFirestore, clearStorage, disposeWebApps, emulatorHttp, onEmulators, SEEDED_ADMIN, webStartup } from '../../tests/support/emulator-support';
import { confirmedSession, requirePortalStrapi } from '../../tests/support/portal-strapi';
import { pdfText } from '../../tests/support/pdf-text';
import { issueStoredDocument, renderedFiles } from '../../tests/support/stored-documents';
import { readZip } from '../../tests/support/zip-reader';

const unique = () => randomBytes(4).toString('hex');

async function bookingOf(email: string) {
  const booking = aBooking({ status: 'confirmed', contact: { coupleNames: 'Jana a Petr', email, phone: '+420777123456' } });
  await db().collection(BOOKINGS).doc(booking.id).set(toBookingDocument(booking, toTimestamp));
  return booking;
}

/** The deployed downloadDocument and documentsArchive with a real pdf-lib PDF in the Storage emulator. */
describe.skipIf(!onEmulators)('document download callables', { timeout: 120_000 }, () => {
  let jana: { email: string; jwt: string };
  let petra: { email: string; jwt: string };
  let files: Awaited<ReturnType<typeof renderedFiles>>;

  beforeAll(async () => {
    requirePortalStrapi();
    const [a, b] = [`jana-${unique()}@example.cz`, `petra-${unique()}@example.cz`];
    jana = { email: a, ...(await confirmedSession(a)) };
    petra = { email: b, ...(await confirmedSession(b)) };
    files = await renderedFiles('deposit-invoice');
  }, 120_000);
  beforeEach(() => Promise.all([clearFirestore(), clearStorage()]));
  afterAll(disposeWebApps);

  it('gives the couple their own document\'s PDF byte-identical to the stored one, and refuses another couple', async () => {
    const booking = await bookingOf(jana.email);
    const invoice = await issueStoredDocument({ bookingId: booking.id, kind: 'deposit-invoice', issuedAt: new Date('2027-03-10T09:00:00Z') }, files);
    const got = await callOverHttp(emulatorHttp(), 'downloadDocument', { session: jana.jwt, documentId: invoice.id, format: 'pdf' });
    expect([got.fileName, got.contentType]).toEqual([`${invoice.id}.pdf`, 'application/pdf']);
    expect(Buffer.from(got.contentBase64, 'base64').equals(Buffer.from(files.pdf))).toBe(true);
    await expect(callOverHttp(emulatorHttp(), 'downloadDocument', { session: petra.jwt, documentId: invoice.id, format: 'pdf' })).rejects.toMatchObject({ code: 'document/not-found' });
  });

  it('gives the admin the month\'s archive with each stored PDF and ISDOC and the CSV list of their amounts, an older record\'s read from its ISDOC', async () => {
    const booking = await bookingOf(jana.email);
    const receiptFiles = await renderedFiles('payment-receipt');
    const invoice = await issueStoredDocument({ bookingId: booking.id, kind: 'deposit-invoice', issuedAt: new Date('2027-03-10T09:00:00Z') }, files);
    const receipt = await issueStoredDocument({ bookingId: booking.id, kind: 'payment-receipt', issuedAt: new Date('2027-03-12T09:00:00Z') }, receiptFiles);
    // A receipt issued before records kept their amounts: the archive reads them from its stored ISDOC.
    // (Rewritten whole: a FieldValue from the functions' copy of firebase-admin is refused by the root copy's db().)
    const stored = db().collection(ISSUED_DOCUMENTS).doc(receipt.id);
    const { amounts: _kept, ...before } = (await stored.get()).data()!;
    await stored.set(before);
    await issueStoredDocument({ bookingId: booking.id, kind: 'final-invoice', issuedAt: new Date('2027-04-12T09:00:00Z') }, files);
    const admin = webStartup();
    await new FirebaseAuth(admin).signIn(SEEDED_ADMIN);
    const archive = await callFunction(admin, 'documentsArchive', { year: 2027, month: 3 });
    expect([archive.fileName, archive.contentType, archive.documentCount]).toEqual(['doklady-2027-03.zip', 'application/zip', 2]);
    const entries = await readZip(Buffer.from(archive.contentBase64, 'base64'));
    expect(entries.map((entry) => entry.name)).toEqual([`pdf/${receipt.id}.pdf`, `isdoc/${receipt.id}.isdoc`, `pdf/${invoice.id}.pdf`, `isdoc/${invoice.id}.isdoc`, 'doklady-2027-03.csv']);
    expect(entries[2]!.data.equals(Buffer.from(files.pdf))).toBe(true);
    expect(entries[3]!.data.equals(Buffer.from(files.isdoc))).toBe(true);
    const [, receiptRow, invoiceRow] = entries[4]!.data.toString('utf8').trimEnd().split('\r\n');
    expect(receiptRow).toMatch(new RegExp(`^${receipt.id};Doklad o přijaté platbě;12\\. 3\\. 2027;Tereza Nováková a Petr Dvořák;21;8264,46;1735,54;10000,00;0,00;CZK;${booking.id};`));
    expect(invoiceRow).toMatch(new RegExp(`^${invoice.id};Zálohová faktura;10\\. 3\\. 2027;Tereza Nováková a Petr Dvořák;;0,00;0,00;10000,00;10000,00;CZK;${booking.id};`));
    // The same figures the packed PDFs print (grouped, with the currency) and the ISDOCs state.
    const receiptPdf = (await pdfText(new Uint8Array(entries[0]!.data))).text;
    expect(receiptPdf).toContain('Tereza Nováková a Petr Dvořák');
    expect(receiptPdf).toContain('Rekapitulace DPH Sazba 21 %: základ 8 264,46 Kč, DPH 1 735,54 Kč Celkem 10 000,00 Kč');
    expect((await pdfText(new Uint8Array(entries[2]!.data))).text).toContain('Celkem 10 000,00 Kč K úhradě 10 000,00 Kč');
    expect(entries[1]!.data.toString('utf8')).toMatch(/<DifferenceTaxAmount>1735\.54<\/DifferenceTaxAmount>[\s\S]*<TaxInclusiveAmount>10000\.00<\/TaxInclusiveAmount>/);
  });
});
