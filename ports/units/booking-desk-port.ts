import type { Booking, DateLock } from '../../domain/booking/booking';
import type { LockChange } from '../../domain/booking/date-lock';
import type { PendingDocument } from '../../domain/documents/pending-document';
import type { OutgoingMail } from '../../domain/mail/outgoing-mail';

/**
 * The reads every desk unit starts with (the functions: reads inside one Firestore transaction; the fake: its
 * serialised section). Implemented by adapters/firestore-admin/firestore-desk-transaction.ts and the in-memory booking admin.
 */
export interface BookingDeskUnit {
  /** The booking and the lock currently on its wedding date (null when the day is free); null for an unknown id. */
  load(bookingId: string): Promise<{ booking: Booking; lock: DateLock | null } | null>;
}

/** What a unit reads of the payments assigned to a booking (DepositPayments, kept by the bank import). */
export interface ReceivedPaymentReads {
  /** What the booking's symbol brought before, in haléře (0 when nothing). */
  receivedFor(bookingId: string): Promise<number>;
}

/**
 * The unit of a desk status change (application/booking/change-status.ts): the booking, its day's lock, its mail
 * together; `receivedFor` tells a deposit marked paid what the bank already brought (its receipt is for the rest) and
 * a cancellation whether there are payments to correct.
 */
export interface StatusChangeUnit extends BookingDeskUnit, VariableSymbolReads, ReceivedPaymentReads {
  /**
   * Writes the changed booking's status, history and updatedAt, applies the lock change, queues the mail and records
   * the documents the change owes (each with the mail it holds), together.
   */
  save(after: Booking, lock: LockChange, mail: OutgoingMail | null, documents: readonly PendingDocument[]): Promise<void>;
}

/** What the confirming unit reads to keep a deposit's variable symbol unique (in its own transaction). */
export interface VariableSymbolReads {
  /** Whether a booking other than `bookingId` already has `symbol`. */
  variableSymbolTaken(symbol: string, bookingId: string): Promise<boolean>;
}

/** The unit of a booking entered by hand (application/booking/create-booking-by-hand.ts): created with its lock and mail. */
export interface ManualBookingUnit extends VariableSymbolReads {
  /** The booking stored under `bookingId` (null when none) and the lock on `date` (null when the day is free). */
  read(bookingId: string, date: string): Promise<{ stored: Booking | null; lock: DateLock | null }>;
  /**
   * Creates the booking, applies its lock change, queues the couple's mail (when its status sends one) and records
   * the documents it owes (entered confirmed: the deposit invoice, holding that mail).
   */
  save(booking: Booking, lock: LockChange, mail: OutgoingMail | null, documents: readonly PendingDocument[]): Promise<void>;
}

/** The unit of a desk correction (application/booking/edit-booking-details.ts): the whole booking is overwritten. */
export interface EditUnit extends BookingDeskUnit {
  /** Stores the corrected booking (its contact, venue, package…, history and updatedAt). */
  save(after: Booking): Promise<void>;
}

/** The unit of a date move (application/booking/move-booking-date.ts): both days' locks and the couple's notice together. */
export interface MoveUnit extends BookingDeskUnit {
  /** The lock on `date`, null when the day is free. */
  lockOn(date: string): Promise<DateLock | null>;
  /** Stores the moved booking (weddingDate, history, updatedAt), the lock move and the couple's mail, together. */
  save(after: Booking, lock: LockChange, mail: OutgoingMail): Promise<void>;
}
