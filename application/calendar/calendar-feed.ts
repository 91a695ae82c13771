import type { Booking, DateLock } from '../../domain/booking/booking';
import { calendarFeedIcs, calendarFeedUrl, heldRequests, isCalendarFeedToken, sameCalendarFeedToken } from '../../domain/booking/calendar-feed';
import { requireAdmin, type Caller } from '../../domain/user/user';
import type { Atomically } from '../shared/unit-of-work';

/** Where the feed's token is kept (server only in Firestore; the fake's memory): one current token or none yet. */
export interface CalendarFeedTokenUnit {
  read(): Promise<string | null>;
  write(token: string, at: string): Promise<void>;
}

export interface CalendarFeedDesk {
  atomically: Atomically<CalendarFeedTokenUnit>;
  /** A fresh random token (domain/booking/calendar-feed.ts, newCalendarFeedToken). */
  newToken: () => string;
  /** The feed's base address, below which `{token}.ics` is served. */
  baseUrl: string;
  now: Date;
}

/**
 * The admin's subscription address. The first call creates the token (in one transaction, so two first calls at
 * once agree on one); later calls answer the same address until it is rotated.
 */
export async function calendarFeedAddress(caller: Caller | null, desk: CalendarFeedDesk): Promise<{ url: string }> {
  requireAdmin(caller);
  const token = await desk.atomically(async (unit) => {
    const current = await unit.read();
    if (current) return current;
    const fresh = desk.newToken();
    await unit.write(fresh, desk.now.toISOString());
    return fresh;
  });
  return { url: calendarFeedUrl(desk.baseUrl, token) };
}

/** A new address; the old one answers 404 from now on (a leaked address is revoked this way). */
export async function rotateCalendarFeed(caller: Caller | null, desk: CalendarFeedDesk): Promise<{ url: string }> {
  requireAdmin(caller);
  const token = desk.newToken();
  await desk.atomically((unit) => unit.write(token, desk.now.toISOString()));
  return { url: calendarFeedUrl(desk.baseUrl, token) };
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

/**
 * The feed for a presented token: the iCalendar text, or null (answered as 404, the same for a malformed, a wrong
 * and a rotated token, and when no feed was ever created) — so the endpoint tells a guesser nothing.
 */
export async function serveCalendarFeed(
  presented: string | null,
  source: CalendarFeedSource,
  context: { now: Date; siteUrl: string },
): Promise<string | null> {
  if (!isCalendarFeedToken(presented)) return null;
  const current = await source.currentToken();
  if (!current || !sameCalendarFeedToken(current, presented)) return null;
  const [weddings, blockedDays, held] = await Promise.all([source.weddings(), source.blockedDays(), source.heldLocks()]);
  return calendarFeedIcs({ weddings, blockedDays, held: heldRequests(held, context.now), now: context.now, siteUrl: context.siteUrl });
}
