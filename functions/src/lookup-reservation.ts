import { onCall } from 'firebase-functions/v2/https';
import { BOOKINGS } from '../../adapters/firebase/booking-document';
import { isReservationCode } from '../../domain/booking/booking';
import { emailError, normaliseEmail } from '../../domain/validation/fields';
import { callableOptions, db, LIMITS } from './config';
import { guarded } from './errors';
import { clientIp, countAttempt } from './rate-limit';

export interface Lookup {
  reservationCode: string;
  status: string;
  weddingDate: string;
  coupleNames: string;
}

/**
 * A couple checks their request with the code and their e-mail. Both must match (the code alone is not a secret
 * the couple chose), every attempt counts against the caller's hourly limit, and a miss answers plain `null` —
 * no hint whether the code or the e-mail was wrong.
 */
export const lookupReservation = onCall(callableOptions, (request) =>
  guarded('lookupReservation', async (): Promise<Lookup | null> => {
    const data = (request.data ?? {}) as { reservationCode?: unknown; email?: unknown };
    await countAttempt([{ key: `lookup-ip:${clientIp(request.rawRequest)}`, limit: LIMITS.lookupsPerIp, code: 'lookup/rate-limited' }], new Date());
    const code = typeof data.reservationCode === 'string' ? data.reservationCode.trim().toUpperCase() : '';
    const email = typeof data.email === 'string' ? data.email : '';
    if (!isReservationCode(code) || emailError(email)) return null;
    const found = await db()
      .collection(BOOKINGS)
      .where('reservationCode', '==', code)
      .where('contact.email', '==', normaliseEmail(email))
      .limit(1)
      .get();
    const booking = found.docs[0];
    if (!booking) return null;
    return {
      reservationCode: code,
      status: String(booking.get('status')),
      weddingDate: String(booking.get('weddingDate')),
      coupleNames: String(booking.get('contact.coupleNames')),
    };
  }),
);
