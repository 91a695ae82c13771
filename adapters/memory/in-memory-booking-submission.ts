import { SUBMISSION_LIMITS } from '../../domain/booking/booking-policy';
import { inject, injectable } from 'inversify';
import { createReservationCode, isReservationCode, type Booking } from '../../domain/booking/booking';
import { looksLikeBot, validateBookingRequest, type BookingRequestInput } from '../../domain/booking/booking-request';
import { DomainError } from '../../domain/errors';
import { emailError, normaliseEmail } from '../../domain/validation/fields';
import type { BookingRepository } from '../../ports/booking-repository';
import type { BookingSubmissionPort, ReservationLookup, SubmissionReceipt } from '../../ports/booking-submission-port';
import type { SubmissionSignals } from '../../ports/submission-signals';
import { TOKENS } from '../../ports/tokens';
import { MemoryRateLimits } from './memory-rate-limits';
import { delay, MEMORY_TOKENS, type MemoryAdapterOptions } from './memory-tokens';

/** The same limits the functions enforce; the fake's one browser is one client. */
export const MEMORY_SUBMISSION_LIMITS = {
  bookingsPerEmail: SUBMISSION_LIMITS.bookingsPerEmail,
  bookingsPerClient: SUBMISSION_LIMITS.bookingsPerIp,
  lookups: SUBMISSION_LIMITS.lookupsPerIp,
} as const;

/**
 * The submitBooking/lookupReservation functions' behaviour on top of a BookingRepository (the in-memory one in
 * the memory profile), so the demo and the component tests see the same answers as production.
 */
@injectable()
export class InMemoryBookingSubmission implements BookingSubmissionPort {
  private readonly limits = new MemoryRateLimits(() => this.now());

  constructor(
    @inject(MEMORY_TOKENS.Options) private readonly options: MemoryAdapterOptions,
    @inject(TOKENS.Bookings) private readonly bookings: BookingRepository,
  ) {}

  private now(): Date {
    return this.options.now?.() ?? new Date();
  }

  async submit(input: BookingRequestInput, signals: SubmissionSignals): Promise<SubmissionReceipt> {
    await delay(this.options.latencyMs);
    if (looksLikeBot({ honeypot: signals.honeypot, formShownAt: 0, submittedAt: signals.fillMs })) {
      return { bookingId: input.id, reservationCode: createReservationCode() };
    }
    const now = this.now();
    const validation = validateBookingRequest(input, { now, ...(this.options.bookingPolicy ? { policy: this.options.bookingPolicy } : {}) });
    if (!validation.ok) {
      const fields = validation.errors;
      throw new DomainError(Object.values(fields)[0] ?? 'unknown', 'Invalid booking request', { fields });
    }
    const valid = validation.value;
    const existing = await this.bookings.get(valid.id);
    if (existing) return { bookingId: existing.id, reservationCode: existing.reservationCode };
    if ((await this.bookings.listDateLocks(valid.weddingDate, valid.weddingDate)).length > 0) {
      throw new DomainError('booking/date-taken');
    }
    this.limits.take(
      [
        { key: `email:${valid.contact.email}`, limit: MEMORY_SUBMISSION_LIMITS.bookingsPerEmail },
        { key: 'client', limit: MEMORY_SUBMISSION_LIMITS.bookingsPerClient },
      ],
      'booking/rate-limited',
    );
    const at = now.toISOString();
    const booking: Booking = {
      ...valid,
      reservationCode: createReservationCode(),
      status: 'new',
      createdAt: at,
      updatedAt: at,
      history: [{ at, by: 'public', from: null, to: 'new' }],
    };
    const stored = await this.bookings.create(booking);
    return { bookingId: stored.id, reservationCode: stored.reservationCode };
  }

  async lookup(reservationCode: string, email: string): Promise<ReservationLookup | null> {
    await delay(this.options.latencyMs);
    this.limits.take([{ key: 'lookup', limit: MEMORY_SUBMISSION_LIMITS.lookups }], 'lookup/rate-limited');
    const code = reservationCode.trim().toUpperCase();
    if (!isReservationCode(code) || emailError(email)) return null;
    let cursor: string | undefined;
    do {
      const page = await this.bookings.list({ orderBy: 'createdAt', direction: 'asc', limit: 100, ...(cursor ? { cursor } : {}) });
      const found = page.items.find((b) => b.reservationCode === code && b.contact.email === normaliseEmail(email));
      if (found) {
        return { reservationCode: code, status: found.status, weddingDate: found.weddingDate, coupleNames: found.contact.coupleNames };
      }
      cursor = page.nextCursor;
    } while (cursor);
    return null;
  }
}
