import { describe } from 'vitest';
import { DomainError } from '../../domain/errors';
import { CONTRACT_ACCEPTANCES, fromAcceptanceDocument } from '../../ports/wire/contract-documents';
import { BOOKINGS, toBookingDocument } from '../../ports/wire/firestore-documents';
import { contractStoreContract } from '../../tests/contracts/contract-store.contract';
import { db, toTimestamp } from '../../tests/support/admin-firestore';
import { onEmulators } from '../../tests/support/emulator-support';
import { InMemoryContractTemplate } from '../memory/in-memory-contract-template';
import { firestoreContractStore } from './firestore-contract-store';

// The functions' contract store against the Firestore emulator: the transaction, the record's document and the
// second-acceptance refusal are the real ones. The accounts service is not the subject: a session here is the
// verified e-mail (the portal's callables verify it with Strapi, tested with the portal).
describe.skipIf(!onEmulators)('firestore contract store', () => {
  contractStoreContract('Firestore emulator', async () => {
    const templates = new InMemoryContractTemplate(null);
    const verify = async (session: unknown) => {
      if (typeof session !== 'string') throw new DomainError('auth/not-signed-in');
      return { accountId: `account:${session}`, email: session };
    };
    return {
      store: firestoreContractStore(db(), new Date(), verify, templates),
      templates,
      sessionOf: (email) => email,
      addBooking: async (booking) => {
        await db().collection(BOOKINGS).doc(booking.id).set(toBookingDocument(booking, toTimestamp));
      },
      storedAcceptance: async (bookingId) => {
        const snapshot = await db().collection(CONTRACT_ACCEPTANCES).doc(bookingId).get();
        return snapshot.exists ? fromAcceptanceDocument(snapshot.data()!) : null;
      },
    };
  });

});
