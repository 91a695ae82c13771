import 'reflect-metadata';
import { afterAll, beforeAll, describe } from 'vitest';
import { FirebaseAuth } from './firebase-auth';
import { FirebaseDeskDayPlan, FirebaseHttpCoupleDayPlan } from './firebase-day-plan';
import type { Credentials } from '../../domain/user/user';
import { BOOKINGS, MAIL, toBookingDocument } from '../../ports/wire/firestore-documents';
import { db, toTimestamp } from '../../tests/support/admin-firestore';
import { dayPlanContract } from '../../tests/contracts/day-plan.contract';
import { createAccount, disposeWebApps, emulatorHttp, onEmulators, SEEDED_ADMIN, webStartup } from '../../tests/support/emulator-support';
import { confirmedSession, requirePortalStrapi } from '../../tests/support/portal-strapi';

/** A signed-in web app of the desk (its own session). */
async function desk(credentials: Credentials) {
  const startup = webStartup();
  await new FirebaseAuth(startup).signIn(credentials);
  return new FirebaseDeskDayPlan(startup);
}

/** The plan's Firebase adapters: the real callables on the emulators, couples' sessions from the real test Strapi. */
describe.skipIf(!onEmulators)('Firebase day plan adapters on the emulators with a real Strapi', () => {
  beforeAll(requirePortalStrapi);
  afterAll(disposeWebApps);

  dayPlanContract('Firebase (callables) + Strapi', async () => {
    let session: string | null = null;
    const [admin, visitor] = await Promise.all([desk(SEEDED_ADMIN), createAccount(null).then(desk)]);
    return {
      couple: new FirebaseHttpCoupleDayPlan(emulatorHttp(), { sessionToken: async () => session }),
      desk: admin,
      visitorDesk: visitor,
      signInAs: async (email) => {
        session = (await confirmedSession(email)).jwt;
      },
      signOut: async () => {
        session = null;
      },
      seed: async (booking) => void (await db().collection(BOOKINGS).doc(booking.id).set(toBookingDocument(booking, toTimestamp))),
      mailIds: async (id) => (await db().collection(MAIL).where('bookingId', '==', id).get()).docs.map((doc) => doc.id).sort(),
    };
  });
});
