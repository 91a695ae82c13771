import { isValidSlug } from '../validation/route-params';
import type { FieldErrors, Validation } from '../errors';
import { emailError, normaliseEmail, normalisePhone, phoneError, requiredTextError } from '../validation/fields';
import type { Booking } from './booking';
import { DEFAULT_BOOKING_POLICY, weddingDateError, type BookingPolicy } from './booking-policy';

/** What a couple types into either booking form, as typed (strings), so a failed submit can keep it all. */
export interface BookingRequestInput {
  /** Client-generated id (UUID), created when the form opens; a retry sends the same id. */
  id: string;
  kind: 'full' | 'simple';
  weddingDate: string;
  ceremonyTime: string;
  venue: string;
  town: string;
  packageSlug: string;
  extras: string[];
  guests: string;
  partner1: string;
  partner2: string;
  email: string;
  phone: string;
  message: string;
  source: string;
  privacyConsent: boolean;
  marketingConsent: boolean;
}

export type BookingRequestField = Exclude<keyof BookingRequestInput, 'id' | 'kind'> | 'id';

/** A validated request, ready to be stored as a booking in status `new`. */
export type BookingRequest = Pick<
  Booking,
  | 'id'
  | 'kind'
  | 'weddingDate'
  | 'ceremonyTime'
  | 'contact'
  | 'packageSlug'
  | 'extras'
  | 'venue'
  | 'town'
  | 'guests'
  | 'message'
  | 'source'
  | 'consentAt'
  | 'marketingConsentAt'
>;

export interface BookingRequestContext {
  now: Date;
  policy?: BookingPolicy;
  /** Slugs of the packages and extras on the price list; unknown ones are refused. */
  packageSlugs?: readonly string[];
  extraSlugs?: readonly string[];
}

export const BOOKING_LIMITS = { name: 80, venue: 160, town: 80, message: 4000, source: 120, maxGuests: 1000 } as const;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

export function emptyBookingRequest(id: string, kind: BookingRequestInput['kind']): BookingRequestInput {
  return {
    id,
    kind,
    weddingDate: '',
    ceremonyTime: '',
    venue: '',
    town: '',
    packageSlug: '',
    extras: [],
    guests: '',
    partner1: '',
    partner2: '',
    email: '',
    phone: '',
    message: '',
    source: '',
    privacyConsent: false,
    marketingConsent: false,
  };
}

function optionalText(value: string, max: number): string | undefined {
  const text = value.trim();
  return text === '' ? undefined : text.slice(0, max);
}

/**
 * The one rule for a booking request: used by the forms, by the `submitBooking` function on the server and by the
 * tests. Untrusted input (from the network) is checked for shape first, so it never throws.
 */
