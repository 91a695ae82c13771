import { inject, injectable, optional } from 'inversify';
import { changeBookingStatus } from '../../application/booking/change-status';
import { eraseBooking } from '../../application/booking/erase-booking';
import { createBookingByHand } from '../../application/booking/create-booking-by-hand';
import { editBookingDetails } from '../../application/booking/edit-booking-details';
import { moveBookingDate } from '../../application/booking/move-booking-date';
import type { ManualBookingInput } from '../../domain/booking/booking-by-hand';
import type { BookingEditPatch } from '../../domain/booking/booking-edit';
import type { Booking, BookingStatus } from '../../domain/booking/booking';
import { isIsoDate } from '../../domain/booking/calendar';
import { DomainError } from '../../domain/errors';
import { callerOf, requireAdmin, type Caller } from '../../domain/user/user';
import type { AuthPort } from '../../ports/auth-port';
import type { BookingAdminPort } from '../../ports/booking-admin-port';
import { TOKENS } from '../../ports/tokens';
import type { InMemoryBookingStore } from './in-memory-booking-repository';
import type { InMemoryOutbox } from './in-memory-outbox';
import type { MemoryAdapterOptions } from './memory-adapter-options';
import { MEMORY_TOKENS, NO_BANK_PAYMENTS } from './memory-tokens';
import type { BookingDeskUnit } from '../../ports/units/booking-desk-port';
import type { MailSettings } from '../../ports/units/mail-settings-port';
import type { BankLedgerPort } from '../../ports/units/bank-import-port';

/**
 * The photographer's desk on the booking fake: the same use cases as the callable functions (application/booking),
 * with the fake's atomic section for the transaction and its outbox for the mails.
 */
@injectable()
export class InMemoryBookingAdmin implements BookingAdminPort {
  constructor(
    @inject(MEMORY_TOKENS.BookingStore) private readonly store: InMemoryBookingStore,
    @inject(TOKENS.AdminAuth) private readonly auth: AuthPort,
    @inject(MEMORY_TOKENS.Options) private readonly options: MemoryAdapterOptions,
    @inject(MEMORY_TOKENS.Outbox) private readonly outbox: InMemoryOutbox,
    @inject(MEMORY_TOKENS.Mail) private readonly mail: MailSettings,
    // What the bank brought a booking (the status change reads it as the functions' unit does); none without the ledger.
    @inject(MEMORY_TOKENS.BankLedger) @optional() private readonly ledger: () => Promise<Pick<BankLedgerPort, 'depositPayments'>> = async () => NO_BANK_PAYMENTS,
  ) {}

  private caller(): Caller | null {
    return callerOf(this.auth.currentUser());
  }

  private now(): Date {
    return this.options.now?.() ?? new Date();
  }

  private async lockOn(date: string) {
    const [lock] = await this.store.listDateLocks(date, date);
    return lock ?? null;
  }

  private desk(): BookingDeskUnit {
    return {
      load: async (bookingId) => {
        const booking = await this.store.get(bookingId);
        if (!booking) return null;
        return { booking, lock: await this.lockOn(booking.weddingDate) };
      },
    };
  }

  changeStatus(bookingId: string, to: BookingStatus, note?: string, declineOthers?: readonly string[]): Promise<Booking> {
    return changeBookingStatus(
      { caller: this.caller(), bookingId, to, note, declineOthers, now: this.now() },
      (work) =>
        this.store.atomically(() =>
          work({
            ...this.desk(),
            variableSymbolTaken: (symbol, id) => this.store.variableSymbolTaken(symbol, id),
            receivedFor: async (id) => (await (await this.ledger()).depositPayments(id))?.receivedHalere ?? 0,
            // The fake derives its date locks from the bookings, so the lock change needs no write of its own. The
            // whole booking is written, as the functions do: its variable symbol is no desk patch.
            save: async (after, _lock, mail) => {
              await this.store.put(after);
              if (mail) this.outbox.queue([mail], after.updatedAt);
            },
          }),
        ),
      this.mail,
    );
  }

  async saveNotes(bookingId: string, notes: string): Promise<Booking> {
    requireAdmin(this.caller());
    return this.store.update(bookingId, { internalNotes: notes, updatedAt: this.now().toISOString() });
  }

  async blockDate(date: string): Promise<void> {
    requireAdmin(this.caller());
    if (!isIsoDate(date)) throw new DomainError('date/invalid');
    await this.store.block(date);
  }

  async unblockDate(date: string): Promise<void> {
    requireAdmin(this.caller());
    if (!isIsoDate(date)) throw new DomainError('date/invalid');
    await this.store.unblock(date);
  }

  async erase(bookingId: string): Promise<void> {
    await eraseBooking({ caller: this.caller(), bookingId, now: this.now() }, (work) =>
      this.store.atomically(() =>
        work({
          ...this.desk(),
          queuedMailIds: async (id) => this.outbox.log().filter((mail) => mail.bookingId === id).map((mail) => mail.id),
          // The store drops the booking's thread with it.
          remove: async (booking, _lock, { mailIds }) => {
            await this.store.delete(booking.id);
            this.outbox.remove(mailIds);
          },
        }),
      ),
    );
  }

  // Entered by hand, corrected, moved: the functions' use cases; the fake's locks follow the stored booking, so the
  // lock change needs no write of its own but a request's hold (kept by date).
  createBooking(input: ManualBookingInput): Promise<Booking> {
    return createBookingByHand(
      { caller: this.caller(), input, now: this.now(), ...(this.options.dateHoldPolicy ? { holdPolicy: this.options.dateHoldPolicy } : {}) },
      (work) =>
        this.store.atomically(() =>
          work({
            read: async (id, date) => ({ stored: await this.store.get(id), lock: await this.lockOn(date) }),
            variableSymbolTaken: (symbol, id) => this.store.variableSymbolTaken(symbol, id),
            save: async (booking, lock, mail) => {
              await this.store.put(booking);
              if (lock.set?.reason === 'held') await this.store.hold(lock.set);
              if (mail) this.outbox.queue([mail], booking.createdAt);
            },
          }),
        ),
      this.mail,
    );
  }

  editBooking(bookingId: string, patch: BookingEditPatch): Promise<Booking> {
    return editBookingDetails(
      { caller: this.caller(), bookingId, patch, now: this.now() },
      (work) => this.store.atomically(() => work({ ...this.desk(), save: (after) => this.store.put(after) })),
      this.mail.prices,
    );
  }

  moveBooking(bookingId: string, newDate: string): Promise<Booking> {
    return moveBookingDate({ caller: this.caller(), bookingId, newDate, now: this.now() }, (work) =>
      this.store.atomically(() =>
        work({
          ...this.desk(),
          lockOn: (date) => this.lockOn(date),
          save: async (after, lock, mail) => {
            await this.store.put(after);
            // A request's hold moves with it: the fake keeps held locks by date.
            if (lock.set?.reason === 'held') await this.store.hold(lock.set);
            this.outbox.queue([mail], after.updatedAt);
          },
        }),
      ),
      this.mail,
    );
  }
}
