import { DEFAULT_BOOKING_POLICY, type BookingPolicy } from '../../../domain/booking/booking-policy';
import { TOKENS } from '../../../ports/tokens';
import { useService } from '../../shared/services/services-context';

/** The deployment's booking window (AppConfig), the domain default when none is configured. */
export function useBookingPolicy(): BookingPolicy {
  return useService(TOKENS.AppConfig).bookingPolicy ?? DEFAULT_BOOKING_POLICY;
}
