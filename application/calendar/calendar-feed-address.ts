import { calendarFeedUrl } from '../../domain/booking/calendar-feed';
import { requireAdmin, type Caller } from '../../domain/user/user';
import type { CalendarFeedDesk } from '../../ports/units/calendar-feed-store-port';

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
