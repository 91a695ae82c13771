import type { Booking } from '../../domain/booking/booking';

/** Object mother for stories: a plausible booking request; override what the story is about. */
export function aBooking(overrides: Partial<Booking> & Pick<Booking, 'id'>): Booking {
  const createdAt = overrides.createdAt ?? '2027-01-15T09:30:00.000Z';
  return {
    reservationCode: 'K7PM-4XQ2',
    status: 'new',
    weddingDate: '2027-06-12',
    contact: { coupleNames: 'Anna a David', email: 'anna.david@example.cz', phone: '+420 601 234 567' },
    extras: [],
    consentAt: createdAt,
    createdAt,
    updatedAt: createdAt,
    history: [{ at: createdAt, by: 'anna.david@example.cz', from: null, to: 'new' }],
    ...overrides,
  };
}
