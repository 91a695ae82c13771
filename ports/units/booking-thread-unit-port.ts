import type { Booking, BookingMessage } from '../../domain/booking/booking';
import type { OutgoingMail } from '../../domain/mail/outgoing-mail';
import type { BookingDeskUnit } from './booking-desk-port';

/** The thread's reads and its one write that is not a message: shared by the desk's unit and the couple's. */
export interface ThreadReads {
  /** The booking's thread as stored, oldest first (ports/wire/firestore-documents.ts threadOrder). */
  thread(bookingId: string): Promise<BookingMessage[]>;
  /**
   * Writes only the booking's four thread markers (domain/booking/message-marks.ts) as `after` has them: a read
   * changes no status, no history and not `updatedAt`, which the retention policy counts from.
   */
  saveMarks(after: Booking): Promise<void>;
}

/** The unit of the photographer's thread (application/booking/booking-thread.ts): opening it, answering in it. */
export interface BookingThreadUnit extends BookingDeskUnit, ThreadReads {
  /** Writes the booking's history, updatedAt and markers, adds `message` to its thread and queues the mails, together. */
  append(after: Booking, message: BookingMessage, mails: OutgoingMail[]): Promise<void>;
}
