import type { Booking, BookingStatus, DateLock } from './booking';
import { adminBookingUrl } from './booking-links';
import { WEDDING_UID_DOMAIN, weddingsIcs } from './exports';
import { isAnonymised } from '../privacy/retention';
import { formatDateTime } from '../formatting/czech';
import { ownLiveHold } from './date-lock';

/**
 * The photographer's subscribed calendar: a private iCalendar feed at an address whose secret is a random token.
 * The file is the export's (weddingsIcs: same UIDs, all-day Prague dates) plus the days off, and carries only what
 * her own calendar needs — the couple's names, where, when the ceremony starts, the status and a link to the desk.
 * Never the e-mail, phone, message or internal notes: calendar apps sync and share far beyond the admin.
 */

/** 32 random bytes: 256 bits, far past guessing (the floor is 128). */
export const CALENDAR_FEED_TOKEN_BYTES = 32;
/** base64url of 32 bytes, unpadded. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** How often calendar apps are asked to fetch again (REFRESH-INTERVAL); the response itself is cached 5 minutes. */
export const CALENDAR_FEED_REFRESH_MINUTES = 60;

/** A fresh token from `randomBytes` (node:crypto in the functions, crypto.getRandomValues in the fake). */
export function newCalendarFeedToken(randomBytes: (size: number) => Uint8Array): string {
  const bytes = randomBytes(CALENDAR_FEED_TOKEN_BYTES);
  if (bytes.length !== CALENDAR_FEED_TOKEN_BYTES) throw new Error('Calendar feed token needs 32 random bytes');
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function isCalendarFeedToken(value: unknown): value is string {
  return typeof value === 'string' && TOKEN_PATTERN.test(value);
}

/** The feed's address: `{base}/{token}.ics` (the suffix helps clients that guess the type from the address). */
export function calendarFeedUrl(base: string, token: string): string {
  return `${base.replace(/\/+$/, '')}/${token}.ics`;
}

/** The token in a request path below the feed's base (`/{token}.ics` or `/{token}`); null for anything else. */
export function calendarFeedTokenOf(path: string): string | null {
  // The last segment: behind a Hosting rewrite (CALENDAR_FEED_BASE_URL) the function sees the whole original path.
  const token = /\/([^/]+?)(?:\.ics)?$/.exec(path)?.[1];
  return isCalendarFeedToken(token) ? token : null;
}

/** Compares in time independent of where the strings differ, so response times do not leak the token. */
export function sameCalendarFeedToken(stored: string, presented: string): boolean {
  let difference = stored.length ^ presented.length;
  for (let i = 0; i < stored.length; i += 1) difference |= stored.charCodeAt(i) ^ presented.charCodeAt(i % Math.max(presented.length, 1));
  return difference === 0;
}

export const CALENDAR_FEED_NAME = 'Svatby – Tereza Nováková';
export const BLOCKED_DAY_SUMMARY = 'Blokovaný den (volno)';

const STATUS_LABEL: Partial<Record<BookingStatus, string>> = {
  confirmed: 'potvrzená',
  'deposit-paid': 'záloha zaplacena',
  completed: 'dokončená',
};

/** The event's title: the couple's names, or only the reservation code once the retention policy anonymised them. */
export function calendarFeedSummary(booking: Booking): string {
  return isAnonymised(booking) ? `Svatba (anonymizováno, ${booking.reservationCode})` : `Svatba: ${booking.contact.coupleNames}`;
}

/** A request holding its day (the date-hold policy), with the end of its hold (none: until it is answered). */
export interface HeldRequest {
  booking: Booking;
  until?: string;
}

/**
 * The requests that hold a day at `now`: each held lock that is its booking's own live hold (ownLiveHold: an expired
 * hold holds nothing, even before the scheduler deletes it), with the hold's end.
 */
export function heldRequests(held: ReadonlyArray<{ lock: DateLock; booking: Booking | null }>, now: Date): HeldRequest[] {
  return held
    .flatMap(({ lock, booking }) => {
      const hold = booking && ownLiveHold(booking, lock, now);
      return hold ? [{ booking: booking!, ...(hold.expiresAt ? { until: hold.expiresAt } : {}) }] : [];
    })
    .sort((a, b) => a.booking.weddingDate.localeCompare(b.booking.weddingDate));
}

export const HELD_SUMMARY_PREFIX = 'Předběžně drženo';

export interface CalendarFeedInput {
  /** Every booking the feed may show; weddingsIcs keeps the date-taking ones (CALENDAR_STATUSES). */
  weddings: readonly Booking[];
  /** Dates of the blocked date locks (the days off). */
  blockedDays: readonly string[];
  /** Requests holding their day (heldRequests): tentative events, so the photographer sees what is pencilled in. */
  held?: readonly HeldRequest[];
  now: Date;
  /** The site's address, for the link to the booking in the admin. */
  siteUrl: string;
}

export function calendarFeedIcs({ weddings, blockedDays, held = [], now, siteUrl }: CalendarFeedInput): string {
  const until = new Map(held.map((h) => [h.booking.id, h.until]));
  return weddingsIcs(weddings, {
    now,
    uidDomain: WEDDING_UID_DOMAIN,
    calendarName: CALENDAR_FEED_NAME,
    refreshMinutes: CALENDAR_FEED_REFRESH_MINUTES,
    summary: calendarFeedSummary,
    description: (b) =>
      [
        ...(b.ceremonyTime ? [`Obřad: ${b.ceremonyTime}`] : []),
        `Stav: ${STATUS_LABEL[b.status] ?? b.status}`,
        `Rezervace v administraci: ${adminBookingUrl(siteUrl, b.id)}`,
      ].join('\n'),
    url: (b) => adminBookingUrl(siteUrl, b.id),
    blockedDays: { dates: [...blockedDays].sort(), summary: BLOCKED_DAY_SUMMARY },
    tentative: {
      bookings: held.map((h) => h.booking),
      summary: (b) => `${HELD_SUMMARY_PREFIX}: ${isAnonymised(b) ? b.reservationCode : b.contact.coupleNames}`,
      description: (b) =>
        [
          `Poptávka drží termín ${until.get(b.id) ? `do ${formatDateTime(until.get(b.id)!)}` : 'do potvrzení nebo odmítnutí'}`,
          `Rezervace v administraci: ${adminBookingUrl(siteUrl, b.id)}`,
        ].join('\n'),
    },
  });
}
