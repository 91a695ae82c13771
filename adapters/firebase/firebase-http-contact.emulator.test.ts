import 'reflect-metadata';
import { afterAll } from 'vitest';
import { FirebaseHttpContact } from './firebase-http-contact';
import { MAIL } from '../../ports/wire/firestore-documents';
import { SUBMISSION_LIMITS } from '../../domain/booking/booking-policy';
import { contactContract } from '../../tests/contracts/contact.contract';
import { cheapSignals, EMULATOR_ALTCHA_KEY, expiredChallenge } from '../../tests/support/bot-challenge-solver';
import { adminFirestore, clearFirestore, emulatorHttp, onEmulators } from '../../tests/support/emulator-support';

if (onEmulators) {
  // The rate-limit counters live in Firestore: leave none behind for the next file's contact calls.
  afterAll(clearFirestore);
  contactContract('submitContactMessage on the emulators', async () => {
    // Fresh outbox and fresh rate-limit windows for every test: all calls here come from one client (127.0.0.1).
    await clearFirestore();
    const db = await adminFirestore();
    let connected = true;
    const fetchOnce: typeof fetch = (input, init) => {
      if (connected) return fetch(input, init);
      connected = true;
      return Promise.reject(new TypeError('fetch failed'));
    };
    return {
      contact: new FirebaseHttpContact(emulatorHttp(fetchOnce)),
      storedSenders: async () => (await db.collection(MAIL).get()).docs.map((d) => String(d.get('replyTo'))),
      limits: { perEmail: SUBMISSION_LIMITS.contactPerEmail, perClient: SUBMISSION_LIMITS.contactPerIp },
      person: () => cheapSignals(EMULATOR_ALTCHA_KEY),
      expiredChallenge: () => expiredChallenge(EMULATOR_ALTCHA_KEY),
      cutConnection: () => {
        connected = false;
      },
    };
  });
}
