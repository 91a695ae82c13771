import { inject, injectable } from 'inversify';
import { openBookingThread, replyToCouple } from '../../application/booking/booking-thread';
import { callerOf } from '../../domain/user/user';
import type { AuthPort } from '../../ports/auth-port';
import type { BookingThreadPort, DeskThread } from '../../ports/booking-thread-port';
import { TOKENS } from '../../ports/tokens';
import type { BookingThreadUnit } from '../../ports/units/booking-thread-unit-port';
import type { MailSettings } from '../../ports/units/mail-settings-port';
import type { Atomically } from '../../ports/units/unit-of-work-port';
import type { InMemoryBookingStore } from './in-memory-booking-repository';
import type { InMemoryOutbox } from './in-memory-outbox';
import type { MemoryAdapterOptions } from './memory-adapter-options';
import { MEMORY_TOKENS } from './memory-tokens';

/** The fake's thread unit over the shared booking store and outbox: the couple's portal fake writes the same way. */
export function inMemoryThreadUnit(bookings: InMemoryBookingStore, outbox: InMemoryOutbox): Atomically<BookingThreadUnit> {
  return (work) =>
    bookings.atomically(() =>
      work({
        load: async (bookingId) => {
          const booking = await bookings.get(bookingId);
          return booking ? { booking, lock: null } : null;
        },
        thread: (bookingId) => bookings.thread(bookingId),
        saveMarks: (after) => bookings.replace(after),
        append: async (after, message, mails) => {
          await bookings.replace(after);
          await bookings.addMessage(after.id, message);
          outbox.queue(mails, after.updatedAt);
        },
      }),
    );
}

/** The photographer's thread on the fakes: the same use cases as the openBookingThread and replyToCouple callables. */
@injectable()
export class InMemoryBookingThread implements BookingThreadPort {
  constructor(
    @inject(MEMORY_TOKENS.BookingStore) private readonly bookings: InMemoryBookingStore,
    @inject(TOKENS.AdminAuth) private readonly auth: AuthPort,
    @inject(MEMORY_TOKENS.Options) private readonly options: MemoryAdapterOptions,
    @inject(MEMORY_TOKENS.Outbox) private readonly outbox: InMemoryOutbox,
    @inject(MEMORY_TOKENS.Mail) private readonly mail: MailSettings,
  ) {}

  private command(bookingId: string) {
    return { caller: callerOf(this.auth.currentUser()), bookingId, now: this.options.now?.() ?? new Date() };
  }

  open(bookingId: string): Promise<DeskThread> {
    return openBookingThread(this.command(bookingId), inMemoryThreadUnit(this.bookings, this.outbox));
  }

  reply(bookingId: string, text: string): Promise<DeskThread> {
    return replyToCouple({ ...this.command(bookingId), text }, inMemoryThreadUnit(this.bookings, this.outbox), this.mail);
  }
}
