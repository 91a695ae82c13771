import type { BookingStatus } from '../domain/booking/booking';
import type { BookingRequestInput } from '../domain/booking/booking-request';
import type { EmailVerification } from '../domain/booking/email-verification';
import type { DepositInstructions } from '../domain/payment/deposit-instructions';
import type { SubmissionSignals } from './wire/submission-signals';

export interface SubmissionReceipt {
  bookingId: string;
  reservationCode: string;
  /**
   * Present when the request holds its day (the photographer's date-hold policy; domain/booking/date-lock.ts
   * coupleHold): `until` is when the hold ends; without it the day is held until the photographer answers.
   */
  hold?: { until?: string };
  /**
   * Present while the couple has not confirmed their e-mail with the link in the receipt mail (a new web request).
   * `hold`: under the photographer's date-hold policy, confirming holds the day — for `days` days from then, or
   * without `days` until she answers. Until then the request holds nothing.
   */
  confirmEmail?: { hold?: { days?: number } };
}

export type { EmailVerification, VerificationOutcome } from '../domain/booking/email-verification';

export interface ReservationLookup {
  reservationCode: string;
  status: BookingStatus;
  weddingDate: string;
  coupleNames: string;
  /** How to pay the deposit: present for a booking holding its date when the photographer configured a deposit. */
  deposit?: DepositInstructions;
  /**
   * Present while the request holds its day (the photographer's date-hold policy; domain/booking/date-lock.ts
   * ownLiveHold): `until` is when the hold ends; without it the day is held until the photographer answers.
   */
  hold?: { until?: string };
}

/**
 * The public side of bookings: submitting a request and looking it up. Runs on the server (callable functions in
 * production), never as direct database writes.
 *
 * Contract (tests/contracts/booking-submission.contract.ts, with the booking issue):
 * - `submit` validates with `validateBookingRequest` on the server; an invalid request rejects with a `DomainError`
 *   whose code is the first field's code and whose `details.fields` holds every field's code.
 * - `submit` is idempotent on `input.id`: the same id again resolves the first receipt and stores nothing new.
 * - A date that is taken or blocked rejects `booking/date-taken`; too many submissions from one client or e-mail
 *   reject `booking/rate-limited`; a network failure rejects `network/unavailable` (never a false success).
 * - A submission that looks automated resolves a receipt-shaped answer but stores and sends nothing.
 * - A repeated id answers its receipt only to the same e-mail (`booking/already-exists` otherwise); every replay
 *   spends its challenge and counts against the lookup limit, like a lookup.
 * - `lookup` resolves `null` unless both the code and the e-mail match; too many lookups from one client reject
 *   `lookup/rate-limited`.
 * - A new request holds no day; its receipt mail carries a confirmation link (the token is never in the receipt
 *   answered to the form). `verifyEmail` with that token confirms the e-mail and, under a date-hold policy, holds the
 *   day if it can (domain/booking/email-verification.ts); any other token rejects `verify/invalid-link`, too many
 *   attempts from one client `verify/rate-limited`.
 */
export interface BookingSubmissionPort {
  submit(input: BookingRequestInput, signals: SubmissionSignals): Promise<SubmissionReceipt>;
  lookup(reservationCode: string, email: string): Promise<ReservationLookup | null>;
  /** The button on the page the receipt mail's link opens (a POST: following the link alone confirms nothing). */
  verifyEmail(token: string): Promise<EmailVerification>;
}