export function validateBookingRequest(
  raw: unknown,
  context: BookingRequestContext,
): Validation<BookingRequest, BookingRequestField> {
  const input = coerceInput(raw);
  const policy = context.policy ?? DEFAULT_BOOKING_POLICY;
  const errors: FieldErrors<BookingRequestField> = {};
  const full = input.kind === 'full';

  if (!UUID.test(input.id)) errors.id = 'id/invalid';
  const dateError = weddingDateError(input.weddingDate, context.now, policy);
  if (dateError) errors.weddingDate = dateError;
  if (input.ceremonyTime !== '' && !/^([01]\d|2[0-3]):[0-5]\d$/.test(input.ceremonyTime)) errors.ceremonyTime = 'time/invalid';
  const partner1Error = requiredTextError(input.partner1, BOOKING_LIMITS.name);
  if (partner1Error) errors.partner1 = partner1Error;
  if (input.partner2.trim().length > BOOKING_LIMITS.name) errors.partner2 = 'field/too-long';
  const mailError = emailError(input.email);
  if (mailError) errors.email = mailError;
  const telError = phoneError(input.phone, true);
  if (telError) errors.phone = telError;
  if (full) {
    const venueError = requiredTextError(input.venue, BOOKING_LIMITS.venue);
    if (venueError) errors.venue = venueError;
    const townError = requiredTextError(input.town, BOOKING_LIMITS.town);
    if (townError) errors.town = townError;
    if (input.packageSlug === '') errors.packageSlug = 'field/required';
    // Without the price list at hand (the function), a slug must at least look like one: no free text gets stored.
    else if (!isValidSlug(input.packageSlug) || (context.packageSlugs && !context.packageSlugs.includes(input.packageSlug))) {
      errors.packageSlug = 'booking/unknown-package';
    }
    if (input.extras.some((e) => !isValidSlug(e) || (context.extraSlugs && !context.extraSlugs.includes(e)))) errors.extras = 'booking/unknown-package';
  }
  if (input.guests !== '') {
    const guests = Number(input.guests);
    if (!Number.isInteger(guests) || guests < 1 || guests > BOOKING_LIMITS.maxGuests) errors.guests = 'guests/invalid';
  }
  if (input.message.trim().length > BOOKING_LIMITS.message) errors.message = 'field/too-long';
  if (!input.privacyConsent) errors.privacyConsent = 'consent/required';

  if (Object.keys(errors).length > 0) return { ok: false, errors };

  const at = context.now.toISOString();
  const names = coupleNames(input.partner1, input.partner2);
  const request: BookingRequest = {
    id: input.id.toLowerCase(),
    kind: input.kind,
    weddingDate: input.weddingDate,
    contact: { coupleNames: names, email: normaliseEmail(input.email), phone: normalisePhone(input.phone)! },
    extras: full ? [...new Set(input.extras)] : [],
    consentAt: at,
  };
  if (input.ceremonyTime) request.ceremonyTime = input.ceremonyTime;
  if (full) request.packageSlug = input.packageSlug;
  const venue = optionalText(input.venue, BOOKING_LIMITS.venue);
  if (venue) request.venue = venue;
  const town = optionalText(input.town, BOOKING_LIMITS.town);
  if (town) request.town = town;
  if (input.guests !== '') request.guests = Number(input.guests);
  const message = optionalText(input.message, BOOKING_LIMITS.message);
  if (message) request.message = message;
  const source = optionalText(input.source, BOOKING_LIMITS.source);
  if (source) request.source = source;
  if (input.marketingConsent) request.marketingConsentAt = at;
  return { ok: true, value: request };
}

/**
 * A validated request as a stored booking: status `new`, with the first history entry (from the public form).
 * Every path that accepts a request (the function, the in-memory fake) builds it here.
 */
export function bookingFromRequest(request: BookingRequest, created: { at: string; reservationCode: string }): Booking {
  return {
    ...request,
    reservationCode: created.reservationCode,
    status: 'new',
    createdAt: created.at,
    updatedAt: created.at,
    history: [{ at: created.at, by: PUBLIC_ACTOR, from: null, to: 'new' }],
  };
}

/** Who the history names for a change made through the public forms. */
export const PUBLIC_ACTOR = 'public';

function str(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}

/** "Jana Nováková a Petr Novák": how the couple is named everywhere (the second partner is optional). */
export function coupleNames(partner1: string, partner2: string): string {
  return [partner1.trim(), partner2.trim()].filter(Boolean).join(' a ');
}

function coerceInput(raw: unknown): BookingRequestInput {
  const r = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  return {
    id: str(r.id),
    kind: r.kind === 'simple' ? 'simple' : 'full',
    weddingDate: str(r.weddingDate),
    ceremonyTime: str(r.ceremonyTime),
    venue: str(r.venue),
    town: str(r.town),
    packageSlug: str(r.packageSlug),
    extras: Array.isArray(r.extras) ? r.extras.filter((e): e is string => typeof e === 'string').slice(0, 20) : [],
    guests: str(r.guests),
    partner1: str(r.partner1),
    partner2: str(r.partner2),
    email: str(r.email),
    phone: str(r.phone),
    message: str(r.message),
    source: str(r.source),
    privacyConsent: r.privacyConsent === true,
    marketingConsent: r.marketingConsent === true,
  };
}

/** Spam signals from the form: a filled honeypot or a form sent faster than a person can type. */
export function looksLikeBot(signals: { honeypot: string; formShownAt: number; submittedAt: number }, policy = DEFAULT_BOOKING_POLICY): boolean {
  return signals.honeypot.trim() !== '' || signals.submittedAt - signals.formShownAt < policy.minFillMs;
}
