import path from 'node:path';
import type { DocumentReference } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { bookingEdits } from '../../adapters/firestore-admin/firestore-edit-unit';
import { firestoreDocumentPolicy } from '../../adapters/firestore-admin/firestore-document-policy';
import { personalDataReads, personalDataStore } from '../../adapters/firestore-admin/firestore-personal-data-store';
import { statusChanges } from '../../adapters/firestore-admin/firestore-status-change-unit';
import { readFontsIn } from '../../adapters/pdf-lib/shipped-fonts';
import { changeBookingStatus } from '../../application/booking/change-status';
import { editBookingDetails } from '../../application/booking/edit-booking-details';
import { erasePersonalData } from '../../application/privacy/erase-personal-data';
import { exportPersonalData } from '../../application/privacy/export-personal-data';
import { NO_GALLERIES } from '../../adapters/memory/in-memory-couple-portal';
import type { MailSettings } from '../../ports/units/mail-settings-port';
import { ISSUED_DOCUMENTS } from '../../ports/wire/document-records';
import { BOOKINGS, toBookingDocument } from '../../ports/wire/firestore-documents';
import { BANK_MAIL } from '../../tests/contracts/bank-import.contract';
import { db, toTimestamp } from '../../tests/support/admin-firestore';
import { aBooking } from '../../tests/support/booking-mother';
import { aTrader, PAYER_VAT } from '../../tests/support/document-mother';
import { adminBucket, clearFirestore, clearStorage, onEmulators } from '../../tests/support/emulator-support';
import { pdfText } from '../../tests/support/pdf-text';
import { firestoreDocumentIssuing, issueDocumentsOf } from './document-issue-run';

const ADMIN = { uid: 'a', email: 'fotograf@example.cz', admin: true };
const FONTS = path.resolve(import.meta.dirname, '../../assets/fonts');
const EMAIL = 'zdenka.radim@example.cz';
const NAMES = 'Zdeňka a Radim Fakturovi';
const STREET = 'Účetní 77';

/** Every stored document (subcollections too) as [path, JSON]: where the couple could still be named. */
async function everyDocument(): Promise<[string, string][]> {
  const found: [string, string][] = [];
  const walk = async (refs: DocumentReference[]) => {
    for (const ref of refs) {
      const snapshot = await ref.get();
      if (snapshot.exists) found.push([ref.path, JSON.stringify(snapshot.data())]);
      for (const sub of await ref.listCollections()) await walk(await sub.listDocuments());
    }
  };
  for (const collection of await db().listCollections()) await walk(await collection.listDocuments());
  return found;
}

/**
 * The couple's billing details reach the documents issued after them, and "Smazat účet" of a booking that was
 * cancelled after its deposit invoice leaves the documents (the trader's accounting records, kept
 * ISSUED_DOCUMENTS_KEPT_YEARS) and nothing else that names the couple: Firestore, Storage emulators, pdf-lib.
 */
describe.skipIf(!onEmulators)('billing details on documents, and an erasure that keeps the issued documents (Firestore + Storage emulators)', () => {
  const mail: MailSettings = { ...BANK_MAIL, documents: firestoreDocumentPolicy(db()) };
  const now = new Date('2027-03-01T09:00:00Z');
  const issuing = async () => firestoreDocumentIssuing(db(), await adminBucket(), { read: async () => aTrader({ vat: PAYER_VAT }) }, () => readFontsIn(FONTS), () => now);
  beforeEach(() => Promise.all([clearFirestore(), clearStorage()]));

  it('the deposit invoice names the billing address; the export carries the details and the documents\' list; the erasure keeps the documents and nothing else of the couple', async () => {
    const booking = aBooking({ weddingDate: '2027-09-18', reservationCode: 'BILL-ERAS', contact: { coupleNames: NAMES, email: EMAIL, phone: '+420777000111' } });
    await db().collection(BOOKINGS).doc(booking.id).set(toBookingDocument(booking, toTimestamp));
    const billing = { name: 'Zdeňka Fakturová', street: STREET, city: 'Brno', postalCode: '602 00', ico: '', dic: '' };
    await editBookingDetails({ caller: ADMIN, bookingId: booking.id, patch: { billing }, now }, bookingEdits(db()));
    await changeBookingStatus({ caller: ADMIN, bookingId: booking.id, to: 'confirmed', now }, statusChanges(db()), mail);
    expect(await issueDocumentsOf(await issuing(), [booking.id])).toEqual({ issued: 1 });
    const bucket = await adminBucket();
    const [pdf] = await bucket.file(`documents/${booking.id}/ZF-2027-0001.pdf`).download();
    const { text } = await pdfText(new Uint8Array(pdf));
    expect(text).toContain('Zdeňka Fakturová');
    expect(text).toContain(STREET);
    expect(text).toContain('602 00 Brno');

    const account = { reauthenticate: async () => undefined, fields: async () => ({ email: EMAIL }), remove: async () => undefined };
    const identity = { email: EMAIL, accountId: '7' } as Parameters<typeof exportPersonalData>[0]['identity'];
    const exported = await exportPersonalData({ identity, now, password: 'x' }, account, personalDataReads(db()), NO_GALLERIES);
    expect(exported.bookings[0]).toMatchObject({ billing: { street: STREET, postalCode: '602 00' } });
    expect(exported.issuedDocuments).toEqual([{ bookingId: booking.id, number: 'ZF-2027-0001', kind: 'deposit-invoice', issuedAt: now.toISOString() }]);

    // Cancelled, the booking is no longer kept for a contract: "Smazat účet" erases it whole.
    await changeBookingStatus({ caller: ADMIN, bookingId: booking.id, to: 'cancelled', now }, statusChanges(db()), mail);
    const erased = await erasePersonalData({ email: EMAIL, now, cause: 'couple' }, personalDataStore(db()), { siteUrl: 'https://example.cz', photographerEmail: ADMIN.email }, NO_GALLERIES);
    expect(erased.erasedBookings).toEqual([booking.id]);

    expect((await db().collection(BOOKINGS).doc(booking.id).get()).exists).toBe(false);
    expect((await db().collection(ISSUED_DOCUMENTS).doc('ZF-2027-0001').get()).data()).toMatchObject({ bookingId: booking.id, kind: 'deposit-invoice' });
    const [files] = await bucket.getFiles();
    expect(files.map((file) => file.name).sort()).toEqual([`documents/${booking.id}/ZF-2027-0001.isdoc`, `documents/${booking.id}/ZF-2027-0001.pdf`]);
    // The kept document itself still names whom it was made out to: it is the record the law asks to keep.
    expect((await pdfText(new Uint8Array((await bucket.file(`documents/${booking.id}/ZF-2027-0001.pdf`).download())[0]))).text).toContain(STREET);
    const stored = await everyDocument();
    // The scan sees what is there (it can fail): the kept document's record is among what it read.
    const record = `${ISSUED_DOCUMENTS}/ZF-2027-0001`;
    expect(stored.map(([at]) => at)).toContain(record);
    const names = (json: string, needles: string[]) => needles.some((needle) => json.includes(needle));
    expect(stored.filter(([at, json]) => at !== record && names(json, [EMAIL, NAMES, STREET, 'Fakturová']))).toEqual([]);
    // The kept record names the customer as its document does (the accountant's summary), and keeps no address or e-mail.
    const [, kept] = stored.find(([at]) => at === record)!;
    expect(kept).toContain('Zdeňka Fakturová');
    expect(names(kept, [EMAIL, STREET])).toBe(false);
  });
});
