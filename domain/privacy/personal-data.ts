import type { Booking, DateLock } from '../booking/booking';
import { takesDate } from '../booking/booking-status';
import type { LockChange } from '../booking/date-lock';
import { normalisedEmail } from '../user/user';

/**
 * GDPR self-service (the couple's portal: "Stáhnout moje údaje", "Smazat účet"): what of an account's e-mail is
 * exported, what is erased and what is kept for the photographer. The use cases are in
 * application/privacy/export-personal-data.ts and erase-personal-data.ts.
 */

/**
 * The accounts service's fields a couple gets back about their account. An allow-list, not a deny-list: a field the
 * accounts service adds later (a hash, a token, a provider secret) stays out until someone decides it belongs here.
 */
export const ACCOUNT_EXPORT_FIELDS = [
  'id',
  'documentId',
  'username',
  'email',
  'provider',
  'confirmed',
  'blocked',
  'createdAt',
  'updatedAt',
  'publishedAt',
  'locale',
] as const;

/** The account's exportable fields (ACCOUNT_EXPORT_FIELDS) of what the accounts service answered; null for none. */
export function accountExportOf(raw: unknown): Record<string, unknown> | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const fields = raw as Record<string, unknown>;
  return Object.fromEntries(ACCOUNT_EXPORT_FIELDS.filter((field) => fields[field] !== undefined).map((field) => [field, fields[field]]));
}

/** Is this booking the account's? Its contact e-mail equals the account's, compared trimmed and lower case. */
export function isBookingOf(booking: Pick<Booking, 'contact'>, email: string): boolean {
  return normalisedEmail(booking.contact.email) === normalisedEmail(email);
}

/**
 * Does "Smazat účet" keep this booking for the photographer? Only one whose status takes its date (confirmed, paid,
 * completed) may be under contract. A request — even one holding its day under the hold policy — is only a tentative
 * claim without a contract: it is erased and its hold freed, as the couple asked.
 */
export function keptOnErasure(booking: Pick<Booking, 'status'>): boolean {
  return takesDate(booking.status);
}

/**
 * The lock change of erasing a booking that does not hold its date (`lockChange(booking, null, lock)`), plus the
 * lock still naming it, if any (an expired hold): nothing may point at an erased booking.
 */
export function erasedLockChange(change: LockChange, booking: Pick<Booking, 'id'>, lock: DateLock | null): LockChange {
  return !change.delete && lock?.bookingId === booking.id ? { ...change, delete: lock.date } : change;
}

/** A booking marked as one whose couple asked for erasure while it holds a date; already marked: unchanged. */
export function withErasureRequested(booking: Booking, at: string): Booking {
  return booking.erasureRequestedAt ? booking : { ...booking, erasureRequestedAt: at };
}

export type ConsentKind = 'privacy-policy' | 'marketing' | 'contact-form';

export interface Consent {
  kind: ConsentKind;
  at: string;
  bookingId?: string;
}

/**
 * Every consent a booking records: the privacy policy (required with every request) and marketing mails when the
 * couple opted in; a contact-form message is sent with the privacy policy agreed at the moment it was queued.
 */
export function consentsOf(bookings: readonly Booking[], contactMessagesAt: readonly string[]): Consent[] {
  return [
    ...bookings.flatMap((booking): Consent[] => [
      { kind: 'privacy-policy', at: booking.consentAt, bookingId: booking.id },
      ...(booking.marketingConsentAt ? [{ kind: 'marketing' as const, at: booking.marketingConsentAt, bookingId: booking.id }] : []),
    ]),
    ...contactMessagesAt.map((at): Consent => ({ kind: 'contact-form', at })),
  ].sort((a, b) => a.at.localeCompare(b.at));
}
