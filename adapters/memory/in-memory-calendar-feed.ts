import { inject, injectable } from 'inversify';
import { calendarFeedAddress, rotateCalendarFeed } from '../../application/calendar/calendar-feed-address';
import { serveCalendarFeed } from '../../application/calendar/serve-calendar-feed';
import type { Booking } from '../../domain/booking/booking';
import { calendarFeedTokenOf, newCalendarFeedToken } from '../../domain/booking/calendar-feed';
import { CALENDAR_STATUSES } from '../../domain/booking/exports';
import type { ErrorCode } from '../../domain/errors';
import { DomainError } from '../../domain/errors';
import { callerOf, type Caller } from '../../domain/user/user';
import type { AppConfig } from '../../ports/app-config-port';
import type { AuthPort } from '../../ports/auth-port';
import type { CalendarFeedPort } from '../../ports/calendar-feed-port';
import { TOKENS } from '../../ports/tokens';
import type { InMemoryBookingStore } from './in-memory-booking-repository';
import { delay } from './in-memory-call';
import type { MemoryAdapterOptions } from './memory-adapter-options';
import { MEMORY_TOKENS } from './memory-tokens';
import type { CalendarFeedDesk, CalendarFeedTokenUnit } from '../../ports/units/calendar-feed-store-port';

const STORAGE_KEY = 'svatebni-fotograf.demo.calendarFeed';

/**
 * The calendar feed on the booking fake: the same use cases as the functions (application/calendar). The token is
 * kept in the options' storage when there is one (the demo's localStorage, so the address survives a reload; tests
 * share one between sessions, as browsers share the server's document), else in this instance. Nothing serves the
 * address over HTTP here; `fetchFeed` answers what the function would for it, so tests and the contract subscribe.
 */
@injectable()
export class InMemoryCalendarFeed implements CalendarFeedPort {
  private ownToken: string | null = null;
  private queue: Promise<unknown> = Promise.resolve();
  private readonly failures: ErrorCode[] = [];

  constructor(
    @inject(MEMORY_TOKENS.BookingStore) private readonly store: InMemoryBookingStore,
    @inject(TOKENS.AdminAuth) private readonly auth: AuthPort,
    @inject(MEMORY_TOKENS.Options) private readonly options: MemoryAdapterOptions,
    @inject(TOKENS.AppConfig) private readonly config: Pick<AppConfig, 'siteUrl'>,
  ) {}

  private get token(): string | null {
    return this.options.storage ? this.options.storage.getItem(STORAGE_KEY) : this.ownToken;
  }

  private set token(token: string) {
    if (this.options.storage) this.options.storage.setItem(STORAGE_KEY, token);
    else this.ownToken = token;
  }

  /** The fake's feed address: on the site's domain, where a deployment could rewrite it to the function. */
  get baseUrl(): string {
    return `${this.config.siteUrl.replace(/\/+$/, '')}/kalendar-odber`;
  }

  /** Test hook: the next port call rejects with this code (e.g. network/unavailable). */
  failNext(code: ErrorCode): void {
    this.failures.push(code);
  }

  /** Test hook: what a calendar app fetching `url` gets — the function's 200 with the iCalendar text, or 404. */
  async fetchFeed(url: string): Promise<{ status: 200; body: string } | { status: 404 }> {
    const path = url.startsWith(`${this.baseUrl}/`) ? url.slice(this.baseUrl.length) : '';
    const body = await serveCalendarFeed(
      calendarFeedTokenOf(path),
      {
        currentToken: async () => this.token,
        weddings: () => this.weddings(),
        blockedDays: async () => (await this.store.listDateLocks('0000-01-01', '9999-12-31')).filter((l) => l.reason === 'blocked').map((l) => l.date),
        heldLocks: async () => {
          const held = (await this.store.listDateLocks('0000-01-01', '9999-12-31')).filter((l) => l.reason === 'held');
          return Promise.all(held.map(async (lock) => ({ lock, booking: lock.bookingId ? await this.store.get(lock.bookingId) : null })));
        },
      },
      { now: this.now(), siteUrl: this.config.siteUrl },
    );
    return body === null ? { status: 404 } : { status: 200, body };
  }

  async subscriptionUrl(): Promise<string> {
    await this.pending();
    return (await calendarFeedAddress(this.caller(), this.desk())).url;
  }

  async rotate(): Promise<string> {
    await this.pending();
    return (await rotateCalendarFeed(this.caller(), this.desk())).url;
  }

  private async pending(): Promise<void> {
    await delay(this.options.latencyMs);
    const failure = this.failures.shift();
    if (failure) throw new DomainError(failure);
  }

  private caller(): Caller | null {
    return callerOf(this.auth.currentUser());
  }

  private now(): Date {
    return this.options.now?.() ?? new Date();
  }

  private desk(): CalendarFeedDesk {
    const unit: CalendarFeedTokenUnit = {
      read: async () => this.token,
      write: async (token) => {
        this.token = token;
      },
    };
    return {
      // Serialised like a transaction: two first calls at once agree on one token.
      atomically: (work) => {
        const run = this.queue.then(() => work(unit));
        this.queue = run.catch(() => undefined);
        return run;
      },
      newToken: () => newCalendarFeedToken((size) => crypto.getRandomValues(new Uint8Array(size))),
      baseUrl: this.baseUrl,
      now: this.now(),
    };
  }

  private async weddings(): Promise<Booking[]> {
    const found: Booking[] = [];
    for (const status of CALENDAR_STATUSES) {
      let cursor: string | undefined;
      do {
        const page = await this.store.list({ status, orderBy: 'weddingDate', direction: 'asc', limit: 100, ...(cursor ? { cursor } : {}) });
        found.push(...page.items);
        cursor = page.nextCursor;
      } while (cursor);
    }
    return found;
  }
}
