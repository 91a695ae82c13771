import 'reflect-metadata';
import { beforeAll, describe } from 'vitest';
import { FirebaseHttpCouplePortal } from './firebase-http-couple-portal';
import { BOOKINGS, fromBookingDocument, fromMessageDocument, MAIL, threadOrder, threadPath, toBookingDocument, toMessageDocument } from '../../ports/wire/firestore-documents';
import { fromGalleryDocument, GALLERIES, toGalleryDocument } from '../../ports/wire/gallery-documents';
import { db, toTimestamp } from '../../tests/support/admin-firestore';
import { couplePortalContract } from '../../tests/contracts/couple-portal.contract';
import { emulatorHttp, onEmulators } from '../../tests/support/emulator-support';
import { confirmedSession, PORTAL_PASSWORD, requirePortalStrapi } from '../../tests/support/portal-strapi';

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
      // Exactly this thread: an earlier suite's booking of the same (mother-made) id may have left one behind.
      seed: async (booking, thread = []) => {
        await db().collection(BOOKINGS).doc(booking.id).set(toBookingDocument(booking, toTimestamp));
        for (const stale of (await db().collection(threadPath(booking.id)).get()).docs) await stale.ref.delete();
        for (const message of thread) await db().collection(threadPath(booking.id)).doc(message.id).set(toMessageDocument(message, toTimestamp));
      },
      read: async (id) => {
        const snapshot = await db().collection(BOOKINGS).doc(id).get();
        return snapshot.exists ? fromBookingDocument(snapshot.data()!) : null;
      },
      thread: async (id) => (await db().collection(threadPath(id)).get()).docs.map((doc) => fromMessageDocument(doc.data())).sort(threadOrder),
      mailIds: async (id) => (await db().collection(MAIL).where('bookingId', '==', id).get()).docs.map((doc) => doc.id).sort(),
      seedGallery: async (gallery) => void (await db().collection(GALLERIES).doc(gallery.id).set(toGalleryDocument(gallery, toTimestamp))),
      readGallery: async (id) => {
        const snapshot = await db().collection(GALLERIES).doc(id).get();
        return snapshot.exists ? fromGalleryDocument(snapshot.data()!) : null;
      },
    };
  });
});
