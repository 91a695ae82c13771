import { randomUUID } from 'node:crypto';
import type { DocumentReference, DocumentSnapshot, Firestore, Transaction } from 'firebase-admin/firestore';
import type { BookingIntake, IntakeReads } from '../../application/booking/accept-request';
import type { BookingDeskUnit, StatusChangeUnit } from '../../application/booking/change-status';
import type { EraseUnit } from '../../application/booking/erase-booking';
import type { ReservationFinder } from '../../application/booking/lookup-reservation';
import type { ContactUnit } from '../../application/contact/send-contact-message';
import type { Atomically } from '../../application/shared/unit-of-work';
import type { Booking } from '../../domain/booking/booking';
import type { RateRule } from '../../domain/booking/booking-policy';
import type { LockChange } from '../../domain/booking/date-lock';
import type { CallableResponse } from '../../ports/callable-api';
import {
  BOOKINGS,
  DATE_LOCKS,
  fromBookingDocument,
  fromLockDocument,
  historyToDocument,
  MAIL,
  toBookingDocument,
} from '../../ports/firestore-documents';
import { PHOTOGRAPHER_EMAIL, SITE_URL, toTimestamp } from './config';
import { contactMail, renderBookingMail } from './mail';
import { bumpRates, countAttempt, readRates } from './rate-limit';

/**
 * The use cases' units (application/) over firebase-admin: each `atomically` is one Firestore transaction, so the
 * booking, its date lock, its mails and the rate counters are written together or not at all. Reads come first and
 * writes last, as Firestore transactions require; the use cases read before they save.
 */

const receiptOf = (snapshot: DocumentSnapshot): CallableResponse<'submitBooking'> | null =>
  snapshot.exists ? { bookingId: snapshot.id, reservationCode: String(snapshot.get('reservationCode')) } : null;

/** Rate counters taken in a transaction are bumped by the same transaction. */
function rateTaker(tx: Transaction, now: Date) {
  return async (rules: RateRule[]) => bumpRates(tx, await readRates(tx, rules, now));
}

export function bookingIntake(store: Firestore, now: Date): BookingIntake {
  const refs = (id: string, date: string) => [store.collection(BOOKINGS).doc(id), store.collection(DATE_LOCKS).doc(date)] as const;
  const peek: IntakeReads = {
    async read(id, date) {
      const [stored, lock] = (await store.getAll(...refs(id, date))) as [DocumentSnapshot, DocumentSnapshot];
      return { stored: receiptOf(stored), locked: lock.exists };
    },
  };
  return {
    peek,
    atomically: (work) =>
      store.runTransaction(
        (tx) =>
          work({
            async read(id, date) {
              const [stored, lock] = (await tx.getAll(...refs(id, date))) as [DocumentSnapshot, DocumentSnapshot];
              return { stored: receiptOf(stored), locked: lock.exists };
            },
            takeRates: rateTaker(tx, now),
            async save(booking, mails) {
              tx.create(store.collection(BOOKINGS).doc(booking.id), toBookingDocument(booking, toTimestamp));
              for (const intent of mails) {
                const mail = renderBookingMail(intent, booking, PHOTOGRAPHER_EMAIL.value(), SITE_URL.value());
                if (mail) tx.set(store.collection(MAIL).doc(mail.id), mail.data);
              }
            },
          }),
        // Many parallel requests for one popular day contend on its lock document; each retry re-reads it.
        { maxAttempts: 20 },
      ),
  };
}

function deskUnit(store: Firestore, tx: Transaction): BookingDeskUnit & { applyLock(change: LockChange): void; bookingRef(id: string): DocumentReference } {
  return {
    bookingRef: (id) => store.collection(BOOKINGS).doc(id),
    async load(bookingId) {
      const snapshot = await tx.get(store.collection(BOOKINGS).doc(bookingId));
      if (!snapshot.exists) return null;
      const booking = fromBookingDocument(snapshot.data()!);
      const lock = await tx.get(store.collection(DATE_LOCKS).doc(booking.weddingDate));
      return { booking, lock: lock.exists ? fromLockDocument(lock.data()!) : null };
    },
    applyLock(change) {
      if (change.set) tx.set(store.collection(DATE_LOCKS).doc(change.set.date), change.set);
      if (change.delete) tx.delete(store.collection(DATE_LOCKS).doc(change.delete));
    },
  };
}

export function statusChanges(store: Firestore): Atomically<StatusChangeUnit> {
  return (work) =>
    store.runTransaction((tx) => {
      const desk = deskUnit(store, tx);
      return work({
        load: desk.load,
        async save(after: Booking, lock, intent) {
          tx.update(desk.bookingRef(after.id), {
            status: after.status,
            updatedAt: toTimestamp(after.updatedAt),
            history: after.history.map((entry) => historyToDocument(entry, toTimestamp)),
          });
          desk.applyLock(lock);
          const mail = intent && renderBookingMail(intent, after, PHOTOGRAPHER_EMAIL.value(), SITE_URL.value());
          if (mail) tx.set(store.collection(MAIL).doc(mail.id), mail.data);
        },
      });
    });
}

export function erasures(store: Firestore): Atomically<EraseUnit> {
  return (work) =>
    store.runTransaction((tx) => {
      const desk = deskUnit(store, tx);
      return work({
        load: desk.load,
        async remove(booking, lock, mailIds) {
          tx.delete(desk.bookingRef(booking.id));
          desk.applyLock(lock);
          for (const id of mailIds) tx.delete(store.collection(MAIL).doc(id));
        },
      });
    });
}

export function reservationFinder(store: Firestore, now: Date): ReservationFinder {
  return {
    countAttempt: (rules) => countAttempt(rules, now),
    async find(code, email) {
      const found = await store.collection(BOOKINGS).where('reservationCode', '==', code).where('contact.email', '==', email).limit(1).get();
      const doc = found.docs[0];
      return doc ? fromBookingDocument(doc.data()) : null;
    },
  };
}

export function contactOutbox(store: Firestore, now: Date): Atomically<ContactUnit> {
  return (work) =>
    store.runTransaction(
      (tx) =>
        work({
          takeRates: rateTaker(tx, now),
          async queue(message) {
            const mail = contactMail(`contact-${randomUUID()}`, message, PHOTOGRAPHER_EMAIL.value());
            tx.set(store.collection(MAIL).doc(mail.id), mail.data);
          },
        }),
      { maxAttempts: 10 },
    );
}
