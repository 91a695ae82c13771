import type { DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import { awaitsEmailVerification } from '../../domain/booking/email-verification';
import type { BookingIntake, IntakeReads, IntakeUnit, StoredReceipt } from '../../ports/units/booking-intake-port';
import type { BotChallenges } from '../../ports/units/challenge-verification-port';
import type { MailSettings } from '../../ports/units/mail-settings-port';
import { BOOKINGS, DATE_LOCKS, toBookingDocument } from '../../ports/wire/firestore-documents';
import { withLedger } from './firestore-challenge-ledger';
import { lockOf } from './firestore-desk-transaction';
import { queueMail } from './firestore-outbox';
import { rateTaker } from './firestore-rate-limits';
import { serverStamped } from './firestore-server-time';
import { toTimestamp } from './firestore-timestamps';

const receiptOf = (snapshot: DocumentSnapshot): StoredReceipt | null =>
  snapshot.exists
    ? {
        bookingId: snapshot.id,
        reservationCode: String(snapshot.get('reservationCode')),
        email: String(snapshot.get('contact.email') ?? ''),
        awaitsEmail: awaitsEmailVerification({ emailTokenDigest: snapshot.get('emailTokenDigest'), emailVerifiedAt: snapshot.get('emailVerifiedAt') }),
      }
    : null;

/** Public booking requests (application/booking/accept-request.ts) over firebase-admin. */
export function bookingIntake(store: Firestore, now: Date, challenges: BotChallenges, mail: MailSettings): BookingIntake {
  const refs = (id: string, date: string) => [store.collection(BOOKINGS).doc(id), store.collection(DATE_LOCKS).doc(date)] as const;
  const peek: IntakeReads = {
    async read(id, date) {
      const [stored, lock] = (await store.getAll(...refs(id, date))) as [DocumentSnapshot, DocumentSnapshot];
      return { stored: receiptOf(stored), lock: lockOf(lock) };
    },
  };
  return {
    peek,
    challenges,
    mail,
    // Many parallel requests for one popular day contend on its lock document (read in every unit); each retry
    // re-reads it, so a day booked or held meanwhile refuses the request.
    atomically: withLedger<IntakeUnit>(store, 20, (tx) => ({
      async read(id, date) {
        const [stored, lock] = (await tx.getAll(...refs(id, date))) as [DocumentSnapshot, DocumentSnapshot];
        return { stored: receiptOf(stored), lock: lockOf(lock) };
      },
      takeRates: rateTaker(store, tx, now),
      async save(booking, mails) {
        tx.create(store.collection(BOOKINGS).doc(booking.id), serverStamped(toBookingDocument(booking, toTimestamp), ['createdAt', 'updatedAt']));
        for (const mail of mails) queueMail(store, tx, mail, now.toISOString());
      },
    })),
  };
}
