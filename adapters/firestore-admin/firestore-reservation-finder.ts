import type { Firestore } from 'firebase-admin/firestore';
import type { ReservationFinder } from '../../ports/units/reservation-finder-port';
import { BOOKINGS, DATE_LOCKS, fromBookingDocument } from '../../ports/wire/firestore-documents';
import { lockOf } from './firestore-desk-transaction';
import { countAttempt } from './firestore-rate-limits';

/** The couple's reservation lookup (application/booking/lookup-reservation.ts) over firebase-admin. */
export function reservationFinder(store: Firestore, now: Date): ReservationFinder {
  return {
    countAttempt: (rules) => countAttempt(store, rules, now),
    async find(code, email) {
      const found = await store.collection(BOOKINGS).where('reservationCode', '==', code).where('contact.email', '==', email).limit(1).get();
      const doc = found.docs[0];
      return doc ? fromBookingDocument(doc.data()) : null;
    },
    lockOn: async (date) => lockOf(await store.collection(DATE_LOCKS).doc(date).get()),
  };
}
