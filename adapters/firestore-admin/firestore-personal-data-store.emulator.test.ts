import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { issueDocument } from '../../application/documents/issue-document';
import { eraseLoaded } from '../../application/booking/erase-booking';
import type { ContractAcceptance } from '../../domain/contract/contract-acceptance';
import { CONTRACT_ACCEPTANCES, toAcceptanceDocument } from '../../ports/wire/contract-documents';
import { ISSUED_DOCUMENTS } from '../../ports/wire/document-records';
import { BOOKINGS, toBookingDocument } from '../../ports/wire/firestore-documents';
import { db, toTimestamp } from '../../tests/support/admin-firestore';
import { aBooking } from '../../tests/support/booking-mother';
import { clearFirestore, onEmulators } from '../../tests/support/emulator-support';
import { documentIssues } from './firestore-document-issues';
import { personalDataStore } from './firestore-personal-data-store';
import { someAmounts } from '../../tests/support/document-mother';

const NOW = new Date('2027-03-01T12:00:00.000Z');
const acceptance = (bookingId: string): ContractAcceptance => ({
  bookingId,
  templateVersion: 2,
  text: 'Smlouva o fotografování svatby',
  textSha256: 'c'.repeat(64),
  namesTyped: 'Jana a Petr',
  email: 'jana@example.cz',
  ip: '203.0.113.7',
  userAgent: 'Mozilla/5.0 Firefox/140.0',
  acceptedAt: '2027-01-10T10:00:00.000Z',
  withdrawalAcknowledged: true,
  expressStart: true,
});

/** A booking with its accepted contract and one issued document, as acceptContract and issueDocument store them. */
async function contracted(id: string) {
  const booking = aBooking({ id, status: 'confirmed', weddingDate: '2027-09-04' });
  await db().collection(BOOKINGS).doc(id).set(toBookingDocument(booking, toTimestamp));
  await db().collection(CONTRACT_ACCEPTANCES).doc(id).set(toAcceptanceDocument(acceptance(id), toTimestamp));
  const document = await issueDocument(documentIssues(db()), { kind: 'deposit-invoice', bookingId: id, issuedAt: NOW }, () => ({ contentHash: 'd'.repeat(64), files: { pdf: 'a.pdf', isdoc: 'a.isdoc' }, amounts: someAmounts() }));
  return { booking, document };
}

describe.skipIf(!onEmulators)('the personal-data store and the contract records (Firestore emulator)', () => {
  beforeEach(clearFirestore);
  afterAll(clearFirestore);

  it('reads a booking\'s acceptance record back whole and its issued documents, and nothing for a booking without them', async () => {
    const { document } = await contracted('b-jana');
    const store = personalDataStore(db());
    expect(await store.acceptanceOf('b-jana')).toEqual(acceptance('b-jana'));
    expect((await store.issuedDocumentsOf('b-jana')).map((issued) => issued.id)).toEqual([document.id]);
    expect(await store.acceptanceOf('b-none')).toBeNull();
    expect(await store.issuedDocumentsOf('b-none')).toEqual([]);
  });

  it('erasing a booking deletes its acceptance with it and leaves the issued documents (accounting records) untouched', async () => {
    const { booking, document } = await contracted('b-jana');
    await contracted('b-eva');
    const store = personalDataStore(db());
    await store.erasures(async (unit) => eraseLoaded(unit, (await unit.load(booking.id))!, NOW));
    expect((await db().collection(CONTRACT_ACCEPTANCES).get()).docs.map((doc) => doc.id)).toEqual(['b-eva']);
    expect((await db().collection(ISSUED_DOCUMENTS).doc(document.id).get()).exists).toBe(true);
  });
});
