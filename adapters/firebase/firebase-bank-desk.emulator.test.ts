import 'reflect-metadata';
import { afterAll } from 'vitest';
import type { Credentials } from '../../domain/user/user';
import { bankDeskContract } from '../../tests/contracts/bank-desk.contract';
import { clearFirestore, createAccount, disposeWebApps, onEmulators, SEEDED_ADMIN, webStartup } from '../../tests/support/emulator-support';
import { FirebaseAuth } from './firebase-auth';
import { FirebaseBankDesk } from './firebase-bank-desk';
import { FirestoreBookingRepository } from './firestore-booking-repository';
import { BOOKINGS, toBookingDocument } from '../../ports/wire/firestore-documents';
import { db, toTimestamp } from '../../tests/support/admin-firestore';

async function session(credentials: Credentials) {
  const startup = webStartup();
  await new FirebaseAuth(startup).signIn(credentials);
  return { desk: new FirebaseBankDesk(startup), bookings: new FirestoreBookingRepository(startup) };
}

// The callables importBankStatement, listUnassignedPayments and assignBankPayment against the Functions and Firestore emulators.
if (onEmulators) {
  afterAll(disposeWebApps);
  bankDeskContract('firebase emulators', async () => {
    await clearFirestore();
    const [admin, visitor] = await Promise.all([session(SEEDED_ADMIN), createAccount(null).then((account) => session(account))]);
    return {
      admin: admin.desk,
      visitor: visitor.desk,
      bookings: admin.bookings,
      seed: async (booking) => {
        await db().collection(BOOKINGS).doc(booking.id).set(toBookingDocument(booking, toTimestamp));
        return booking;
      },
    };
  });
}
