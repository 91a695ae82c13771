import 'reflect-metadata';
import { afterAll } from 'vitest';
import { FirebaseHttpBookingSubmission } from './firebase-http-booking-submission';
import { bookingMailId } from '../../domain/booking/booking-mail';
import { SUBMISSION_LIMITS } from '../../domain/booking/booking-policy';
import { bookingSubmissionContract } from '../../tests/contracts/booking-submission.contract';
import { cheapSignals, EMULATOR_ALTCHA_KEY, expiredChallenge } from '../../tests/support/bot-challenge-solver';
import { adminFirestore, clearFirestore, disposeWebApps, emulatorHttp, onEmulators } from '../../tests/support/emulator-support';

if (onEmulators) {
  afterAll(disposeWebApps);
  bookingSubmissionContract('callable functions on the emulators', async () => {
    await clearFirestore();
    const db = await adminFirestore();
    return {
      submission: new FirebaseHttpBookingSubmission(emulatorHttp()),
      lockDate: async (date) => void (await db.collection('dateLocks').doc(date).set({ date, reason: 'blocked' })),
      storedBookings: async () => (await db.collection('bookings').count().get()).data().count,
      perEmailLimit: SUBMISSION_LIMITS.bookingsPerEmail,
      lookupLimit: SUBMISSION_LIMITS.lookupsPerIp,
      person: () => cheapSignals(EMULATOR_ALTCHA_KEY),
      expiredChallenge: () => expiredChallenge(EMULATOR_ALTCHA_KEY),
      queuedMails: async () => (await db.collection('mail').count().get()).data().count,
      receiptMailText: async (bookingId) => String((await db.collection('mail').doc(bookingMailId.requestReceived(bookingId)).get()).get('message.text') ?? ''),
    };
  });
}
