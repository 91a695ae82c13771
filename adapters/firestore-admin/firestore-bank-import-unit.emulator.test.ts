import { describe } from 'vitest';
import { BOOKINGS, fromBookingDocument, MAIL, toBookingDocument } from '../../ports/wire/firestore-documents';
import { bankImportContract } from '../../tests/contracts/bank-import.contract';
import { db, toTimestamp } from '../../tests/support/admin-firestore';
import { clearFirestore, onEmulators } from '../../tests/support/emulator-support';
import { bankImports } from './firestore-bank-import-unit';
import { firestoreBankLedger } from './firestore-bank-ledger';
import { erasures } from './firestore-erase-unit';
import { statusChanges } from './firestore-status-change-unit';

/** The bank import's Firestore unit and ledger against the emulator, by the same contract as the in-memory ledger. */
describe.skipIf(!onEmulators)('bank import (Firestore emulator)', () => {
  bankImportContract(
    'bankImports + firestoreBankLedger',
    () => ({
      atomically: bankImports(db()),
      ledger: firestoreBankLedger(db()),
      store: async (booking) => {
        await db().collection(BOOKINGS).doc(booking.id).set(toBookingDocument(booking, toTimestamp));
      },
      statusChanges: statusChanges(db()),
      erasures: erasures(db()),
      booking: async (id) => {
        const snapshot = await db().collection(BOOKINGS).doc(id).get();
        return snapshot.exists ? fromBookingDocument(snapshot.data()!) : null;
      },
      mailIds: async () => (await db().collection(MAIL).listDocuments()).map((doc) => doc.id),
    }),
    clearFirestore,
  );
});
