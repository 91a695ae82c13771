import { DomainError, invalidInput, type FieldErrors } from '../errors';
import { emailError, normaliseEmail, normalisePhone, phoneError, requiredTextError } from '../validation/fields';
import { isValidSlug } from '../validation/route-params';
import type { PriceCatalogue } from '../content/price-package';
import { isAnonymised } from '../privacy/retention';
import { agreedPricing } from './agreed-pricing';
import { withBillingDetails, type BillingInput } from '../documents/billing-details';
import type { Booking, BookingFieldChange, BookingPricing } from './booking';
import { BOOKING_LIMITS } from './booking-request';

/** What the desk may correct on a booking, as typed (strings), so a refused edit keeps everything in the form. */
export interface BookingEditInput {
  coupleNames: string;
  email: string;
  phone: string;
  venue: string;
  town: string;
  packageSlug: string;
  extras: string[];
  ceremonyTime: string;
  guests: string;
}

export type BookingEditField = keyof BookingEditInput;

/** What the desk sends: the fields it corrects, and the billing details (domain/documents/billing-details.ts) when it sets them. */
export type BookingEditPatch = Partial<BookingEditInput> & { billing?: BillingInput | null };
export const BOOKING_EDIT_FIELDS = ['coupleNames', 'email', 'phone', 'venue', 'town', 'packageSlug', 'extras', 'ceremonyTime', 'guests'] as const satisfies readonly BookingEditField[];

/** The history's name of each field (`contact.email`…), as the stored booking spells it. */
export const EDIT_HISTORY_FIELD: Record<BookingEditField, string> = {
  coupleNames: 'contact.coupleNames',
  email: 'contact.email',
  phone: 'contact.phone',
  venue: 'venue',
  town: 'town',
  packageSlug: 'packageSlug',
  extras: 'extras',
  ceremonyTime: 'ceremonyTime',
  guests: 'guests',
};

/** "Jana Nováková a Petr Novák": two partners' names and the joining word. */
const COUPLE_NAMES_MAX = BOOKING_LIMITS.name * 2 + 3;

/** The form's starting values: the booking as it is. */
export function bookingEditInput(booking: Booking): BookingEditInput {
  return {
    coupleNames: booking.contact.coupleNames,
    email: booking.contact.email,
    phone: booking.contact.phone,
    venue: booking.venue ?? '',
    town: booking.town ?? '',
    packageSlug: booking.packageSlug ?? '',
    extras: [...booking.extras],
    ceremonyTime: booking.ceremonyTime ?? '',
    guests: booking.guests === undefined ? '' : String(booking.guests),
  };
}

function coerce(raw: unknown, current: BookingEditInput): BookingEditInput {
  const r = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const text = (key: Exclude<BookingEditField, 'extras'>) =>
    typeof r[key] === 'string' ? (r[key] as string) : typeof r[key] === 'number' ? String(r[key]) : current[key];
  return {
    coupleNames: text('coupleNames'),
    email: text('email'),
    phone: text('phone'),
    venue: text('venue'),
    town: text('town'),
    packageSlug: text('packageSlug'),
    extras: Array.isArray(r.extras) ? r.extras.filter((e): e is string => typeof e === 'string').slice(0, 20) : current.extras,
    ceremonyTime: text('ceremonyTime'),
    guests: text('guests'),
  };
}

/**
 * The field rules of the public request (domain/validation/fields, BOOKING_LIMITS), applied to a correction: a full
 * booking keeps venue, town and package required as its form did; a simple one may leave them empty.
 */
export function bookingEditErrors(input: BookingEditInput, booking: Pick<Booking, 'kind'>): FieldErrors<BookingEditField> {
  const errors: FieldErrors<BookingEditField> = {};
  const full = booking.kind === 'full';
  const names = requiredTextError(input.coupleNames, COUPLE_NAMES_MAX);
  if (names) errors.coupleNames = names;
  const mail = emailError(input.email);
  if (mail) errors.email = mail;
  const tel = phoneError(input.phone, true);
  if (tel) errors.phone = tel;
  for (const [field, max] of [['venue', BOOKING_LIMITS.venue], ['town', BOOKING_LIMITS.town]] as const) {
    const value = input[field];
    if (full) {
      const error = requiredTextError(value, max);
      if (error) errors[field] = error;
    } else if (value.trim().length > max) errors[field] = 'field/too-long';
  }
  if (input.packageSlug === '') {
    if (full) errors.packageSlug = 'field/required';
  } else if (!isValidSlug(input.packageSlug)) errors.packageSlug = 'booking/unknown-package';
  if (input.extras.some((e) => !isValidSlug(e))) errors.extras = 'booking/unknown-package';
  if (input.ceremonyTime !== '' && !/^([01]\d|2[0-3]):[0-5]\d$/.test(input.ceremonyTime)) errors.ceremonyTime = 'time/invalid';
  if (input.guests.trim() !== '') {
    const guests = Number(input.guests);
    if (!Number.isInteger(guests) || guests < 1 || guests > BOOKING_LIMITS.maxGuests) errors.guests = 'guests/invalid';
  }
  return errors;
}

const optional = (value: string) => (value.trim() === '' ? undefined : value.trim());

