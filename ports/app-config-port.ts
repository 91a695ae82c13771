import type { BookingPolicy } from '../domain/booking/booking-policy';

/** Settings the UI reads that differ per deployment (from VITE_* variables). */
export interface AppConfig {
  /** Absolute origin used in canonical URLs and structured data, e.g. https://www.example.cz (no trailing slash). */
  siteUrl: string;
  profile: 'memory' | 'emulators' | 'production';
  /** How far ahead a date may be requested (VITE_BOOKING_MIN_DAYS_AHEAD, VITE_BOOKING_MAX_YEARS_AHEAD). */
  bookingPolicy?: BookingPolicy;
}
