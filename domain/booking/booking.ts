/** Where a booking request is in its life. The booking issue adds the transition rules. */
export const bookingStatuses = ['new', 'confirmed', 'deposit-paid', 'completed', 'declined', 'cancelled'] as const;
export type BookingStatus = (typeof bookingStatuses)[number];

export interface BookingContact {
  coupleNames: string;
  email: string;
  phone: string;
}

export interface BookingHistoryEntry {
  at: string;
  by: string;
  from: BookingStatus | null;
  to: BookingStatus;
  note?: string;
}

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
  /** When the retention policy removed the couple's personal data (domain/privacy/retention.ts); absent until then. */
  anonymisedAt?: string;
}

/**
 * What the photographer's desk may change once a request has arrived; what the couple submitted stays as sent.
 * firestore.rules repeat this list in the bookings update rule (checked by tests/firebase/firestore-rules-domain.test.ts).
 */
export const ADMIN_PATCHABLE_FIELDS = ['status', 'history', 'updatedAt', 'packageSlug', 'extras', 'internalNotes'] as const;
export type AdminPatchableField = (typeof ADMIN_PATCHABLE_FIELDS)[number];

/** A day that cannot be requested: taken by a confirmed booking or blocked by the admin. No personal data. */
export interface DateLock {
  date: string;
  reason: 'booked' | 'blocked';
  bookingId?: string;
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