/**
 * The agreed prices after the desk changed the package or the extras: what stays chosen keeps the price it was agreed
 * at (Booking.pricing), what is newly chosen is agreed at the current price list's price (`catalogue`). Undefined —
 * "price unknown", never a wrong agreed price — when a newly chosen item has no price in the list (or the list could
 * not be read: null), or when an item that stays chosen had no agreed price (a booking stored before prices were kept).
 */
export function repricedPricing(
  before: Pick<Booking, 'packageSlug' | 'extras' | 'pricing'>,
  after: { packageSlug?: string | undefined; extras: readonly string[] },
  catalogue: PriceCatalogue | null,
): BookingPricing | undefined {
  const agreed = before.pricing;
  const keepsPackage = after.packageSlug !== undefined && after.packageSlug === before.packageSlug;
  const keepsExtra = after.extras.some((slug) => before.extras.includes(slug));
  if (!agreed && (keepsPackage || keepsExtra)) return undefined;
  // The agreed prices first, so they win over the list's for what stays chosen.
  return agreedPricing(after, {
    packages: [...(keepsPackage && agreed?.package ? [agreed.package] : []), ...(catalogue?.packages ?? [])],
    extras: [...(agreed?.extras ?? []).filter((extra) => after.extras.includes(extra.slug)), ...(catalogue?.extras ?? [])],
  });
}

/** What a patch may touch that changes the agreed prices: the caller reads the price list only when it does. */
export function patchTouchesPrices(raw: unknown): boolean {
  return typeof raw === 'object' && raw !== null && ('packageSlug' in raw || 'extras' in raw);
}

/**
 * Applies a desk correction (untrusted `raw`: fields it leaves out keep their value) and records it: one history
 * entry `edit` by `by` listing each field that really changed, old → new (`null` for empty). Nothing changed: the
 * booking itself is answered, with no entry, so the caller writes nothing. Invalid fields: `invalidInput` with the
 * field codes; an anonymised booking: `booking/invalid-transition`. A change of the package or the extras reprices
 * the booking (repricedPricing) with `prices`, the current price list (null: not at hand or unreadable).
 */
export function editBooking(booking: Booking, raw: unknown, by: string, at: string, prices: PriceCatalogue | null = null): Booking {
  // The retention policy removed the couple's data on purpose: a correction must not bring it back.
  if (isAnonymised(booking)) throw new DomainError('booking/invalid-transition', 'an anonymised booking keeps no details to correct');
  const before = bookingEditInput(booking);
  const input = coerce(raw, before);
  const errors = bookingEditErrors(input, booking);
  if (Object.keys(errors).length > 0) throw invalidInput(errors, 'Invalid booking edit');

  const after: Booking = {
    ...booking,
    contact: { coupleNames: input.coupleNames.trim(), email: normaliseEmail(input.email), phone: normalisePhone(input.phone)! },
    extras: [...new Set(input.extras)],
  };
  const set = <K extends 'venue' | 'town' | 'packageSlug' | 'ceremonyTime'>(key: K, value: string | undefined) => {
    if (value === undefined) delete after[key];
    else after[key] = value;
  };
  set('venue', optional(input.venue));
  set('town', optional(input.town));
  set('packageSlug', optional(input.packageSlug));
  set('ceremonyTime', optional(input.ceremonyTime));
  if (input.guests.trim() === '') delete after.guests;
  else after.guests = Number(input.guests);

  const changes = fieldChanges(booking, after);
  const edited = changes.length === 0 ? booking : recordedEdit(booking, after, changes, by, at, prices);
  // The billing details have their own rule and their own history entry; a patch without them leaves them alone.
  const billing = typeof raw === 'object' && raw !== null && 'billing' in raw ? (raw as { billing: unknown }).billing : undefined;
  return billing === undefined ? edited : withBillingDetails(edited, billing, by, at);
}

function recordedEdit(booking: Booking, after: Booking, changes: BookingFieldChange[], by: string, at: string, prices: PriceCatalogue | null): Booking {
  if (changes.some((change) => change.field === EDIT_HISTORY_FIELD.packageSlug || change.field === EDIT_HISTORY_FIELD.extras)) {
    const pricing = repricedPricing(booking, after, prices);
    if (pricing) after.pricing = pricing;
    else delete after.pricing;
  }
  return {
    ...after,
    updatedAt: at,
    history: [...booking.history, { at, by, from: booking.status, to: booking.status, event: 'edit', changes }],
  };
}

/** Each editable field's stored value as the history records it (extras as one comma-separated list). */
function recorded(booking: Booking): Record<BookingEditField, string | number | null> {
  return {
    coupleNames: booking.contact.coupleNames,
    email: booking.contact.email,
    phone: booking.contact.phone,
    venue: booking.venue ?? null,
    town: booking.town ?? null,
    packageSlug: booking.packageSlug ?? null,
    extras: booking.extras.length > 0 ? booking.extras.join(', ') : null,
    ceremonyTime: booking.ceremonyTime ?? null,
    guests: booking.guests ?? null,
  };
}

function fieldChanges(before: Booking, after: Booking): BookingFieldChange[] {
  const [old, next] = [recorded(before), recorded(after)];
  return BOOKING_EDIT_FIELDS.filter((field) => old[field] !== next[field]).map((field) => ({
    field: EDIT_HISTORY_FIELD[field],
    from: old[field],
    to: next[field],
  }));
}
