import type { Booking } from '../../../domain/booking/booking';
import { aBooking } from '../../../tests/support/booking-mother';

/** A popular Saturday: four open requests for 19 June 2027, the first the one the stories open. */
export const CONTESTED_DAY = '2027-06-19';

const request = (id: string, code: string, names: string, email: string, createdAt: string): Booking =>
  aBooking({ id, reservationCode: code, weddingDate: CONTESTED_DAY, contact: { coupleNames: names, email, phone: '+420 601 234 567' }, createdAt });

export const contestedDay: Booking[] = [
  request('b-souper-1', 'K7PM-4XQ2', 'Anna a David', 'anna.david@example.cz', '2027-01-20T10:00:00.000Z'),
  request('b-souper-2', 'H3WD-9RTA', 'Jana a Petr', 'novomanzele@example.cz', '2027-01-21T08:15:00.000Z'),
  request('b-souper-3', 'Q8ZN-2MKE', 'Lucie a Martin', 'lucie.martin@example.cz', '2027-01-22T18:40:00.000Z'),
  request('b-souper-4', 'T4RB-7WXC', 'Eva a Adam', 'eva.adam@example.cz', '2027-01-23T12:05:00.000Z'),
];
