import { inject, injectable } from 'inversify';
import { ADMIN_PATCHABLE_FIELDS, bookingStatuses, type Booking, type BookingMessage, type BookingStatus, type DateLock } from '../../domain/booking/booking';
import { assertNewBooking, takesDate } from '../../domain/booking/booking-status';
import { isOpenRequest } from '../../domain/booking/competing-requests';
import { holdsDate } from '../../domain/booking/date-hold';
import { effectiveLock, effectiveLocks, lockRefusal } from '../../domain/booking/date-lock';
import { matchesSearch } from '../../domain/booking/search';
import { DomainError } from '../../domain/errors';
import type { BookingPage, BookingPatch, BookingQuery, BookingRepository } from '../../ports/booking-repository-port';
import { compareKeys, decodeCursor, encodeCursor, sortKey } from './in-memory-paging';
import { copy, delay } from './in-memory-call';
import type { MemoryAdapterOptions } from './memory-adapter-options';
import { MEMORY_TOKENS } from './memory-tokens';

const STORAGE_KEY = 'svatebni-fotograf.bookings.v1';

/** What the fakes of the functions (public intake, the photographer's desk) use beyond the port. */
export interface InMemoryBookingStore extends BookingRepository {
  /** Runs `work` alone: parallel callers queue, so two of them can never both see a date as free. */
  atomically<T>(work: () => Promise<T>): Promise<T>;
  block(date: string): Promise<void>;
  unblock(date: string): Promise<void>;
  /** Records a new request's date hold (a `held` lock from lockChange); it counts while its booking is still new. */
  hold(lock: DateLock): Promise<void>;
  /**
   * Writes an existing booking whole, as the functions do with firebase-admin: the couple's portal changes fields
   * (messages) that are no desk patch. Not on the port: no browser client may do it.
   */
  replace(booking: Booking): Promise<void>;
  /** Adds a message to a booking's thread (the portal's functions do; no browser client may). */
  addMessage(bookingId: string, message: BookingMessage): Promise<void>;
  /** "Smazat účet" on a booking that holds its date: sets `erasureRequestedAt` (a field the desk's `update` cannot write). */
  markErasureRequested(id: string, at: string): Promise<void>;
  /**
   * Stores a whole booking as a desk use case built it (entered by hand, corrected, moved): the use case checked it
   * inside `atomically`, as the functions' transaction does. The fake's date locks follow from the bookings.
   */
  put(booking: Booking): Promise<void>;
  variableSymbolTaken(symbol: string, bookingId: string): Promise<boolean>;
  /** Who the symbol was given to, as the functions' registry answers (ports/units/bank-import-port.ts symbolOwner). */
  variableSymbolOwner(symbol: string): Promise<{ bookingId: string } | 'erased' | null>;
}

/**
 * Booking storage fake. In the browser demo it persists to localStorage (so a demo booking survives a reload);
 * without storage it is purely in memory and deterministic.
 */
@injectable()
export class InMemoryBookingRepository implements InMemoryBookingStore {
  private readonly bookings = new Map<string, Booking>();
  private queue: Promise<unknown> = Promise.resolve();
  private readonly blocked = new Map<string, DateLock>();
  /** Held locks by date; derived like the rest: a hold whose booking left `new` (or is gone) counts no more. */
  private readonly held = new Map<string, DateLock>();
  /** Variable symbols of deleted bookings: reserved for good, as the functions' registry keeps them (bank statements). */
  private readonly retiredSymbols = new Set<string>();
  /** Each booking's thread, kept apart from the booking as the functions keep it (ports/wire/firestore-documents.ts). */
  private readonly threads = new Map<string, BookingMessage[]>();

  constructor(@inject(MEMORY_TOKENS.Options) private readonly options: MemoryAdapterOptions) {
    // The seed is a starting point: once the demo has saved its own state, that state wins (an erased seed booking
    // stays erased after a reload).
    if (this.restore()) return;
    for (const booking of options.bookings ?? []) this.bookings.set(booking.id, copy(booking));
    for (const [bookingId, thread] of Object.entries(options.threads ?? {})) this.threads.set(bookingId, copy(thread));
    for (const lock of options.dateLocks ?? []) (lock.reason === 'held' ? this.held : this.blocked).set(lock.date, copy(lock));
  }

