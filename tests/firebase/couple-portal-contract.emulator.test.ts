import 'reflect-metadata';
import { beforeAll, describe } from 'vitest';
import { FirebaseHttpCouplePortal } from '../../adapters/firebase/firebase-http-couple-portal';
import { BOOKINGS, fromBookingDocument, MAIL, toBookingDocument } from '../../ports/firestore-documents';
import { db, toTimestamp } from '../../functions/src/config';
import { couplePortalContract } from '../contracts/couple-portal.contract';
import { emulatorHttp, onEmulators } from './emulator-support';
import { confirmedSession, PORTAL_PASSWORD, requirePortalStrapi } from './portal-strapi';

/** The Firebase adapter of the couple's portal: the real callables on the emulators, sessions from the real test Strapi. */
describe.skipIf(!onEmulators)('FirebaseHttpCouplePortal on the emulators with a real Strapi', () => {
  beforeAll(requirePortalStrapi);

  couplePortalContract('Firebase (callables) + Strapi', async () => {
    let session: string | null = null;
    return {
      portal: new FirebaseHttpCouplePortal(emulatorHttp(), { sessionToken: async () => session }),
      password: PORTAL_PASSWORD,
      signInAs: async (email) => {
        session = (await confirmedSession(email)).jwt;
      },
      signOut: async () => {
        session = null;
      },
      seed: async (booking) => void (await db().collection(BOOKINGS).doc(booking.id).set(toBookingDocument(booking, toTimestamp))),
      read: async (id) => {
        const snapshot = await db().collection(BOOKINGS).doc(id).get();
        return snapshot.exists ? fromBookingDocument(snapshot.data()!) : null;
      },
      mailIds: async (id) => (await db().collection(MAIL).where('bookingId', '==', id).get()).docs.map((doc) => doc.id).sort(),
    };
  });
});
