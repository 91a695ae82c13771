import { inject, injectable } from 'inversify';
import { acceptBookingRequest } from '../../application/booking/accept-request';
import { lookupReservation } from '../../application/booking/lookup-reservation';
import { verifyBookingEmail } from '../../application/booking/verify-email';
import type { Booking } from '../../domain/booking/booking';
import { holdsDate } from '../../domain/booking/date-hold';
import { awaitsEmailVerification } from '../../domain/booking/email-verification';
import type { BookingRequestInput } from '../../domain/booking/booking-request';
import type { BookingSubmissionPort, EmailVerification, ReservationLookup, SubmissionReceipt } from '../../ports/booking-submission-port';
import type { SubmissionSignals } from '../../ports/wire/submission-signals';
import type { InMemoryBookingStore } from './in-memory-booking-repository';
import type { InMemoryBotChallenges } from './in-memory-bot-challenges';
import type { InMemoryOutbox } from './in-memory-outbox';
import { InMemoryRateLimits } from './in-memory-rate-limits';
import { delay } from './in-memory-call';
import type { MemoryAdapterOptions } from './memory-adapter-options';
import { MEMORY_TOKENS } from './memory-tokens';
import type { IntakeReads } from '../../ports/units/booking-intake-port';
import type { MailSettings } from '../../ports/units/mail-settings-port';

/** The fake's one browser is one client. */
const CLIENT = 'memory-browser';

/**
 * The submitBooking/lookupReservation/verifyBookingEmail functions on the booking fake: the same use cases (application/booking), so
 * the demo and the component tests see the same answers as production; only storage and transport differ.
 */
@injectable()
export class InMemoryBookingSubmission implements BookingSubmissionPort {
  private readonly rates = new InMemoryRateLimits(() => this.now());

  constructor(
    @inject(MEMORY_TOKENS.Options) private readonly options: MemoryAdapterOptions,
    @inject(MEMORY_TOKENS.BookingStore) private readonly store: InMemoryBookingStore,
    @inject(MEMORY_TOKENS.Outbox) private readonly outbox: InMemoryOutbox,
    @inject(MEMORY_TOKENS.BotChallenges) private readonly bot: InMemoryBotChallenges,
    @inject(MEMORY_TOKENS.Mail) private readonly mail: MailSettings,
  ) {}

  private now(): Date {
    return this.options.now?.() ?? new Date();
  }

  async submit(input: BookingRequestInput, signals: SubmissionSignals): Promise<SubmissionReceipt> {
    await delay(this.options.latencyMs);
    const reads: IntakeReads = {
      read: async (id, date) => {
        const stored = await this.store.get(id);
        const [lock] = await this.store.listDateLocks(date, date);
        const receipt = stored && { bookingId: stored.id, reservationCode: stored.reservationCode, email: stored.contact.email, awaitsEmail: awaitsEmailVerification(stored) };
        return { stored: receipt, lock: lock ?? null };
      },
    };
    return acceptBookingRequest(
      {
        input,
        signals,
        client: CLIENT,
        now: this.now(),
        ...(this.options.bookingPolicy ? { policy: this.options.bookingPolicy } : {}),
        ...(this.options.dateHoldPolicy ? { holdPolicy: this.options.dateHoldPolicy } : {}),
      },
      {
        peek: reads,
        challenges: this.bot.challenges,
        mail: this.mail,
        atomically: (work) =>
          this.store.atomically(() =>
            work({
              ...reads,
              ...this.bot.ledger,
              takeRates: async (rules) => this.rates.take(rules),
              save: async (booking, mails) => {
                await this.store.create(booking);
                this.outbox.queue(mails, booking.createdAt);
              },
            }),
          ),
      },
    );
  }

  async lookup(reservationCode: string, email: string): Promise<ReservationLookup | null> {
    await delay(this.options.latencyMs);
    return lookupReservation(
      { reservationCode, email, client: CLIENT, now: this.now() },
      {
        countAttempt: async (rules) => this.rates.take(rules),
        find: async (code, normalisedEmail) =>
          (await this.allBookings()).find((b) => b.reservationCode === code && b.contact.email === normalisedEmail) ?? null,
        // The store lists only locks that still count; the rule (coupleHold) checks expiry itself anyway.
        lockOn: async (date) => (await this.store.listDateLocks(date, date))[0] ?? null,
      },
      this.mail.deposit,
    );
  }

  async verifyEmail(token: string): Promise<EmailVerification> {
    await delay(this.options.latencyMs);
    const lockOn = async (date: string) => (await this.store.listDateLocks(date, date))[0] ?? null;
    return verifyBookingEmail(
      { token, client: CLIENT, now: this.now(), ...(this.options.dateHoldPolicy ? { holdPolicy: this.options.dateHoldPolicy } : {}) },
      {
        countAttempt: async (rules) => this.rates.take(rules),
        atomically: (work) =>
          this.store.atomically(() =>
            work({
              load: async (id) => {
                const booking = await this.store.get(id);
                return booking && { booking, lock: await lockOn(booking.weddingDate) };
              },
              requestsOf: async (email) => {
                const requests = (await this.allBookings()).filter((b) => b.contact.email === email && holdsDate(b.status));
                return Promise.all(requests.map(async (booking) => ({ booking, lock: await lockOn(booking.weddingDate) })));
              },
              save: async (id, verifiedAt, lock) => {
                const booking = await this.store.get(id);
                if (booking) await this.store.replace({ ...booking, emailVerifiedAt: verifiedAt });
                if (lock.set) await this.store.hold(lock.set);
              },
            }),
          ),
      },
    );
  }

  private async allBookings(): Promise<Booking[]> {
    const all: Booking[] = [];
    let cursor: string | undefined;
    do {
      const page = await this.store.list({ orderBy: 'createdAt', direction: 'asc', limit: 100, ...(cursor ? { cursor } : {}) });
      all.push(...page.items);
      cursor = page.nextCursor;
    } while (cursor);
    return all;
  }
}
