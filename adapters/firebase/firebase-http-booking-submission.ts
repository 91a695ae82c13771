import { inject, injectable } from 'inversify';
import type { BookingRequestInput } from '../../domain/booking/booking-request';
import { DomainError } from '../../domain/errors';
import type { BookingSubmissionPort, ReservationLookup, SubmissionReceipt } from '../../ports/booking-submission-port';
import type { SubmissionSignals } from '../../ports/submission-signals';
import { callOverHttp, type FirebaseHttp } from './firebase-http';
import { FIREBASE_TOKENS } from './firebase-tokens';

/** Booking requests go to the `submitBooking` / `lookupReservation` callable functions (functions/src), over fetch. */
@injectable()
export class FirebaseHttpBookingSubmission implements BookingSubmissionPort {
  constructor(@inject(FIREBASE_TOKENS.Http) private readonly http: FirebaseHttp) {}

  async submit(input: BookingRequestInput, signals: SubmissionSignals): Promise<SubmissionReceipt> {
    const receipt: Partial<SubmissionReceipt> | null = await callOverHttp(this.http, 'submitBooking', { input, signals });
    // Never report success without a receipt: a malformed answer is treated like a lost one.
    if (!receipt || typeof receipt.bookingId !== 'string' || typeof receipt.reservationCode !== 'string') {
      throw new DomainError('network/unavailable', 'Malformed submitBooking answer');
    }
    const until = receipt.hold?.until;
    const hold = receipt.hold && typeof receipt.hold === 'object' ? { hold: typeof until === 'string' ? { until } : {} } : {};
    return { bookingId: receipt.bookingId, reservationCode: receipt.reservationCode, ...hold };
  }

  lookup(reservationCode: string, email: string): Promise<ReservationLookup | null> {
    return callOverHttp(this.http, 'lookupReservation', { reservationCode, email });
  }
}
