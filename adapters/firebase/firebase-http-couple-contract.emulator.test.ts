import 'reflect-metadata';
import { beforeAll, describe } from 'vitest';
import { demoContractTemplate } from '../memory/demo-content/demo-contract-template';
import { BOOKINGS, toBookingDocument } from '../../ports/wire/firestore-documents';
import { db, toTimestamp } from '../../tests/support/admin-firestore';
import { coupleContractContract } from '../../tests/contracts/couple-contract.contract';
import { emulatorHttp, onEmulators } from '../../tests/support/emulator-support';
import { publishContractTemplate } from '../../tests/support/portal-contract-template';
import { confirmedSession, requirePortalStrapi } from '../../tests/support/portal-strapi';
import { FirebaseHttpCoupleContract } from './firebase-http-couple-contract';

/** The browser's contract adapter: the real callables on the emulators, sessions and the template from the real test Strapi. */
describe.skipIf(!onEmulators)('FirebaseHttpCoupleContract on the emulators with a real Strapi', () => {
  beforeAll(() => {
    requirePortalStrapi();
    publishContractTemplate(demoContractTemplate);
  });

  coupleContractContract('Firebase (callables) + Strapi', async () => {
    let session: string | null = null;
    return {
      contract: new FirebaseHttpCoupleContract(emulatorHttp(), { sessionToken: async () => session }),
      signInAs: async (email) => {
        session = (await confirmedSession(email)).jwt;
      },
      signOut: async () => {
        session = null;
      },
      seed: async (booking) => void (await db().collection(BOOKINGS).doc(booking.id).set(toBookingDocument(booking, toTimestamp))),
    };
  });
});
