import type { Firestore } from 'firebase-admin/firestore';
import { holdsDate } from '../../domain/booking/date-hold';
import type { EmailVerifier, VerificationUnit } from '../../ports/units/email-verification-port';
import { BOOKINGS, DATE_LOCKS, fromBookingDocument, fromLockDocument } from '../../ports/wire/firestore-documents';
import { deskTransaction } from './firestore-desk-transaction';
import { countAttempt } from './firestore-rate-limits';
import { toTimestamp } from './firestore-timestamps';

/**
 * The e-mail confirmation (application/booking/verify-email.ts) over firebase-admin: one transaction reads the
 * booking, its day's lock and the address's other requests with their locks, then writes `emailVerifiedAt` and the
 * hold together, so two confirmations for one day, or of one address, are serialised on the documents they both read.
 * Which requests the address has is queried outside the transaction and each is then read in it: a query inside a
 * transaction locks every booking it scans on the emulator, which made 20 racing pairs of confirmations take ~23 s
 * each. A request the address sends after that query cannot be confirmed before this unit commits (its link leaves
 * in a mail queued by its own commit), so none is missed.
 */
export function emailVerifier(store: Firestore, now: Date): EmailVerifier {
  return {
    countAttempt: (rules) => countAttempt(store, rules, now),
    atomically: deskTransaction<VerificationUnit>(store, (tx, desk) => ({
      async requestsOf(email) {
        const found = await store.collection(BOOKINGS).where('contact.email', '==', email).select().get();
        if (found.empty) return [];
        const read = await tx.getAll(...found.docs.map((doc) => doc.ref));
        const requests = read.flatMap((doc) => (doc.exists ? [fromBookingDocument(doc.data()!)] : [])).filter((booking) => holdsDate(booking.status));
        if (requests.length === 0) return [];
        const locks = await tx.getAll(...requests.map((booking) => store.collection(DATE_LOCKS).doc(booking.weddingDate)));
        return requests.map((booking, i) => ({ booking, lock: locks[i]!.exists ? fromLockDocument(locks[i]!.data()!) : null }));
      },
      async save(bookingId, verifiedAt, lock) {
        tx.update(desk.bookingRef(bookingId), { emailVerifiedAt: toTimestamp(verifiedAt) });
        desk.applyLock(lock);
      },
    })),
  };
}
