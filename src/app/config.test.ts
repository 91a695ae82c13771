import { describe, expect, it } from 'vitest';
import { DEFAULT_BOOKING_POLICY } from '../../domain/booking/booking-policy';
import { readAppConfig } from './config';

describe('readAppConfig', () => {
  it('defaults to the memory profile and the production host', () => {
    expect(readAppConfig({})).toEqual({ siteUrl: 'https://www.terezanovakova-foto.cz', profile: 'memory', bookingPolicy: DEFAULT_BOOKING_POLICY });
  });
  it('reads VITE_SITE_URL without a trailing slash and the profile', () => {
    expect(readAppConfig({ VITE_SITE_URL: 'https://foto.example/', VITE_PROFILE: 'emulators' })).toEqual({
      siteUrl: 'https://foto.example',
      profile: 'emulators',
      bookingPolicy: DEFAULT_BOOKING_POLICY,
    });
  });
  it('reads the booking window and refuses nonsense by name', () => {
    expect(readAppConfig({ VITE_BOOKING_MIN_DAYS_AHEAD: '30', VITE_BOOKING_MAX_YEARS_AHEAD: '2' }).bookingPolicy).toEqual({
      ...DEFAULT_BOOKING_POLICY,
      minDaysAhead: 30,
      maxYearsAhead: 2,
    });
    expect(() => readAppConfig({ VITE_BOOKING_MIN_DAYS_AHEAD: 'dva' })).toThrow(/minDaysAhead/);
  });
  it('has no retention periods of its own: the privacy page states the policy the job applies (domain RETENTION_PERIODS)', () => {
    expect(readAppConfig({ VITE_RETENTION_ANONYMISE_AFTER_DAYS: '30' })).not.toHaveProperty('retentionPeriods');
  });
  it('refuses an unknown profile by name', () => {
    expect(() => readAppConfig({ VITE_PROFILE: 'staging' })).toThrow(/"staging"/);
  });
});
