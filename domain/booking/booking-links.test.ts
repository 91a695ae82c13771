import { describe, expect, it } from 'vitest';
import { adminBookingUrl, reservationLookupUrl } from './booking-links';

describe('booking links', () => {
  it('point at the lookup section of the reservation page, whether or not the site URL ends with a slash', () => {
    expect(reservationLookupUrl('https://www.terezanovakova-foto.cz/')).toBe('https://www.terezanovakova-foto.cz/rezervace#moje-rezervace');
    expect(reservationLookupUrl('http://127.0.0.1:5173')).toBe('http://127.0.0.1:5173/rezervace#moje-rezervace');
  });

  it('point at one booking in the admin, its id kept to one path segment', () => {
    expect(adminBookingUrl('https://example.cz', 'b-1')).toBe('https://example.cz/admin/bookings/b-1');
    expect(adminBookingUrl('https://example.cz', 'a/b?c')).toBe('https://example.cz/admin/bookings/a%2Fb%3Fc');
  });
});
