import { SITE_SETTING_FIELDS_QUERY, siteSettingFieldsOf } from '../content/strapi-site-settings';
import { cachedStrapiRead, contentUnavailable, strapiGetJson, type StrapiReadOptions } from './strapi-fetch-read';

/** The site settings' raw fields, read (and cached) for the functions' rules. */
export interface SiteSettingsReader {
  read(): Promise<Record<string, unknown>>;
}

/**
 * The CMS site settings (Strapi's `site-setting` single type, public read) as the functions need them: the raw fields
 * (content/strapi-site-settings.ts siteSettingFieldsOf). Same failure and caching rules as the price list
 * (strapi-fetch-read.ts): `content/unavailable` when the CMS is not configured, unreachable or answers nonsense.
 */
export function strapiSiteSettings(baseUrl: string, options: StrapiReadOptions = {}): SiteSettingsReader {
  const read = cachedStrapiRead(options, async (signal, fetchFn) => {
    const fields = siteSettingFieldsOf(await strapiGetJson(baseUrl, SITE_SETTING_FIELDS_QUERY, signal, fetchFn));
    if (!fields) throw contentUnavailable('Strapi answered no site settings');
    return fields;
  });
  return { read };
}
