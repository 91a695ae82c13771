import { STRAPI_URL } from './config';
import { strapiSiteSettings, type SiteSettingsReader } from '../../adapters/strapi/server/strapi-site-settings-reader';

let shared: SiteSettingsReader | null | undefined;

/**
 * The one cached CMS site-settings reader of this instance, shared by every rule that reads them (the deposit, its
 * due days, the date-hold policy): one Strapi request per freshness period, whatever asks. Null when STRAPI_URL is
 * not set. Created on first use, because params are read at run time, never while the module loads.
 */
export function cmsSiteSettings(): SiteSettingsReader | null {
  if (shared === undefined) shared = STRAPI_URL.value() ? strapiSiteSettings(STRAPI_URL.value()) : null;
  return shared;
}
