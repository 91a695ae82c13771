import { describe } from 'vitest';
import { BOOKINGS, toBookingDocument } from '../../ports/wire/firestore-documents';
import { issuedDocumentsContract } from '../../tests/contracts/issued-documents.contract';
import { db, toTimestamp } from '../../tests/support/admin-firestore';
import { clearFirestore, onEmulators } from '../../tests/support/emulator-support';
import { documentIssues, firestoreIssuedDocuments } from './firestore-document-issues';

/** The number series and the issued documents against the emulator, by the same contract as the in-memory store. */
describe.skipIf(!onEmulators)('issued documents (Firestore emulator)', () => {
  issuedDocumentsContract(
    'documentIssues + firestoreIssuedDocuments',
    () => ({
      atomically: documentIssues(db()),
      documents: firestoreIssuedDocuments(db()),
      store: async (booking) => {
        await db().collection(BOOKINGS).doc(booking.id).set(toBookingDocument(booking, toTimestamp));
      },
    }),
    clearFirestore,
  );
});
