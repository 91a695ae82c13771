import { cs } from '../../texts/cs';
import { BookingPlaceholder } from './booking-placeholder';

export function Component() {
  return (
    <BookingPlaceholder title={cs.booking.reservationTitle} description={cs.booking.reservationDescription} path="/rezervace" />
  );
}
