import type { Booking, BookingStatus } from '../domain/booking/booking';
import type { ManualBookingInput } from '../domain/booking/booking-by-hand';
import type { BookingEditPatch } from '../domain/booking/booking-edit';

/**
 * The photographer's actions on bookings (admin claim required; on the server in production).
 *
 * Contract (tests/contracts/booking-admin.contract.ts):
 * - `changeStatus` accepts only legal transitions (domain/booking/booking-status.ts), else `booking/invalid-transition`.
 *   Confirming takes the date in the same transaction as the status change: if another booking holds the date it
 *   rejects `booking/date-taken`, if it is a blocked day off `booking/date-blocked`, and nothing changes.
 *   Cancelling frees the date. Every change is
 *   appended to the history with who and when, and queues a Czech e-mail to the couple.
 * - Confirming with `declineOthers` (ids of the other open requests for the same day) declines each of them in the
 *   same transaction, appends the decline to each history and queues each couple's Czech decline e-mail. If any of
 *   them is not an open request for that day any more (confirmed, declined, moved, unknown) or is the booking itself,
 *   it rejects `booking/competitor-changed` and nothing changes; `declineOthers` with any status but `confirmed`
 *   rejects `booking/invalid-transition`.
 * - Two admins confirming two different requests for one date at the same time: exactly one succeeds.
 * - `saveNotes` changes only the internal notes. `blockDate`/`unblockDate` manage days off (`booking/date-taken`
 *   when a confirmed booking holds the date); both are idempotent.
 * - `erase` (GDPR) deletes the booking and its queued e-mails and frees its date; idempotent.
 * - `createBooking` enters a booking taken by phone, at a fair… (domain/booking/booking-by-hand.ts): invalid fields
 *   reject with the first field's code and `details.fields`; the chosen status is reached through the legal steps
 *   (history: `created` by the admin, then one entry per step); a date-taking status locks the day in the same
 *   transaction (`booking/date-taken` / `booking/date-blocked` / `booking/date-held`, nothing stored), a request in
 *   `new` holds its day under the date-hold policy like a web request, and a confirmed booking queues the couple's
 *   confirmation. Idempotent on `input.id` for the same admin.
 * - `editBooking` corrects contact, venue, town, package, extras, ceremony time, guests and the billing details
 *   (`billing`: set, or `null` to clear; its own entry, domain/documents/billing-details.ts); one history entry `edit`
 *   lists each changed field old → new; nothing changed → no entry, no write.
 * - `moveBooking` moves the wedding to another day and its lock with it, in one transaction: `booking/date-taken` /
 *   `booking/date-blocked` / `booking/date-held` (another request's live hold) when the new day is locked, and
 *   nothing changes; a request's own live hold moves with it; history entry `move` (`weddingDate`).
 *   A move racing a confirmation of another request on the target day: exactly one wins, no lock is left orphaned.
 * - Unknown ids reject `booking/not-found`; callers without the admin claim reject `auth/forbidden`.
 */
export interface BookingAdminPort {
  changeStatus(bookingId: string, to: BookingStatus, note?: string, declineOthers?: readonly string[]): Promise<Booking>;
  saveNotes(bookingId: string, notes: string): Promise<Booking>;
  blockDate(date: string): Promise<void>;
  unblockDate(date: string): Promise<void>;
  erase(bookingId: string): Promise<void>;
  createBooking(input: ManualBookingInput): Promise<Booking>;
  editBooking(bookingId: string, patch: BookingEditPatch): Promise<Booking>;
  moveBooking(bookingId: string, newDate: string): Promise<Booking>;
}
