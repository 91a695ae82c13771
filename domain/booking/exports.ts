import type { Booking, BookingStatus } from './booking';
import { DATE_TAKING_STATUSES } from './booking-status';
import { isIsoDate, PRAGUE_TIME_ZONE } from './calendar';
import { phoneError } from '../validation/fields';

/**
 * Export files for the photographer's own tools. Pure builders: the caller supplies the Czech labels, so the
 * domain holds the format rules (BOM, separators, escaping, folding) and src/texts holds the words.
 */

export interface CsvColumn {
  header: string;
  value: (booking: Booking) => string | number | undefined;
  /** `phone`: a value that passes the phone rule is written as text Excel keeps (see csvField). */
  kind?: 'text' | 'phone';
}

const BOM = '\uFEFF';
const CRLF = '\r\n';

/** "2027-06-12" → "12. 6. 2027": the short Czech date Excel in a Czech locale reads as a date. */
export function czechShortDate(iso: string): string {
  if (!isIsoDate(iso)) return iso;
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return `${d}. ${m}. ${y}`;
}

const pragueMinute = new Intl.DateTimeFormat('en-CA', {
  timeZone: PRAGUE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/**
 * An ISO instant as "2026-11-24 15:30" in Prague: a date-time Czech Excel recognises in a CSV, so the column sorts
 * and filters as dates (the spelled-out "24. listopadu 2026 v 15:30" is only text to Excel). Anything else as given.
 */
export function excelDateTime(isoInstant: string): string {
  const instant = new Date(isoInstant);
  if (Number.isNaN(instant.getTime())) return isoInstant;
  const part = Object.fromEntries(pragueMinute.formatToParts(instant).map((p) => [p.type, p.value]));
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}`;
}

/**
 * One CSV field, always quoted. A leading =, +, -, @, tab or CR would make Excel evaluate the cell as a formula
 * (CSV injection), so such text gets an apostrophe in front, which Excel shows as plain text. A `phone` value that
 * passes the phone rule (domain/validation/fields.ts) is written as the text formula `="+420777123456"`: Excel reads
 * a bare `+420777123456` as the number 4,20777E+11 (and drops a leading zero), while a formula returning the text
 * keeps every digit as typed. The rule allows only digits, spaces and - . ( ) / after one leading +, so the value
 * cannot close the string or name a function or a cell.
 */
export function csvField(value: string | number | undefined, kind: CsvColumn['kind'] = 'text'): string {
  let text = value === undefined ? '' : String(value);
  if (kind === 'phone' && text.trim() !== '' && phoneError(text, true) === undefined) text = `="${text.trim()}"`;
  else if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

/** CSV that Czech Excel opens correctly: UTF-8 with BOM, semicolons (the Czech list separator), CRLF rows. */
export function bookingsCsv(bookings: readonly Booking[], columns: readonly CsvColumn[]): string {
  const rows = [columns.map((c) => csvField(c.header)).join(';')];
  for (const booking of bookings) rows.push(columns.map((c) => csvField(c.value(booking), c.kind)).join(';'));
  return `${BOM}${rows.join(CRLF)}${CRLF}`;
}

/** RFC 5545 TEXT escaping: backslash, semicolon, comma and line breaks. */
export function icsText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

const encoder = new TextEncoder();

/** Folds a content line at 75 octets (RFC 5545 §3.1) without splitting a UTF-8 character. */
export function foldIcsLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // Continuation lines start with a space, which counts towards their 75 octets.
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

function icsDate(iso: string): string {
  return iso.replace(/-/g, '');
}

function nextDay(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}

function icsInstant(date: Date): string {
  return `${date.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;
}

/**
 * The domain of the weddings' UIDs (`{booking id}@…`): one for every calendar file the system writes (the admin's
 * export, the couple's confirmation), so an event keeps its identity wherever it is imported again.
 */
export const WEDDING_UID_DOMAIN = 'terezanovakova-foto.cz';

export interface IcsOptions {
  /** DTSTAMP of every event. */
  now: Date;
  /** Domain of the UIDs, so they stay globally unique and stable across exports. */
  uidDomain: string;
  calendarName: string;
  summary: (booking: Booking) => string;
  description: (booking: Booking) => string;
  /** Days off (blocked date locks) as all-day events titled `summary`, UID `blocked-{date}@{uidDomain}`. */
  blockedDays?: { dates: readonly string[]; summary: string };
  /**
   * For a subscribed feed: how often clients should fetch it again (REFRESH-INTERVAL, RFC 7986, and Outlook's
   * X-PUBLISHED-TTL) and the calendar's time zone for clients that show one (X-WR-TIMEZONE).
   */
  refreshMinutes?: number;
  /** Where the photographer opens the booking (URL property of the event). */
  url?: (booking: Booking) => string;
  /**
   * Requests that hold their day (a live date hold): TENTATIVE all-day events under the booking's own UID, so the
   * event turns CONFIRMED in place when the request is confirmed, and disappears when it is declined or expires.
   */
  tentative?: { bookings: readonly Booking[]; summary: (booking: Booking) => string; description: (booking: Booking) => string };
}

/** Statuses whose wedding is agreed and belongs in the photographer's calendar: exactly those that take the date. */
export const CALENDAR_STATUSES: readonly BookingStatus[] = DATE_TAKING_STATUSES;

/** The UID of a blocked day's event: stable per date, so unblocking and blocking again replaces, never doubles. */
export function blockedDayUid(date: string, uidDomain: string): string {
  return `blocked-${date}@${uidDomain}`;
}

/**
 * An iCalendar file of the agreed weddings: one all-day VEVENT per booking, UID per booking, CRLF, folded lines.
 * The one rule for every calendar the system writes: the admin's download, the couple's attachment and the
 * photographer's subscribed feed (domain/booking/calendar-feed.ts), which adds the days off.
 */
export function weddingsIcs(bookings: readonly Booking[], options: IcsOptions): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Tereza Novakova foto//Rezervace//CS',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${icsText(options.calendarName)}`,
  ];
  if (options.refreshMinutes !== undefined) {
    lines.push(
      `X-WR-TIMEZONE:${PRAGUE_TIME_ZONE}`,
      `REFRESH-INTERVAL;VALUE=DURATION:PT${options.refreshMinutes}M`,
      `X-PUBLISHED-TTL:PT${options.refreshMinutes}M`,
    );
  }
  const stamp = icsInstant(options.now);
  const allDay = (date: string) => [`DTSTART;VALUE=DATE:${icsDate(date)}`, `DTEND;VALUE=DATE:${icsDate(nextDay(date))}`];
  const event = (booking: Booking, summary: string, description: string, status: 'CONFIRMED' | 'TENTATIVE') => {
    const location = [booking.venue, booking.town].filter(Boolean).join(', ');
    lines.push(
      'BEGIN:VEVENT',
      `UID:${booking.id}@${options.uidDomain}`,
      `DTSTAMP:${stamp}`,
      ...allDay(booking.weddingDate),
      `SUMMARY:${icsText(summary)}`,
      ...(location ? [`LOCATION:${icsText(location)}`] : []),
      `DESCRIPTION:${icsText(description)}`,
      ...(options.url ? [`URL:${options.url(booking)}`] : []),
      `STATUS:${status}`,
      'TRANSP:OPAQUE',
      'END:VEVENT',
    );
  };
  for (const booking of bookings.filter((b) => CALENDAR_STATUSES.includes(b.status))) {
    event(booking, options.summary(booking), options.description(booking), 'CONFIRMED');
  }
  const tentative = options.tentative;
  for (const booking of tentative?.bookings.filter((b) => !CALENDAR_STATUSES.includes(b.status) && isIsoDate(b.weddingDate)) ?? []) {
    event(booking, tentative!.summary(booking), tentative!.description(booking), 'TENTATIVE');
  }
  for (const date of options.blockedDays?.dates.filter(isIsoDate) ?? []) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${blockedDayUid(date, options.uidDomain)}`,
      `DTSTAMP:${stamp}`,
      ...allDay(date),
      `SUMMARY:${icsText(options.blockedDays!.summary)}`,
      'TRANSP:OPAQUE',
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(foldIcsLine).join(CRLF)}${CRLF}`;
}
