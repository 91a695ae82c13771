import { describe, expect, it } from 'vitest';
import { DEFAULT_BOOKING_POLICY } from '../../domain/booking/booking-policy';
import { DEFAULT_RETENTION_PERIODS } from '../../domain/privacy/retention';
import { readAppConfig } from './config';

describe('readAppConfig', () => {
  it('defaults to the memory profile and the production host', () => {
    expect(readAppConfig({})).toEqual({ siteUrl: 'https://www.terezanovakova-foto.cz', profile: 'memory', bookingPolicy: DEFAULT_BOOKING_POLICY, retentionPeriods: DEFAULT_RETENTION_PERIODS });
  });
  it('reads VITE_SITE_URL without a trailing slash and the profile', () => {
    expect(readAppConfig({ VITE_SITE_URL: 'https://foto.example/', VITE_PROFILE: 'emulators' })).toEqual({
      siteUrl: 'https://foto.example',
      profile: 'emulators',
      bookingPolicy: DEFAULT_BOOKING_POLICY,
      retentionPeriods: DEFAULT_RETENTION_PERIODS,
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
  it('reads the retention periods the privacy page states', () => {
    const config = readAppConfig({ VITE_RETENTION_ANONYMISE_AFTER_DAYS: '30', VITE_RETENTION_ERASE_COMPLETED_AFTER_YEARS: '5', VITE_RETENTION_DELETE_MAILS_AFTER_DAYS: '60' });
    expect(config.retentionPeriods).toEqual({ anonymiseAfterDays: 30, eraseCompletedAfterYears: 5, deleteMailsAfterDays: 60 });
    expect(() => readAppConfig({ VITE_RETENTION_DELETE_MAILS_AFTER_DAYS: 'půl roku' })).toThrow(/deleteMailsAfterDays/);
  });
  it('refuses an unknown profile by name', () => {
    expect(() => readAppConfig({ VITE_PROFILE: 'staging' })).toThrow(/"staging"/);
  });
});
