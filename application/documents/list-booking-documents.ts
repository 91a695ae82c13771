import { DomainError } from '../../domain/errors';
import type { IssuedDocument } from '../../ports/units/issued-documents-port';
import { bookingIdOf } from '../booking/booking-id';
import { type BookingDocumentsReaders, type DocumentCaller, documentReader } from './document-access';

export type { BookingDocumentsReaders } from './document-access';

export interface ListBookingDocumentsCall extends DocumentCaller {
  bookingId: unknown;
}

/**
 * A booking's issued documents: the desk's for any booking, the couple's for their own only. Another couple's booking
 * is `booking/not-found`, as one that does not exist: the portal never tells that an id belongs to somebody else.
 */
export async function listBookingDocuments(call: ListBookingDocumentsCall, readers: BookingDocumentsReaders): Promise<IssuedDocument[]> {
  const bookingId = bookingIdOf(call.bookingId);
  if (!(await documentReader(call, readers))(bookingId)) throw new DomainError('booking/not-found');
  return readers.documents.forBooking(bookingId);
}
