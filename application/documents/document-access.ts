import type { Booking } from '../../domain/booking/booking';
import { rateRules } from '../../domain/booking/booking-policy';
import type { Caller } from '../../domain/user/user';
import type { CoupleGate } from '../../ports/units/couple-portal-store-port';
import type { IssuedDocumentsPort } from '../../ports/units/issued-documents-port';
import { identifyCouple, ownedBy } from '../portal/couple-portal';

/** Who asks for a booking's documents: the desk (a Firebase admin) or a couple by their Strapi session. */
export interface DocumentCaller {
  /** The Firebase caller: an admin reads any booking's documents. */
  caller: Caller | null;
  /** The couple's Strapi session (untrusted), when the caller is not an admin. */
  session: unknown;
  /** Who is calling, for the portal's per-client limit (the server: the IP address). */
  client: string;
}

export interface BookingDocumentsReaders {
  documents: IssuedDocumentsPort;
  /** The portal's gate and the bookings of a verified e-mail (ports/units/couple-portal-store-port.ts). */
  couples: CoupleGate & { bookingsOf(email: string): Promise<Booking[]> };
}

/**
 * Who may read which booking's documents: an admin any booking's; a couple, verified and counted as the portal's other
 * calls (before anything is read, so an unknown caller cannot probe which ids exist), only their own. The answer is
 * the test for one booking id; a caller refused it must be told "not found", never "somebody else's".
 */
export async function documentReader(call: DocumentCaller, readers: BookingDocumentsReaders): Promise<(bookingId: string) => boolean> {
  if (call.caller?.admin) return () => true;
  const identity = await identifyCouple(call, readers.couples, (who) => rateRules.portal(call.client, { email: who.email, message: false }));
  const own = new Set((await readers.couples.bookingsOf(identity.email)).filter((booking) => ownedBy(booking, identity)).map((booking) => booking.id));
  return (bookingId) => own.has(bookingId);
}
