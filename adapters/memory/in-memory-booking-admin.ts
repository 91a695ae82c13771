import { inject, injectable } from 'inversify';
import type { Booking, BookingStatus } from '../../domain/booking/booking';
import { changeStatus } from '../../domain/booking/booking-status';
import { isIsoDate } from '../../domain/booking/calendar';
import { lockChange } from '../../domain/booking/date-lock';
import { DomainError } from '../../domain/errors';
import { isAdmin } from '../../domain/user/user';
import type { AuthPort } from '../../ports/auth-port';
import type { BookingAdminPort } from '../../ports/booking-admin-port';
import type { BookingRepository } from '../../ports/booking-repository';
import { TOKENS } from '../../ports/tokens';
import { InMemoryBookingRepository } from './in-memory-booking-repository';
import { MEMORY_TOKENS, type MemoryAdapterOptions } from './memory-tokens';

/** What the fake "sends": the outbox the Firebase side writes for the Trigger Email extension, reduced to facts. */
export interface InMemoryStatusMail {
  id: string;
  bookingId: string;
  to: string;
  status: BookingStatus;
}

/** The photographer's desk on the in-memory repository; same rules as the callable functions (domain/). */
@injectable()
export class InMemoryBookingAdmin implements BookingAdminPort {
  private readonly repository: InMemoryBookingRepository;
  private readonly mails: InMemoryStatusMail[] = [];

  constructor(
    @inject(TOKENS.Bookings) bookings: BookingRepository,
    @inject(TOKENS.AdminAuth) private readonly auth: AuthPort,
    @inject(MEMORY_TOKENS.Options) private readonly options: MemoryAdapterOptions,
  ) {
    if (!(bookings instanceof InMemoryBookingRepository)) throw new Error('InMemoryBookingAdmin needs InMemoryBookingRepository');
    this.repository = bookings;
  }

  /** Test hook: the status mails queued so far. */
  outbox(): InMemoryStatusMail[] {
    return this.mails.map((m) => ({ ...m }));
  }

  private admin(): string {
    const user = this.auth.currentUser();
    if (!user) throw new DomainError('auth/not-signed-in');
    if (!isAdmin(user)) throw new DomainError('auth/forbidden');
    return user.email;
  }

  private now(): string {
    return (this.options.now?.() ?? new Date()).toISOString();
  }

  async changeStatus(bookingId: string, to: BookingStatus, note?: string): Promise<Booking> {
    const by = this.admin();
    const trimmed = note?.trim().slice(0, 500);
    const after = await this.repository.mutate(bookingId, (before, lockOn) => {
      const next = changeStatus(before, { to, by, at: this.now(), ...(trimmed ? { note: trimmed } : {}) });
      // The same lock rule as the functions (the fake derives its locks from the bookings, so only the check).
      lockChange(before, next, lockOn(before.weddingDate) ?? null);
      return next;
    });
    this.mails.push({
      id: `${after.id}-status-${after.history.length - 1}`,
      bookingId: after.id,
      to: after.contact.email,
      status: after.status,
    });
    return after;
  }

  async saveNotes(bookingId: string, notes: string): Promise<Booking> {
    this.admin();
    return this.repository.mutate(bookingId, (booking) => ({ ...booking, internalNotes: notes, updatedAt: this.now() }));
  }

  async blockDate(date: string): Promise<void> {
    this.admin();
    if (!isIsoDate(date)) throw new DomainError('date/invalid');
    await this.repository.block(date);
  }

  async unblockDate(date: string): Promise<void> {
    this.admin();
    if (!isIsoDate(date)) throw new DomainError('date/invalid');
    await this.repository.unblock(date);
  }

  async erase(bookingId: string): Promise<void> {
    this.admin();
    await this.repository.delete(bookingId);
    for (let i = this.mails.length - 1; i >= 0; i -= 1) if (this.mails[i]!.bookingId === bookingId) this.mails.splice(i, 1);
  }
}
