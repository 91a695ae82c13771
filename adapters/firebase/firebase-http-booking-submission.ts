import { inject, injectable } from 'inversify';
import type { BookingRequestInput } from '../../domain/booking/booking-request';
import { DomainError } from '../../domain/errors';
import type { BookingSubmissionPort, EmailVerification, ReservationLookup, SubmissionReceipt, VerificationOutcome } from '../../ports/booking-submission-port';
import type { SubmissionSignals } from '../../ports/wire/submission-signals';
import { callOverHttp, type FirebaseHttp } from './firebase-http';
import { FIREBASE_TOKENS } from './firebase-tokens';

const VERIFICATION_OUTCOMES: readonly VerificationOutcome[] = ['held', 'taken', 'one-hold', 'no-hold'];

/**
 * Booking requests go to the `submitBooking` / `lookupReservation` / `verifyBookingEmail` callable functions
 * (functions/src), over fetch.
 */
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
    const days = receipt.confirmEmail?.hold?.days;
    const confirmHold = receipt.confirmEmail?.hold && typeof receipt.confirmEmail.hold === 'object' ? { hold: typeof days === 'number' ? { days } : {} } : {};
    const confirmEmail = receipt.confirmEmail && typeof receipt.confirmEmail === 'object' ? { confirmEmail: confirmHold } : {};
    return { bookingId: receipt.bookingId, reservationCode: receipt.reservationCode, ...hold, ...confirmEmail };
  }

  lookup(reservationCode: string, email: string): Promise<ReservationLookup | null> {
    return callOverHttp(this.http, 'lookupReservation', { reservationCode, email });
  }

  async verifyEmail(token: string): Promise<EmailVerification> {
    const answer: Partial<EmailVerification> | null = await callOverHttp(this.http, 'verifyBookingEmail', { token });
    // Never tell a couple their day is held on an answer that does not say so.
    if (!answer || typeof answer.weddingDate !== 'string' || !VERIFICATION_OUTCOMES.includes(answer.outcome as VerificationOutcome)) {
      throw new DomainError('network/unavailable', 'Malformed verifyBookingEmail answer');
    }
    return {
      weddingDate: answer.weddingDate,
      outcome: answer.outcome!,
      ...(typeof answer.until === 'string' ? { until: answer.until } : {}),
      ...(typeof answer.heldDate === 'string' ? { heldDate: answer.heldDate } : {}),
    };
  }
}
