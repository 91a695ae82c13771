import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getStorage } from 'firebase-admin/storage';
import { afterAll, beforeAll, describe } from 'vitest';
import { CONTRACT_ACCEPTANCES, toAcceptanceDocument } from '../../ports/wire/contract-documents';
import { BOOKINGS, MAIL, toBookingDocument } from '../../ports/wire/firestore-documents';
import { contractDeliveryContract } from '../../tests/contracts/contract-delivery.contract';
import { db, toTimestamp } from '../../tests/support/admin-firestore';
import { EMULATORS, onEmulators, STORAGE_BUCKET } from '../../tests/support/emulator-support';
import { firestoreContractDelivery } from './firestore-contract-delivery';

// The functions' delivery store against the Firestore and Storage emulators: the transaction of the delivered mark
// with the mails, and the bucket's PDFs, are the real ones.
describe.skipIf(!onEmulators)('firestore contract delivery', () => {
  let app: App;
  beforeAll(() => {
    app = initializeApp({ projectId: EMULATORS.projectId, storageBucket: STORAGE_BUCKET }, `contract-delivery-${Date.now()}`);
  });
  afterAll(async () => {
    if (app) await deleteApp(app);
  });

  contractDeliveryContract('Firestore and Storage emulators', async () => ({
    store: firestoreContractDelivery(db(), getStorage(app).bucket()),
    seed: async (booking, acceptance) => {
      await db().collection(BOOKINGS).doc(booking.id).set(toBookingDocument(booking, toTimestamp));
      await db().collection(CONTRACT_ACCEPTANCES).doc(booking.id).create(toAcceptanceDocument(acceptance, toTimestamp));
    },
    forgetAcceptance: async (bookingId) => void (await db().collection(CONTRACT_ACCEPTANCES).doc(bookingId).delete()),
    mailIds: async (bookingId) => (await db().collection(MAIL).where('bookingId', '==', bookingId).get()).docs.map((doc) => doc.id).sort(),
  }));
});
