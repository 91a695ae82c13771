import 'reflect-metadata';
import { afterAll } from 'vitest';
import type { Credentials } from '../../domain/user/user';
import { BOOKINGS, fromBookingDocument, fromMessageDocument, MAIL, threadOrder, threadPath, toBookingDocument, toMessageDocument } from '../../ports/wire/firestore-documents';
import { bookingThreadContract } from '../../tests/contracts/booking-thread.contract';
import { db, toTimestamp } from '../../tests/support/admin-firestore';
import { createAccount, disposeWebApps, onEmulators, SEEDED_ADMIN, webStartup } from '../../tests/support/emulator-support';
import { FirebaseAuth } from './firebase-auth';
import { FirebaseBookingThread } from './firebase-booking-thread';

async function thread(credentials: Credentials) {
  const startup = webStartup();
  await new FirebaseAuth(startup).signIn(credentials);
  return new FirebaseBookingThread(startup);
}

// The callables openBookingThread and replyToCouple against the Functions and Firestore emulators (each booking's id is fresh).
if (onEmulators) {
  afterAll(disposeWebApps);
  bookingThreadContract('firebase emulators', async () => {
    const [admin, visitor] = await Promise.all([thread(SEEDED_ADMIN), createAccount(null).then((account) => thread(account))]);
    return {
      admin,
      visitor,
      seed: async (booking, messages = []) => {
        await db().collection(BOOKINGS).doc(booking.id).set(toBookingDocument(booking, toTimestamp));
        for (const message of messages) await db().collection(threadPath(booking.id)).doc(message.id).set(toMessageDocument(message, toTimestamp));
      },
      read: async (id) => {
        const snapshot = await db().collection(BOOKINGS).doc(id).get();
        return snapshot.exists ? fromBookingDocument(snapshot.data()!) : null;
      },
      thread: async (id) => (await db().collection(threadPath(id)).get()).docs.map((doc) => fromMessageDocument(doc.data())).sort(threadOrder),
      mailIds: async (id) => (await db().collection(MAIL).where('bookingId', '==', id).get()).docs.map((doc) => doc.id).sort(),
    };
  });
}
