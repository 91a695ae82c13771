import 'reflect-metadata';
import { afterAll, beforeAll, describe } from 'vitest';
import type { Credentials } from '../../domain/user/user';
import { BOOKINGS, toBookingDocument } from '../../ports/wire/firestore-documents';
import { documentsContract } from '../../tests/contracts/documents.contract';
import { db, toTimestamp } from '../../tests/support/admin-firestore';
import { clearFirestore, clearStorage, createAccount, disposeWebApps, emulatorHttp, onEmulators, SEEDED_ADMIN, webStartup } from '../../tests/support/emulator-support';
import { confirmedSession, requirePortalStrapi } from '../../tests/support/portal-strapi';
import { issueStoredDocument } from '../../tests/support/stored-documents';
import { FirebaseAuth } from './firebase-auth';
import { FirebaseDeskDocuments, FirebaseHttpCoupleDocuments } from './firebase-documents';

async function desk(credentials: Credentials) {
  const startup = webStartup();
  await new FirebaseAuth(startup).signIn(credentials);
  return new FirebaseDeskDocuments(startup);
}

/** The browser's document adapters: the real callables on the emulators, files in the Storage emulator, sessions from the real test Strapi. */
describe.skipIf(!onEmulators)('Firebase documents adapters on the emulators with a real Strapi', () => {
  beforeAll(requirePortalStrapi);
  afterAll(disposeWebApps);

  documentsContract('Firebase (callables) + Storage + Strapi', async () => {
    await Promise.all([clearFirestore(), clearStorage()]);
    let session: string | null = null;
    return {
      couple: new FirebaseHttpCoupleDocuments(emulatorHttp(), { sessionToken: async () => session }),
      desk: await desk(SEEDED_ADMIN),
      deskAsVisitor: await desk(await createAccount(null)),
      signInAs: async (email) => {
        session = (await confirmedSession(email)).jwt;
      },
      signOut: async () => {
        session = null;
      },
      seed: async (booking) => void (await db().collection(BOOKINGS).doc(booking.id).set(toBookingDocument(booking, toTimestamp))),
      issue: (bookingId, kind, issuedAt, files) => issueStoredDocument({ bookingId, kind, issuedAt }, files),
    };
  });
});
