import type { BookingAdminPort } from '../../ports/booking-admin-port';
import type { BookingRepository } from '../../ports/booking-repository-port';

/** What the BookingAdminPort contract (booking-admin.contract.ts and its by-hand cases) runs against. */
export interface BookingAdminHarness {
  /** Signed in with the admin claim. */
  admin: BookingAdminPort;
  /** A second admin session (another browser), for the race. */
  otherAdmin: BookingAdminPort;
  /** Signed in without the admin claim. */
  visitor: BookingAdminPort;
  /** Read access as the admin, and a way to seed bookings. */
  bookings: BookingRepository;
  /** The ids of the status mails queued for a booking. */
  statusMails(bookingId: string): Promise<Array<{ id: string; to: string }>>;
  /** The date-move notices queued for a booking, with their subjects. */
  movedMails(bookingId: string): Promise<Array<{ id: string; to: string; subject: string }>>;
  adminEmail: string;
}

/** The locks on one day. */
export const lockOn = async (bookings: BookingRepository, date: string) => bookings.listDateLocks(date, date);
