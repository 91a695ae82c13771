import 'reflect-metadata';
import { FirestoreRestAvailability } from './firestore-rest-availability';
import { toLockDocument } from '../../ports/wire/firestore-documents';
import { availabilityContract } from '../../tests/contracts/availability.contract';
import { adminFirestore, clearFirestore, emulatorHttp, onEmulators } from '../../tests/support/emulator-support';

// Unauthenticated REST reads, so firestore.rules decide exactly as for a visitor's browser.
if (onEmulators) {
  availabilityContract('Firestore REST on the emulator', async () => {
    await clearFirestore();
    const db = await adminFirestore();
    const { Timestamp } = await import('firebase-admin/firestore');
    return {
      availability: new FirestoreRestAvailability(emulatorHttp()),
      async seed(locks) {
        for (const lock of locks) await db.collection('dateLocks').doc(lock.date).set(toLockDocument(lock, (iso) => Timestamp.fromDate(new Date(iso))));
      },
    };
  });
}
