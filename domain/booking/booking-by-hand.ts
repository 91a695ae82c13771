import { type FieldErrors, type Validation } from '../errors';
import type { PriceCatalogue } from '../content/price-package';
import { agreedPricing } from './agreed-pricing';
import { BOOKING_CHANNELS, type Booking, type BookingChannel, type BookingStatus } from './booking';
import { DEFAULT_BOOKING_POLICY, type BookingPolicy } from './booking-policy';
import { validateBookingRequest, type BookingRequest, type BookingRequestContext, type BookingRequestField, type BookingRequestInput } from './booking-request';
import { changeStatus, INITIAL_STATUS, statusPath } from './booking-status';

/** Channels the desk can enter a booking from (`web` is the public forms' own). */
export const MANUAL_CHANNELS = BOOKING_CHANNELS.filter((c): c is Exclude<BookingChannel, 'web'> => c !== 'web');
export type ManualChannel = (typeof MANUAL_CHANNELS)[number];

/**
 * Statuses a booking may be entered in: reachable from `new` through STATUS_TRANSITIONS (statusPath) and meaning
 * something for a wedding still to come. `completed` (a past wedding) and `declined`/`cancelled` (nothing to enter)
 * are left out.
 */
export const MANUAL_STATUSES = ['new', 'confirmed', 'deposit-paid'] as const satisfies readonly BookingStatus[];
export type ManualStatus = (typeof MANUAL_STATUSES)[number];

/**
 * What the desk types for a booking taken by phone, at a fair…: the public form's fields (as typed), plus where it
 * came from and the status to enter it in. `kind` and `marketingConsent` of the public input are not the desk's to
 * choose: see validateManualBooking.
 */
export interface ManualBookingInput extends Omit<BookingRequestInput, 'kind' | 'marketingConsent'> {
  channel: string;
  status: string;
}

export type ManualBookingField = BookingRequestField | 'channel' | 'status';

export interface ManualBooking {
  request: BookingRequest;
  channel: ManualChannel;
  status: ManualStatus;
}

/**
 * The one rule for a booking entered by hand, on the server and in the form: the public request's field rules
 * (validateBookingRequest), with two differences, because the photographer enters what she already agreed with the
 * couple and no couple is typing:
 * - the date may be any day from today on (up to the policy's `maxYearsAhead`): a wedding agreed at a fair for next
 *   weekend is real, while the public `minDaysAhead` exists to give the photographer time to answer a stranger.
 *   Past days stay refused (`booking/date-too-soon`): a past wedding is not a booking to take.
 * - `kind` follows the package: with one it is a full booking (venue, town and package required, like the full
 *   form), without one a simple booking; marketing consent is never recorded, because only the couple can give it.
 * The privacy consent stays required: the desk confirms that the couple was told how their data is processed.
 * No bot barrier, no rate limits: only an admin can call this.
 */
export function validateManualBooking(
  raw: unknown,
  context: BookingRequestContext,
): Validation<ManualBooking, ManualBookingField> {
  const r = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const policy: BookingPolicy = { ...(context.policy ?? DEFAULT_BOOKING_POLICY), minDaysAhead: 0 };
  const kind = typeof r.packageSlug === 'string' && r.packageSlug !== '' ? 'full' : 'simple';
  const validation = validateBookingRequest({ ...r, kind, marketingConsent: false }, { ...context, policy });
  const errors: FieldErrors<ManualBookingField> = validation.ok ? {} : { ...validation.errors };
  // An unknown channel is no channel: the form offers only the list.
  if (!(MANUAL_CHANNELS as readonly unknown[]).includes(r.channel)) errors.channel = 'field/required';
  if (!(MANUAL_STATUSES as readonly unknown[]).includes(r.status)) errors.status = 'booking/invalid-transition';
  if (!validation.ok || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, value: { request: validation.value, channel: r.channel as ManualChannel, status: r.status as ManualStatus } };
}

/**
 * A validated manual booking as stored: first entry `created` (from null to `new`, by the admin), then one entry per
 * legal step to the chosen status (statusPath, each through changeStatus), so the history reads as if the desk had
 * clicked each change — and the status mail ids (which carry the history index) stay unique — and a booking entered
 * as confirmed gets its deposit's variable symbol like a confirmed request. `prices`: the price list as read now
 * (null when it could not be read); the agreed prices are stored from it (agreedPricing), like a public request's.
 */
export function bookingByHand(
  manual: ManualBooking,
  created: { at: string; by: string; reservationCode: string },
  prices: PriceCatalogue | null = null,
): Booking {
  const { at, by } = created;
  const pricing = agreedPricing(manual.request, prices);
  const entered: Booking = {
    ...manual.request,
    reservationCode: created.reservationCode,
    status: INITIAL_STATUS,
    channel: manual.channel,
    ...(pricing ? { pricing } : {}),
    createdAt: at,
    updatedAt: at,
    history: [{ at, by, from: null, to: INITIAL_STATUS, event: 'created' }],
  };
  return statusPath(manual.status).reduce((booking, to) => changeStatus(booking, { to, by, at }), entered);
}

/**
 * Whether a stored booking with the same (client-generated) id is this desk's own manual booking, so a retried submit
 * answers it instead of failing; any other booking with that id is `booking/already-exists`.
 */
export function isManualBookingBy(stored: Booking, by: string): boolean {
  const first = stored.history[0];
  return stored.channel !== undefined && stored.channel !== 'web' && first?.event === 'created' && first.by === by;
}
