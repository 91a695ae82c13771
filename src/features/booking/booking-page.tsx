import { cs } from '../../texts/cs';
import { BookingPlaceholder } from './booking-placeholder';

export function Component() {
  return <BookingPlaceholder title={cs.booking.bookingTitle} description={cs.booking.bookingDescription} path="/booking" />;
}
