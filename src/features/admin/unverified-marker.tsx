import type { Booking } from '../../../domain/booking/booking';
import { holdsDate } from '../../../domain/booking/date-hold';
import { awaitsEmailVerification } from '../../../domain/booking/email-verification';
import { csAdminVerification } from '../../texts/cs-admin-verification';

/**
 * A sign beside a new request whose couple has not confirmed the e-mail: perhaps a typo, perhaps nobody; it holds no
 * day. Answered requests and bookings without the check (entered by hand, older ones) show nothing.
 */
export function UnverifiedMarker({ booking }: { booking: Booking }) {
  if (!holdsDate(booking.status) || !awaitsEmailVerification(booking)) return null;
  return (
    <>
      {' '}
      <span className="mail-unverified-marker" role="img" aria-label={csAdminVerification.marker} title={csAdminVerification.marker}>
        ✉?
      </span>
    </>
  );
}
