import type { Booking } from '../../domain/booking/booking';
import type { BookingRequestInput } from '../../domain/booking/booking-request';
import { addDays, pragueDate } from '../../domain/booking/calendar';

let sequence = 0;

/** Object mother for bookings: realistic defaults, override what the test is about. */
export function aBooking(overrides: Partial<Booking> = {}): Booking {
  sequence += 1;
  const n = String(sequence).padStart(4, '0');
  return {
    id: `booking-${n}`,
    reservationCode: 'ABCD-EFGH',
    status: 'new',
    weddingDate: '2027-06-12',
    contact: { coupleNames: 'Jana a Petr', email: `par${n}@example.cz`, phone: '+420777123456' },
    extras: [],
    consentAt: '2026-11-01T10:00:00.000Z',
    createdAt: `2026-11-01T10:${String(sequence % 60).padStart(2, '0')}:00.000Z`,
    updatedAt: '2026-11-01T10:00:00.000Z',
    history: [{ at: '2026-11-01T10:00:00.000Z', by: 'public', from: null, to: 'new' }],
    ...overrides,
  };
}

let day = 0;
/** A valid request on a fresh date inside the bookable window. */
export function aBookingInput(overrides: Partial<BookingRequestInput> = {}): BookingRequestInput {
  day += 1;
  return {
    id: crypto.randomUUID(),
    kind: 'full',
    weddingDate: addDays(pragueDate(new Date()), 60 + day),
    ceremonyTime: '13:00',
    venue: 'Zámek Liblice',
    town: 'Liblice',
    packageSlug: 'cely-den',
    extras: [],
    guests: '80',
    partner1: 'Jana',
    partner2: 'Petr',
    email: `par-${day}-${Date.now().toString(36)}@example.cz`,
    phone: '+420 777 123 456',
    message: 'Těšíme se!',
    source: 'Instagram',
    privacyConsent: true,
    marketingConsent: false,
    ...overrides,
  };
}