  private restore(): boolean {
    const raw = this.options.storage?.getItem(STORAGE_KEY);
    if (!raw) return false;
    try {
      const saved = JSON.parse(raw) as { bookings?: Booking[]; blocked?: DateLock[]; held?: DateLock[]; threads?: Record<string, BookingMessage[]> };
      for (const booking of saved.bookings ?? []) this.bookings.set(booking.id, booking);
      for (const [bookingId, thread] of Object.entries(saved.threads ?? {})) this.threads.set(bookingId, thread);
      for (const lock of saved.blocked ?? []) this.blocked.set(lock.date, lock);
      for (const lock of saved.held ?? []) this.held.set(lock.date, lock);
      return true;
    } catch {
      // A corrupt demo store is discarded rather than breaking the page.
      this.options.storage?.removeItem(STORAGE_KEY);
      return false;
    }
  }

  private persist(): void {
    this.options.storage?.setItem(
      STORAGE_KEY,
      JSON.stringify({
        bookings: [...this.bookings.values()],
        blocked: [...this.blocked.values()],
        held: [...this.held.values()],
        threads: Object.fromEntries(this.threads),
      }),
    );
  }

  async create(booking: Booking): Promise<Booking> {
    await delay(this.options.latencyMs);
    assertNewBooking(booking);
    const existing = this.bookings.get(booking.id);
    if (existing) return copy(existing);
    this.bookings.set(booking.id, copy(booking));
    this.persist();
    return copy(booking);
  }

  async get(id: string): Promise<Booking | null> {
    await delay(this.options.latencyMs);
    const booking = this.bookings.get(id);
    return booking ? copy(booking) : null;
  }

  async list(query: BookingQuery): Promise<BookingPage> {
    await delay(this.options.latencyMs);
    const limit = Math.min(Math.max(Math.trunc(query.limit), 1), 100);
    const after = query.cursor ? decodeCursor(query.cursor) : undefined;
    const matching = [...this.bookings.values()]
      .filter((b) => (query.status ? b.status === query.status : true))
      .filter((b) => (query.from ? b.weddingDate >= query.from : true))
      .filter((b) => (query.to ? b.weddingDate <= query.to : true))
      .filter((b) => matchesSearch(b, query.search ?? ''))
      .sort((a, b) => compareKeys(sortKey(a, query.orderBy), sortKey(b, query.orderBy), query.direction))
      .filter((b) => (after ? compareKeys(sortKey(b, query.orderBy), after, query.direction) > 0 : true));
    const items = matching.slice(0, limit);
    const last = items[items.length - 1];
    return {
      items: copy(items),
      ...(matching.length > limit && last ? { nextCursor: encodeCursor(sortKey(last, query.orderBy)) } : {}),
    };
  }

  async countByStatus(): Promise<Record<BookingStatus, number>> {
    await delay(this.options.latencyMs);
    const counts = Object.fromEntries(bookingStatuses.map((status) => [status, 0])) as Record<BookingStatus, number>;
    for (const booking of this.bookings.values()) counts[booking.status] += 1;
    return counts;
  }

  async countWithStatus(status: BookingStatus): Promise<number> {
    await delay(this.options.latencyMs);
    return [...this.bookings.values()].filter((b) => b.status === status).length;
  }

  async openRequestsOn(dates: readonly string[]): Promise<Booking[]> {
    await delay(this.options.latencyMs);
    const days = new Set(dates);
    return copy([...this.bookings.values()].filter((b) => days.has(b.weddingDate) && isOpenRequest(b)));
  }

  async lastWrittenByCouple(limit: number): Promise<Booking[]> {
    await delay(this.options.latencyMs);
    const written = [...this.bookings.values()].filter((b) => b.coupleWroteAt !== undefined);
    written.sort((a, b) => Date.parse(b.coupleWroteAt!) - Date.parse(a.coupleWroteAt!));
    return copy(written.slice(0, Math.min(Math.max(Math.trunc(limit), 1), 100)));
  }

  async update(id: string, patch: BookingPatch): Promise<Booking> {
    await delay(this.options.latencyMs);
    const current = this.bookings.get(id);
    if (!current) throw new DomainError('booking/not-found');
    const allowed: BookingPatch = {};
    for (const key of ADMIN_PATCHABLE_FIELDS) if (patch[key] !== undefined) Object.assign(allowed, { [key]: patch[key] });
    const next: Booking = { ...current, ...copy(allowed) };
    this.bookings.set(id, next);
    this.persist();
    return copy(next);
  }

  async replace(booking: Booking): Promise<void> {
    await delay(this.options.latencyMs);
    if (!this.bookings.has(booking.id)) throw new DomainError('booking/not-found');
    this.bookings.set(booking.id, copy(booking));
    this.persist();
  }

