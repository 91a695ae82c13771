import { cs } from '../../texts/cs';
import { BookingPlaceholder } from './booking-placeholder';

export function Component() {
  return <BookingPlaceholder title={cs.booking.simpleTitle} description={cs.booking.simpleDescription} path="/simple-booking" />;
}
