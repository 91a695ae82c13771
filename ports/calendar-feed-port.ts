/**
 * The photographer's subscribed calendar (domain/booking/calendar-feed.ts): a private iCalendar address that Google
 * Calendar, Apple Calendar or Outlook fetch on their own, with confirmed weddings and days off.
 *
 * Contract (tests/contracts/calendar-feed.contract.ts):
 * - `subscriptionUrl` answers the current address, creating its secret token (≥ 128 random bits) on first use;
 *   the same address on every call until `rotate`.
 * - `rotate` answers a new address; from then on the old one answers 404 and `subscriptionUrl` the new one.
 * - The address serves `text/calendar` with the weddings and days off; a wrong or rotated token answers 404.
 * - Callers without the admin claim reject `auth/forbidden`, signed-out callers `auth/not-signed-in`, and nothing
 *   is created or rotated for them.
 */
export interface CalendarFeedPort {
  subscriptionUrl(): Promise<string>;
  rotate(): Promise<string>;
}