  async thread(bookingId: string): Promise<BookingMessage[]> {
    await delay(this.options.latencyMs);
    return copy(this.threads.get(bookingId) ?? []);
  }

  async addMessage(bookingId: string, message: BookingMessage): Promise<void> {
    if (!this.bookings.has(bookingId)) throw new DomainError('booking/not-found');
    this.threads.set(bookingId, [...(this.threads.get(bookingId) ?? []), copy(message)]);
    this.persist();
  }

  async markErasureRequested(id: string, at: string): Promise<void> {
    const current = this.bookings.get(id);
    if (!current) throw new DomainError('booking/not-found');
    this.bookings.set(id, { ...current, erasureRequestedAt: at });
  }

  async variableSymbolTaken(symbol: string, bookingId: string): Promise<boolean> {
    return this.retiredSymbols.has(symbol) || [...this.bookings.values()].some((booking) => booking.variableSymbol === symbol && booking.id !== bookingId);
  }

  async variableSymbolOwner(symbol: string): Promise<{ bookingId: string } | 'erased' | null> {
    const owner = [...this.bookings.values()].find((booking) => booking.variableSymbol === symbol);
    return owner ? { bookingId: owner.id } : this.retiredSymbols.has(symbol) ? 'erased' : null;
  }

  async put(booking: Booking): Promise<void> {
    await delay(this.options.latencyMs);
    this.bookings.set(booking.id, copy(booking));
    this.persist();
  }

  async delete(id: string): Promise<void> {
    await delay(this.options.latencyMs);
    const symbol = this.bookings.get(id)?.variableSymbol;
    if (symbol) this.retiredSymbols.add(symbol);
    // The thread goes with its booking (the functions delete its documents in the same transaction).
    const deleted = [this.bookings.delete(id), this.threads.delete(id)];
    if (deleted.some(Boolean)) this.persist();
  }

  atomically<T>(work: () => Promise<T>): Promise<T> {
    const run = this.queue.then(work, work);
    this.queue = run.catch(() => undefined);
    return run;
  }

  /** The lock that counts on `date` now, or `booking/date-taken` / `booking/date-held` when it is not a day off. */
  private dayOffLock(date: string): DateLock | null {
    const lock = effectiveLock(this.locks().get(date), this.now());
    if (lock && lock.reason !== 'blocked') throw new DomainError(lockRefusal(lock));
    return lock;
  }

  /** A day off. Idempotent; `booking/date-taken` when a booking has the day, `booking/date-held` when a request holds it. */
  async block(date: string): Promise<void> {
    await delay(this.options.latencyMs);
    if (this.dayOffLock(date)) return;
    this.blocked.set(date, { date, reason: 'blocked' });
    this.persist();
  }

  /** Frees a day off. Idempotent; refused like `block` when a booking or a live hold (not a day off) has the day. */
  async unblock(date: string): Promise<void> {
    await delay(this.options.latencyMs);
    this.dayOffLock(date);
    if (this.blocked.delete(date)) this.persist();
  }

  async hold(lock: DateLock): Promise<void> {
    this.held.set(lock.date, copy(lock));
    this.persist();
  }

  /** The locks that count now: an expired hold is left out (domain/booking/date-lock.ts effectiveLocks). */
  async listDateLocks(from: string, to: string): Promise<DateLock[]> {
    await delay(this.options.latencyMs);
    const locks = [...this.locks().values()].filter((l) => l.date >= from && l.date <= to).sort((a, b) => (a.date < b.date ? -1 : 1));
    return effectiveLocks(locks, this.now());
  }

  private now(): Date {
    return this.options.now?.() ?? new Date();
  }

  private locks(): Map<string, DateLock> {
    const locks = new Map<string, DateLock>();
    for (const booking of this.bookings.values()) {
      if (takesDate(booking.status)) {
        locks.set(booking.weddingDate, { date: booking.weddingDate, reason: 'booked', bookingId: booking.id });
      }
    }
    for (const lock of this.held.values()) {
      const booking = lock.bookingId ? this.bookings.get(lock.bookingId) : undefined;
      if (booking && holdsDate(booking.status) && booking.weddingDate === lock.date && !locks.has(lock.date)) locks.set(lock.date, copy(lock));
    }
    for (const lock of this.blocked.values()) if (!locks.has(lock.date)) locks.set(lock.date, copy(lock));
    return locks;
  }
}
