import type { BillingDetails } from '../documents/billing-details';

/**
 * Where a booking request is in its life (the transitions: booking-status.ts). `withdrawn`: the couple took back a
 * request that was still `new`, from their portal.
 */
export const bookingStatuses = ['new', 'confirmed', 'deposit-paid', 'completed', 'declined', 'cancelled', 'withdrawn'] as const;
export type BookingStatus = (typeof bookingStatuses)[number];

export interface BookingContact {
  coupleNames: string;
  email: string;
  phone: string;
}

/**
 * What an entry records besides (or instead of) a status change. Absent: a status change (`from` → `to`). Every other
 * kind keeps the status (`from === to`, the status at that moment), so the rules' "one entry appended" check holds.
 * - `message`: the couple (or the photographer) wrote about the booking; the text is in the booking's thread (one
 *   entry per message, so the history counts the thread), the entry's `note` names nothing private.
 * - `edit`: the desk corrected fields; `changes` lists each with its old and new value.
 * - `move`: the desk moved the wedding to another day (its lock moved in the same transaction); `changes` has
 *   `weddingDate`.
 * - `created`: the desk entered the booking by hand (a phone call, a fair); `Booking.channel` says where from.
 */
export type BookingHistoryEvent = 'message' | 'edit' | 'move' | 'created';

/** One field a desk edit or a date move changed: its old and new value (`null` when it was or became empty). */
export interface BookingFieldChange {
  field: string;
  from: string | number | null;
  to: string | number | null;
}

export interface BookingHistoryEntry {
  at: string;
  by: string;
  from: BookingStatus | null;
  to: BookingStatus;
  note?: string;
  event?: BookingHistoryEvent;
  changes?: BookingFieldChange[];
}

/**
 * A message about a booking, in its thread: stored apart from the booking (one document each, functions/ only), so a
 * long conversation never grows the booking itself; each one also adds a history entry `event: 'message'`
 * (domain/booking/booking-message.ts). The couple's portal writes them; the admin detail shows them.
 */
export interface BookingMessage {
  id: string;
  at: string;
  /** `couple`: sent from the couple's portal; `photographer`: the desk's answer. */
  author: 'couple' | 'photographer';
  text: string;
}

/** A price as agreed when the request was made, with the name it had then. */
export interface AgreedPrice {
  slug: string;
  name: string;
  priceCzk: number;
}

/**
 * The prices a booking was requested with (CZK, whole crowns), so a later change of the price list never changes an
 * agreed price or deposit. Bookings stored before prices were kept have none: read them as "price unknown".
 */
export interface BookingPricing {
  package?: AgreedPrice;
  extras: AgreedPrice[];
}

/** Where a booking came from: the web forms, or entered by the photographer by hand. */
export const BOOKING_CHANNELS = ['web', 'telefon', 'e-mail', 'instagram', 'veletrh', 'doporuceni', 'jine'] as const;
export type BookingChannel = (typeof BOOKING_CHANNELS)[number];

