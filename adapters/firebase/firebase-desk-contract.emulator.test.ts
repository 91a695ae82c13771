import 'reflect-metadata';
import { afterAll, beforeAll, describe } from 'vitest';
import type { ContractAcceptanceRequest } from '../../domain/contract/contract-acceptance';
import type { Credentials } from '../../domain/user/user';
import { BOOKINGS, toBookingDocument } from '../../ports/wire/firestore-documents';
import { deskContractContract } from '../../tests/contracts/desk-contract.contract';
import { db, toTimestamp } from '../../tests/support/admin-firestore';
import { aBooking } from '../../tests/support/booking-mother';
import { createAccount, disposeWebApps, emulatorHttp, onEmulators, SEEDED_ADMIN, webStartup } from '../../tests/support/emulator-support';
import { publishContractTemplate } from '../../tests/support/portal-contract-template';
import { confirmedSession, requirePortalStrapi } from '../../tests/support/portal-strapi';
import { demoContractTemplate } from '../memory/demo-content/demo-contract-template';
import { FirebaseAuth } from './firebase-auth';
import { FirebaseDeskContract } from './firebase-desk-contract';
import { FirebaseHttpCoupleContract } from './firebase-http-couple-contract';

async function desk(credentials: Credentials) {
  const startup = webStartup();
  await new FirebaseAuth(startup).signIn(credentials);
  return new FirebaseDeskContract(startup);
}

let counter = 0;

/** The desk's contract adapter: the real admin callables on the emulators; the couple accepts through their own callables. */
describe.skipIf(!onEmulators)('FirebaseDeskContract on the emulators with a real Strapi', () => {
  beforeAll(() => {
    requirePortalStrapi();
    publishContractTemplate(demoContractTemplate);
  });
  afterAll(disposeWebApps);

  deskContractContract('Firebase (admin callables)', async () => {
    const [admin, visitor] = await Promise.all([desk(SEEDED_ADMIN), createAccount(null).then(desk)]);
    const seeded = async () => {
      const email = `desk-smlouva-${Date.now().toString(36)}-${(counter += 1)}@example.cz`;
      const booking = aBooking({
        id: `smlouva-desk-${Date.now().toString(36)}-${counter}`,
        status: 'confirmed',
        contact: { coupleNames: 'Jana a Petr', email, phone: '+420777123456' },
        pricing: { package: { slug: 'cely-den', name: 'Celý den', priceCzk: 32000 }, extras: [] },
      });
      await db().collection(BOOKINGS).doc(booking.id).set(toBookingDocument(booking, toTimestamp));
      return { booking, email };
    };
    return {
      desk: admin,
      visitorDesk: visitor,
      notAccepted: async () => (await seeded()).booking.id,
      accepted: async () => {
        const { booking, email } = await seeded();
        const { jwt } = await confirmedSession(email);
        const couple = new FirebaseHttpCoupleContract(emulatorHttp(), { sessionToken: async () => jwt });
        const shown = await couple.myContract(booking.id);
        if (shown.state !== 'open') throw new Error(`expected an open contract, got ${shown.state}`);
        const form: ContractAcceptanceRequest = { bookingId: booking.id, textSha256: shown.textSha256, namesTyped: 'Jana Nováková, Petr Novák', consent: true, withdrawalAcknowledged: true, expressStart: false };
        return couple.acceptContract(form);
      },
    };
  });
});
