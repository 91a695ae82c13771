import type { ErrorCode } from '../errors';
import { addDays, addYears, isIsoDate, pragueDate } from './calendar';
import { readWholeNumber } from '../validation/whole-number';

/** How far ahead a wedding date may be requested. Configurable per deployment. */
export interface BookingPolicy {
  minDaysAhead: number;
  maxYearsAhead: number;
  /** Submissions faster than this after the form was shown are treated as bots. */
  minFillMs: number;
}

export const DEFAULT_BOOKING_POLICY: BookingPolicy = { minDaysAhead: 14, maxYearsAhead: 3, minFillMs: 3000 };

/**
 * The policy a deployment configured (the web app from VITE_BOOKING_*, the functions from BOOKING_* params — set
 * both to the same values); missing values keep the defaults, nonsense fails loudly at start-up.
 */
export function readBookingPolicy(values: { minDaysAhead?: unknown; maxYearsAhead?: unknown }): BookingPolicy {
  return {
    ...DEFAULT_BOOKING_POLICY,
    minDaysAhead: readWholeNumber('minDaysAhead', values.minDaysAhead, 0, 365, DEFAULT_BOOKING_POLICY.minDaysAhead),
    maxYearsAhead: readWholeNumber('maxYearsAhead', values.maxYearsAhead, 1, 10, DEFAULT_BOOKING_POLICY.maxYearsAhead),
  };
}

export function bookableWindow(now: Date, policy: BookingPolicy = DEFAULT_BOOKING_POLICY): { first: string; last: string } {
  const today = pragueDate(now);
  return { first: addDays(today, policy.minDaysAhead), last: addYears(today, policy.maxYearsAhead) };
}

/** The date rule: a real calendar day, at least `minDaysAhead` and at most `maxYearsAhead` from today in Prague. */
export function weddingDateError(
  date: string,
  now: Date,
  policy: BookingPolicy = DEFAULT_BOOKING_POLICY,
): ErrorCode | undefined {
  if (date.trim() === '') return 'field/required';
  if (!isIsoDate(date)) return 'date/invalid';
  const { first, last } = bookableWindow(now, policy);
  if (date < first) return 'booking/date-too-soon';
  if (date > last) return 'booking/date-too-far';
  return undefined;
}

/** The nearest requestable dates around `date` that are not taken, closest first (later wins a tie). */
export function nearestFreeDates(
  date: string,
  taken: ReadonlySet<string>,
  now: Date,
  count = 3,
  policy: BookingPolicy = DEFAULT_BOOKING_POLICY,
): string[] {
  const { first, last } = bookableWindow(now, policy);
  const found: string[] = [];
  for (let distance = 1; distance <= 366 && found.length < count; distance += 1) {
    for (const candidate of [addDays(date, distance), addDays(date, -distance)]) {
      if (found.length < count && candidate >= first && candidate <= last && !taken.has(candidate)) found.push(candidate);
    }
  }
  return found;
}

/**
 * Submissions per client (an IP address on the server; the in-memory fake's one browser) and per e-mail, per hour.
 * Only stored submissions count, so a refused date or a typo does not lock a couple out; every lookup counts, so
 * codes cannot be guessed. The use cases in application/ turn these into rate rules (`RateRule`).
 */
export const SUBMISSION_LIMITS = {
  bookingsPerEmail: 5,
  bookingsPerIp: 20,
  lookupsPerIp: 30,
  /** E-mail confirmations (the receipt mail's link) per client: each is an attempt at a token. */
  verificationsPerIp: 30,
  contactPerEmail: 5,
  contactPerIp: 10,
  /** The couple's portal: every call (listing, withdrawing, messaging) per verified account and per client. */
  portalCallsPerAccount: 300,
  portalCallsPerIp: 600,
  /** …and the messages among them, since each one mails the photographer. */
  portalMessagesPerAccount: 30,
  /** GDPR self-service calls (export, erasure) per account e-mail. */
  personalDataPerEmail: 10,
} as const;
export const RATE_WINDOW_MS = 60 * 60 * 1000;

/** One counter a submission is checked against: at most `limit` hits per `RATE_WINDOW_MS` for `key`. */
export interface RateRule {
  /** e.g. `booking-email:jana@example.cz`; stores hash it, so no e-mail or IP is kept as such. */
  key: string;
  limit: number;
  /** What the caller is told once the limit is reached. */
  code: ErrorCode;
}

export const rateRules = {
  booking: (email: string, client: string): RateRule[] => [
    { key: `booking-email:${email}`, limit: SUBMISSION_LIMITS.bookingsPerEmail, code: 'booking/rate-limited' },
    { key: `booking-ip:${client}`, limit: SUBMISSION_LIMITS.bookingsPerIp, code: 'booking/rate-limited' },
  ],
  lookup: (client: string): RateRule[] => [{ key: `lookup-ip:${client}`, limit: SUBMISSION_LIMITS.lookupsPerIp, code: 'lookup/rate-limited' }],
  verification: (client: string): RateRule[] => [
    { key: `verify-ip:${client}`, limit: SUBMISSION_LIMITS.verificationsPerIp, code: 'verify/rate-limited' },
  ],
  contact: (email: string, client: string): RateRule[] => [
    { key: `contact-email:${email}`, limit: SUBMISSION_LIMITS.contactPerEmail, code: 'contact/rate-limited' },
    { key: `contact-ip:${client}`, limit: SUBMISSION_LIMITS.contactPerIp, code: 'contact/rate-limited' },
  ],
  /**
   * A portal call: per client always (a refused session counts too, so nobody probes tokens through the functions),
   * per verified account once it is known, and a message also against the account's message limit.
   */
  portal: (client: string, account?: { email: string; message?: boolean }): RateRule[] => [
    { key: `portal-ip:${client}`, limit: SUBMISSION_LIMITS.portalCallsPerIp, code: 'portal/rate-limited' },
    ...(account ? [{ key: `portal-email:${account.email}`, limit: SUBMISSION_LIMITS.portalCallsPerAccount, code: 'portal/rate-limited' as const }] : []),
    ...(account?.message
      ? [{ key: `portal-message-email:${account.email}`, limit: SUBMISSION_LIMITS.portalMessagesPerAccount, code: 'portal/rate-limited' as const }]
      : []),
  ],
  personalData: (email: string): RateRule[] => [
    { key: `personal-data-email:${email}`, limit: SUBMISSION_LIMITS.personalDataPerEmail, code: 'portal/rate-limited' },
  ],
} as const;

/**
 * The counter keys that name this e-mail (every rule above keyed by an e-mail): "Smazat účet" deletes their counters,
 * since even a hashed e-mail is the couple's data.
 */
export function emailRateKeys(email: string): string[] {
  const keyed = [
    ...rateRules.booking(email, ''),
    ...rateRules.contact(email, ''),
    ...rateRules.personalData(email),
    ...rateRules.portal('', { email, message: true }),
  ];
  return keyed.map((rule) => rule.key).filter((key) => key.endsWith(`-email:${email}`));
}
