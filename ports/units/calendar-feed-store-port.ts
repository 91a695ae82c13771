import type { Booking, DateLock } from '../../domain/booking/booking';
import type { Atomically } from './unit-of-work-port';

/** Where the feed's token is kept (server only in Firestore; the fake's memory): one current token or none yet. */
export interface CalendarFeedTokenUnit {
  read(): Promise<string | null>;
  write(token: string, at: string): Promise<void>;
}

/** What the admin's feed address and its rotation run over (application/calendar/calendar-feed-address.ts). */
export interface CalendarFeedDesk {
  atomically: Atomically<CalendarFeedTokenUnit>;
  /** A fresh random token (domain/booking/calendar-feed.ts, newCalendarFeedToken). */
  newToken: () => string;
  /** The feed's base address, below which `{token}.ics` is served. */
  baseUrl: string;
  now: Date;
}

/** What the feed shows, read with server rights. */
export interface CalendarFeedSource {
  currentToken(): Promise<string | null>;
  /** The bookings in a date-taking status (more are filtered out again by the iCalendar rule). */
  weddings(): Promise<Booking[]>;
  /** The dates of the blocked date locks. */
  blockedDays(): Promise<string[]>;
  /** The held date locks with their bookings (null: the booking is gone); heldRequests keeps the live ones. */
  heldLocks(): Promise<Array<{ lock: DateLock; booking: Booking | null }>>;
}
