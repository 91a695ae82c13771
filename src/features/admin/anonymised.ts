import type { Booking } from '../../../domain/booking/booking';
import { isAnonymised } from '../../../domain/privacy/retention';
import { csAdmin } from '../../texts/cs-admin';

/**
 * What the desk shows for the couple: their names, or — once the retention policy anonymised the booking — the Czech
 * marker with the reservation code, so anonymised rows stay told apart and never read as empty.
 */
export function coupleLabel(booking: Booking): string {
  return isAnonymised(booking) ? csAdmin.anonymisedBooking(booking.reservationCode) : booking.contact.coupleNames;
}

/** A personal field of the booking as the desk shows it: the marker once anonymised, else the value (or `fallback`). */
export function personalField(booking: Booking, value: string | undefined, fallback: string): string;
export function personalField(booking: Booking, value: string): string;
export function personalField(booking: Booking, value: string | undefined): string | undefined;
export function personalField(booking: Booking, value: string | undefined, fallback?: string): string | undefined {
  if (isAnonymised(booking)) return csAdmin.anonymised;
  return value ?? fallback;
}
