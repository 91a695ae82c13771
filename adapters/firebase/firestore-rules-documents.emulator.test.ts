import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, query, setDoc, updateDoc, where } from 'firebase/firestore';
import { describe, it } from 'vitest';
import type { IssuedDocument } from '../../ports/units/issued-documents-port';
import { DOCUMENT_SERIES, DOCUMENT_SLOTS, documentSlotDocId, ISSUED_DOCUMENTS, toIssuedDocumentRecord } from '../../ports/wire/document-records';
import { toBookingDocument } from '../../ports/wire/firestore-documents';
import { aBooking } from '../../tests/support/booking-mother';
import { onEmulators } from '../../tests/support/emulator-support';
import { firestoreRulesSuite, firestoreTime } from '../../tests/support/firestore-rules-suite';
import { someAmounts } from '../../tests/support/document-mother';

const { env, setUp } = firestoreRulesSuite();
const EMAIL = 'jana@example.cz';
const booking = aBooking({ contact: { coupleNames: 'Jana a Petr', email: EMAIL, phone: '+420777123456' } });
const issued: IssuedDocument = {
  id: 'ZF-2027-0001',
  number: { kind: 'deposit-invoice', year: 2027, sequence: 1 },
  kind: 'deposit-invoice',
  bookingId: booking.id,
  paymentId: null,
  issuedAt: '2027-03-10T09:00:00.000Z',
  contentHash: 'a'.repeat(64),
  files: { pdf: 'documents/ZF-2027-0001.pdf', isdoc: 'documents/ZF-2027-0001.isdoc' },
  amounts: someAmounts(),
};

const admin = () => env().authenticatedContext('fotografka', { admin: true }).firestore();
/** A Firebase account with the booking's own verified e-mail: still not a way in (couples sign in through Strapi). */
const coupleLike = () => env().authenticatedContext('couple-1', { email: EMAIL, email_verified: true }).firestore();
const anonymous = () => env().unauthenticatedContext().firestore();

/** Issued documents are the functions' records: the desk reads them, no client writes or reads anything else of them. */
describe.skipIf(!onEmulators)('firestore.rules and the issued documents', () => {
  setUp(async (rules) => {
    await rules.withSecurityRulesDisabled(async (ctx) => {
      const db = ctx.firestore();
      await setDoc(doc(db, 'bookings', booking.id), toBookingDocument(booking, firestoreTime));
      await setDoc(doc(db, ISSUED_DOCUMENTS, issued.id), toIssuedDocumentRecord(issued));
      await setDoc(doc(db, DOCUMENT_SERIES, 'deposit-invoice-2027'), { kind: 'deposit-invoice', year: 2027, last: 1 });
      await setDoc(doc(db, DOCUMENT_SLOTS, documentSlotDocId(booking.id, 'deposit-invoice')), { documentId: issued.id });
    });
  });

  it('the admin reads the documents, one and a booking\'s list, but cannot write, change or delete one', async () => {
    await assertSucceeds(getDoc(doc(admin(), ISSUED_DOCUMENTS, issued.id)));
    await assertSucceeds(getDocs(query(collection(admin(), ISSUED_DOCUMENTS), where('bookingId', '==', booking.id))));
    await assertFails(updateDoc(doc(admin(), ISSUED_DOCUMENTS, issued.id), { contentHash: 'b'.repeat(64) }));
    await assertFails(deleteDoc(doc(admin(), ISSUED_DOCUMENTS, issued.id)));
    await assertFails(setDoc(doc(admin(), ISSUED_DOCUMENTS, 'ZF-2027-0002'), toIssuedDocumentRecord({ ...issued, id: 'ZF-2027-0002' })));
  });

  it('nobody else reads or writes a document, and no client, the admin included, touches the series or the slots', async () => {
    for (const db of [anonymous(), coupleLike()]) {
      await assertFails(getDoc(doc(db, ISSUED_DOCUMENTS, issued.id)));
      await assertFails(getDocs(query(collection(db, ISSUED_DOCUMENTS), where('bookingId', '==', booking.id))));
      await assertFails(setDoc(doc(db, ISSUED_DOCUMENTS, 'ZF-2027-0002'), toIssuedDocumentRecord({ ...issued, id: 'ZF-2027-0002' })));
    }
    for (const db of [admin(), anonymous(), coupleLike()]) {
      await assertFails(getDoc(doc(db, DOCUMENT_SERIES, 'deposit-invoice-2027')));
      // Resetting a series would let the next issue repeat a number.
      await assertFails(setDoc(doc(db, DOCUMENT_SERIES, 'deposit-invoice-2027'), { kind: 'deposit-invoice', year: 2027, last: 0 }));
      await assertFails(getDoc(doc(db, DOCUMENT_SLOTS, documentSlotDocId(booking.id, 'deposit-invoice'))));
      await assertFails(deleteDoc(doc(db, DOCUMENT_SLOTS, documentSlotDocId(booking.id, 'deposit-invoice'))));
    }
  });
});
