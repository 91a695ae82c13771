import 'reflect-metadata';
import { createHash } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { FirebaseAuth } from '../../adapters/firebase/firebase-auth';
import { callFunction } from '../../adapters/firebase/firebase-callable';
import { callOverHttp } from '../../adapters/firebase/firebase-http';
import { documentIssues } from '../../adapters/firestore-admin/firestore-document-issues';
import { issueDocument } from '../../application/documents/issue-document';
import { BOOKINGS, toBookingDocument } from '../../ports/wire/firestore-documents';
import { db, toTimestamp } from '../../tests/support/admin-firestore';
import { aBooking } from '../../tests/support/booking-mother';
import { createAccount, disposeWebApps, emulatorHttp, onEmulators, SEEDED_ADMIN, webStartup } from '../../tests/support/emulator-support';
import { someAmounts } from '../../tests/support/document-mother';
import { twoCouplesPerSuite } from '../../tests/support/portal-couples-suite';

/** Stores a couple's booking and issues its deposit invoice, as the confirmation will. */
async function bookingWithInvoice(email: string) {
  const booking = aBooking({ contact: { coupleNames: 'Jana a Petr', email, phone: '+420777123456' } });
  await db().collection(BOOKINGS).doc(booking.id).set(toBookingDocument(booking, toTimestamp));
  const invoice = await issueDocument(documentIssues(db()), { kind: 'deposit-invoice', bookingId: booking.id, issuedAt: new Date('2027-03-10T09:00:00Z') }, (_n, printed) => ({
    contentHash: createHash('sha256').update(printed).digest('hex'),
    files: { pdf: `documents/${printed}.pdf`, isdoc: `documents/${printed}.isdoc` },
    amounts: someAmounts(),
  }));
  return { booking, invoice };
}

/** The booking's documents through the deployed callable: the desk's any, a couple's own only (a real Strapi session). */
describe.skipIf(!onEmulators)('listBookingDocuments callable', () => {
  const couples = twoCouplesPerSuite();
  afterAll(disposeWebApps);

  it('gives the couple their own booking\'s documents and the admin any booking\'s', async () => {
    const { booking, invoice } = await bookingWithInvoice(couples.jana.email);
    expect(await callOverHttp(emulatorHttp(), 'listBookingDocuments', { session: couples.jana.jwt, bookingId: booking.id })).toEqual({ documents: [invoice] });
    const admin = webStartup();
    await new FirebaseAuth(admin).signIn(SEEDED_ADMIN);
    expect(await callFunction(admin, 'listBookingDocuments', { bookingId: booking.id })).toEqual({ documents: [invoice] });
  });

  it('refuses another couple\'s booking as a missing one, and a signed-in non-admin without a session', async () => {
    const { booking } = await bookingWithInvoice(couples.jana.email);
    await expect(callOverHttp(emulatorHttp(), 'listBookingDocuments', { session: couples.petra.jwt, bookingId: booking.id })).rejects.toMatchObject({ code: 'booking/not-found' });
    await expect(callOverHttp(emulatorHttp(), 'listBookingDocuments', { session: couples.petra.jwt, bookingId: 'booking-none' })).rejects.toMatchObject({ code: 'booking/not-found' });
    const visitor = webStartup();
    await new FirebaseAuth(visitor).signIn(await createAccount({}));
    await expect(callFunction(visitor, 'listBookingDocuments', { bookingId: booking.id })).rejects.toMatchObject({ code: 'auth/not-signed-in' });
  });
});