export interface Booking {
  /** Client-generated id, so a retried submission never creates a second booking. */
  id: string;
  /** Short code the couple uses to look the reservation up. */
  reservationCode: string;
  status: BookingStatus;
  /** Which form it came from. */
  kind?: 'full' | 'simple';
  /** ISO `YYYY-MM-DD`, a calendar day in Europe/Prague. */
  weddingDate: string;
  /** `HH:MM`, when known. */
  ceremonyTime?: string;
  contact: BookingContact;
  packageSlug?: string;
  extras: string[];
  venue?: string;
  town?: string;
  guests?: number;
  message?: string;
  /** How the couple found the photographer. */
  source?: string;
  /** When the couple agreed to the privacy policy (required). */
  consentAt: string;
  /** When the couple opted in to marketing e-mails, if they did. */
  marketingConsentAt?: string;
  /** The photographer's internal notes; never shown to the couple. */
  internalNotes?: string;
  createdAt: string;
  updatedAt: string;
  history: BookingHistoryEntry[];
  /** The prices agreed at request time; absent on bookings stored before they were kept ("price unknown"). */
  pricing?: BookingPricing;
  /**
   * The variable symbol of the deposit (domain/payment/variable-symbol.ts), fixed when the booking first took its
   * date (domain changeStatus), so a later date move never changes the symbol the couple was sent. Absent on bookings
   * confirmed before it was stored: derived from the booking then, as before.
   */
  variableSymbol?: string;
  /** Where the booking came from; absent means the web forms. */
  channel?: BookingChannel;
  /** When the retention policy removed the couple's personal data (domain/privacy/retention.ts); absent until then. */
  anonymisedAt?: string;
  /**
   * When the couple asked for their account's erasure ("Smazat účet") while this booking held its date: it is kept
   * for the photographer's contract duties and flagged for her. Written by the function only; the desk cannot clear it.
   */
  erasureRequestedAt?: string;
  /**
   * A web request's proof of address: the SHA-256 (hex) of the secret in its receipt mail's confirmation link
   * (domain/booking/email-verification.ts). Only the link's holder can confirm; the digest alone confirms nothing.
   */
  emailTokenDigest?: string;
  /** When the couple confirmed their e-mail with that link; until then the request holds no day. */
  emailVerifiedAt?: string;
  /**
   * The thread's markers, server times written only by the functions (domain/booking/message-marks.ts): when each
   * side last wrote, and when each side last opened the thread. Unread = the other side wrote after one's last read.
   */
  coupleWroteAt?: string;
  coupleReadAt?: string;
  photographerWroteAt?: string;
  photographerReadAt?: string;
  /**
   * "Fakturační údaje" (domain/documents/billing-details.ts): whom documents issued from now on are made out to.
   * Written by the functions only (the couple's portal, the desk's correction).
   */
  billing?: BillingDetails;
}

/**
 * What the photographer's desk may change once a request has arrived; what the couple submitted stays as sent.
 * firestore.rules repeat this list in the bookings update rule (checked by adapters/firebase/firestore-rules-domain.test.ts).
 */
export const ADMIN_PATCHABLE_FIELDS = ['status', 'history', 'updatedAt', 'internalNotes'] as const;

/**
 * Fields only the functions write, never a desk client, not even when it creates a booking: `messages` (the portal
 * thread, kept apart since; the name stays refused so nothing lands in the booking under it), the erasure flag, the
 * retention's anonymisation stamp, the deposit's variable symbol (unique through the functions' registry) and the
 * e-mail confirmation (a desk client must not mark an address confirmed) and the thread's read markers (a reply and a
 * read are the functions' to stamp, or a desk could hide a couple's message as read). firestore.rules repeat the list (checked by
 * a test).
 */
export const SERVER_ONLY_BOOKING_FIELDS = [
  'messages',
  'erasureRequestedAt',
  'anonymisedAt',
  'variableSymbol',
  'emailTokenDigest',
  'emailVerifiedAt',
  'coupleWroteAt',
  'coupleReadAt',
  'photographerWroteAt',
  'photographerReadAt',
  'billing',
] as const;
export type AdminPatchableField = (typeof ADMIN_PATCHABLE_FIELDS)[number];

/**
 * A day that cannot be requested: taken by a confirmed booking, blocked by the admin, or held for a new request under
 * the date-hold policy (`held`, until `expiresAt`; an expired hold blocks nothing). No personal data.
 */
export interface DateLock {
  date: string;
  reason: 'booked' | 'blocked' | 'held';
  bookingId?: string;
  /** ISO instant; only on `held` locks. */
  expiresAt?: string;
}

/** Reservation codes avoid look-alike characters (0/O, 1/I/L). */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

export function createReservationCode(random: () => number = Math.random): string {
  let code = '';
  for (let i = 0; i < 8; i += 1) code += CODE_ALPHABET[Math.floor(random() * CODE_ALPHABET.length)];
  return `${code.slice(0, 4)}-${code.slice(4)}`;
}

export function isReservationCode(value: string): boolean {
  return new RegExp(`^[${CODE_ALPHABET}]{4}-[${CODE_ALPHABET}]{4}$`).test(value.trim().toUpperCase());
}
