import { describe, expect, it } from 'vitest';
import { readAppConfig } from './config';

describe('readAppConfig', () => {
  it('defaults to the memory profile and the production host', () => {
    expect(readAppConfig({})).toEqual({ siteUrl: 'https://www.terezanovakova-foto.cz', profile: 'memory' });
  });
  it('reads VITE_SITE_URL without a trailing slash and the profile', () => {
    expect(readAppConfig({ VITE_SITE_URL: 'https://foto.example/', VITE_PROFILE: 'emulators' })).toEqual({
      siteUrl: 'https://foto.example',
      profile: 'emulators',
    });
  });
  it('refuses an unknown profile by name', () => {
    expect(() => readAppConfig({ VITE_PROFILE: 'staging' })).toThrow(/"staging"/);
  });
});
