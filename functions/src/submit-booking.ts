import { randomInt } from 'node:crypto';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { onCall } from 'firebase-functions/v2/https';
import { BOOKINGS, DATE_LOCKS, MAIL, toBookingDocument } from '../../adapters/firebase/booking-document';
import { createReservationCode, type Booking } from '../../domain/booking/booking';
import { readBookingPolicy } from '../../domain/booking/booking-policy';
import { looksLikeBot, validateBookingRequest } from '../../domain/booking/booking-request';
import { DomainError } from '../../domain/errors';
import { BOOKING_MAX_YEARS_AHEAD, BOOKING_MIN_DAYS_AHEAD, callableOptions, db, LIMITS, PHOTOGRAPHER_EMAIL, SITE_URL, toTimestamp } from './config';
import { fieldFailure, guarded } from './errors';
import { bookingMails } from './mail';
import { bumpRates, clientIp, readRates } from './rate-limit';

export interface Receipt {
  bookingId: string;
  reservationCode: string;
}

const secureRandom = () => randomInt(0, 2 ** 30) / 2 ** 30;

/**
 * Spam signals as sent by the client. Our forms always send them, so a call without a fill time (a script posting
 * straight to the function) counts as instant — a bot — and gets the neutral answer.
 */
export function readSignals(raw: unknown, now: number): { honeypot: string; formShownAt: number; submittedAt: number } {
  const s = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const fillMs = typeof s.fillMs === 'number' && Number.isFinite(s.fillMs) ? s.fillMs : 0;
  return { honeypot: typeof s.honeypot === 'string' ? s.honeypot : '', formShownAt: now - fillMs, submittedAt: now };
}

/**
 * A public booking request. One transaction decides everything, so parallel retries and parallel requests for a
 * taken date cannot leave partial state: the booking, its two outbox mails and the rate counters are written
 * together or not at all. A replayed id answers the stored receipt (a retry after a lost response is normal).
 */
export const submitBooking = onCall(callableOptions, (request) =>
  guarded('submitBooking', async (): Promise<Receipt> => {
    const data = (request.data ?? {}) as { input?: unknown; signals?: unknown };
    const now = new Date();
    if (looksLikeBot(readSignals(data.signals, now.getTime()))) {
      // Same shape as a real answer so a bot learns nothing; nothing is stored or sent.
      const id = (data.input as { id?: unknown } | undefined)?.id;
      return { bookingId: typeof id === 'string' ? id : '', reservationCode: createReservationCode(secureRandom) };
    }
    const policy = readBookingPolicy({ minDaysAhead: BOOKING_MIN_DAYS_AHEAD.value(), maxYearsAhead: BOOKING_MAX_YEARS_AHEAD.value() });
    const validation = validateBookingRequest(data.input, { now, policy });
    if (!validation.ok) throw fieldFailure(validation.errors);
    const valid = validation.value;
    const ip = clientIp(request.rawRequest);
    const store = db();
    const bookingRef = store.collection(BOOKINGS).doc(valid.id);
    const lockRef = store.collection(DATE_LOCKS).doc(valid.weddingDate);

    // Fast path outside the transaction: retries of a stored request and requests for a locked day are answered
    // without taking locks, so a burst of them does not make the real submissions fight over the same documents.
    const [stored, locked] = (await store.getAll(bookingRef, lockRef)) as [DocumentSnapshot, DocumentSnapshot];
    if (stored.exists) return { bookingId: stored.id, reservationCode: String(stored.get('reservationCode')) };
    if (locked.exists) throw new DomainError('booking/date-taken');

    try {
      return await store.runTransaction(
        async (tx) => {
          const [existing, lock] = (await tx.getAll(bookingRef, lockRef)) as [DocumentSnapshot, DocumentSnapshot];
          if (existing.exists) return { bookingId: existing.id, reservationCode: String(existing.get('reservationCode')) };
          if (lock.exists) throw new DomainError('booking/date-taken');
          const rates = await readRates(
            tx,
            [
              { key: `booking-email:${valid.contact.email}`, limit: LIMITS.bookingsPerEmail },
              { key: `booking-ip:${ip}`, limit: LIMITS.bookingsPerIp },
            ],
            now,
          );
          const at = now.toISOString();
          const booking: Booking = {
            ...valid,
            reservationCode: createReservationCode(secureRandom),
            status: 'new',
            createdAt: at,
            updatedAt: at,
            history: [{ at, by: 'public', from: null, to: 'new' }],
          };
          tx.create(bookingRef, toBookingDocument(booking, toTimestamp));
          for (const mail of bookingMails(booking, PHOTOGRAPHER_EMAIL.value(), SITE_URL.value())) {
            tx.set(store.collection(MAIL).doc(mail.id), mail.data);
          }
          bumpRates(tx, rates);
          return { bookingId: booking.id, reservationCode: booking.reservationCode };
        },
        { maxAttempts: 20 },
      );
    } catch (error) {
      if (error instanceof DomainError) throw error;
      // A parallel retry of the same id can win the race (our create then fails as already existing, or the
      // transaction runs out of attempts): that is success for this caller too, so answer the stored receipt.
      const after = await bookingRef.get();
      if (after.exists) return { bookingId: after.id, reservationCode: String(after.get('reservationCode')) };
      throw error;
    }
  }),
);
