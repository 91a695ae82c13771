import { describe, expect, inject, it } from 'vitest';
import { siteHoldPolicy } from './date-hold-policy';
import { strapiSiteSettings } from '../../adapters/strapi/server/strapi-site-settings-reader';

const url = inject('strapiUrl');

// The functions' policy reader against the real CMS: the site settings are publicly readable (cms bootstrap
// permissions) with the two date-hold fields, and the seed keeps holds off.
describe('date-hold policy from Strapi 5 (real server, seeded)', () => {
  it('the public site settings carry dateHoldPolicy and dateHoldDays; the seed says none (7 days)', async () => {
    const fields = await strapiSiteSettings(url).read();
    expect({ policy: fields.dateHoldPolicy, days: fields.dateHoldDays }).toEqual({ policy: 'none', days: 7 });
    await expect(siteHoldPolicy(strapiSiteSettings(url))()).resolves.toEqual({ kind: 'none' });
  });
});
