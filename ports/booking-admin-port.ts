import type { Booking, BookingStatus } from '../domain/booking/booking';

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
 * - Unknown ids reject `booking/not-found`; callers without the admin claim reject `auth/forbidden`.
 */
export interface BookingAdminPort {
  changeStatus(bookingId: string, to: BookingStatus, note?: string, declineOthers?: readonly string[]): Promise<Booking>;
  saveNotes(bookingId: string, notes: string): Promise<Booking>;
  blockDate(date: string): Promise<void>;
  unblockDate(date: string): Promise<void>;
  erase(bookingId: string): Promise<void>;
}
