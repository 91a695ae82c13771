import { calendarFeedIcs, heldRequests, isCalendarFeedToken, sameCalendarFeedToken } from '../../domain/booking/calendar-feed';
import type { CalendarFeedSource } from '../../ports/units/calendar-feed-store-port';

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
