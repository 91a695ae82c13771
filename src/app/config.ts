import { readBookingPolicy } from '../../domain/booking/booking-policy';
import type { AppConfig } from '../../ports/app-config-port';

const DEFAULT_SITE_URL = 'https://www.terezanovakova-foto.cz';

function readProfile(value: string | undefined): AppConfig['profile'] {
  if (value === undefined || value === '' || value === 'memory') return 'memory';
  if (value === 'emulators' || value === 'production') return value;
  throw new Error(`VITE_PROFILE must be memory, emulators or production (got "${value}")`);
}

/** Deployment settings from VITE_* variables (see .env.example). */
export function readAppConfig(env: Record<string, string | boolean | undefined> = import.meta.env): AppConfig {
  const siteUrl = String(env.VITE_SITE_URL || DEFAULT_SITE_URL).replace(/\/+$/, '');
  const bookingPolicy = readBookingPolicy({ minDaysAhead: env.VITE_BOOKING_MIN_DAYS_AHEAD, maxYearsAhead: env.VITE_BOOKING_MAX_YEARS_AHEAD });
  return { siteUrl, profile: readProfile(env.VITE_PROFILE as string | undefined), bookingPolicy };
}
