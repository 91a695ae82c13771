import type { Booking } from '../../domain/booking/booking';
import type { LockChange } from '../../domain/booking/date-lock';
import type { BookingDeskUnit } from './booking-desk-port';

/** The outbox query an erasing unit makes inside its transaction (before its writes). */
export interface BookingMailsUnit {
  /** The ids of the outbox mails stored with this `bookingId` (resends included, whatever their id). */
  queuedMailIds(bookingId: string): Promise<string[]>;
}

/** What is stored about a booking besides the booking itself: its outbox mails, its portal thread, its once-only markers. */
export interface BookingLeftovers {
  mailIds: string[];
  /** The ids of the thread's messages (stored apart from the booking, domain/booking/booking-message.ts). */
  messageIds: string[];
  /** The once-only markers of its scheduled mails (no personal data, but nothing may name an erased booking). */
  markerIds: string[];
}

/** The unit of a booking's erasure (application/booking/erase-booking.ts; "Smazat účet" erases through it too). */
export interface EraseUnit extends BookingDeskUnit, BookingMailsUnit {
  /**
   * Deletes the booking, applies the lock change (freeing its day), and deletes these mails, thread messages and
   * markers, and its contract acceptance if one is stored (domain/privacy/retention.ts deleteAcceptancesAfterYears).
   */
  remove(booking: Booking, lock: LockChange, leftovers: BookingLeftovers): Promise<void>;
}
