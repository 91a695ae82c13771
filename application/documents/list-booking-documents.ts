import type { Booking } from '../../domain/booking/booking';
import { rateRules } from '../../domain/booking/booking-policy';
import { DomainError } from '../../domain/errors';
import type { Caller } from '../../domain/user/user';
import type { CoupleGate } from '../../ports/units/couple-portal-store-port';
import type { IssuedDocument, IssuedDocumentsPort } from '../../ports/units/issued-documents-port';
import { bookingIdOf } from '../booking/booking-id';
import { identifyCouple, ownedBy } from '../portal/couple-portal';

export interface ListBookingDocumentsCall {
  /** The Firebase caller: an admin reads any booking's documents. */
  caller: Caller | null;
  /** The couple's Strapi session (untrusted), when the caller is not an admin. */
  session: unknown;
  bookingId: unknown;
  /** Who is calling, for the portal's per-client limit (the server: the IP address). */
  client: string;
}

export interface BookingDocumentsReaders {
  documents: IssuedDocumentsPort;
  /** The portal's gate and the bookings of a verified e-mail (ports/units/couple-portal-store-port.ts). */
  couples: CoupleGate & { bookingsOf(email: string): Promise<Booking[]> };
}

/**
 * A booking's issued documents: the desk's for any booking, the couple's for their own only. Another couple's booking
 * is `booking/not-found`, as one that does not exist: the portal never tells that an id belongs to somebody else.
 */
export async function listBookingDocuments(call: ListBookingDocumentsCall, readers: BookingDocumentsReaders): Promise<IssuedDocument[]> {
  const bookingId = bookingIdOf(call.bookingId);
  if (call.caller?.admin) return readers.documents.forBooking(bookingId);
  const identity = await identifyCouple(call, readers.couples, (who) => rateRules.portal(call.client, { email: who.email, message: false }));
  const bookings = await readers.couples.bookingsOf(identity.email);
  if (!bookings.some((booking) => booking.id === bookingId && ownedBy(booking, identity))) throw new DomainError('booking/not-found');
  return readers.documents.forBooking(bookingId);
}
