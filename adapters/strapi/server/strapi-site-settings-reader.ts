import { cachedStrapiRead, contentUnavailable, entryFields, strapiGetJson, type StrapiReadOptions } from './strapi-read';

/**
 * The CMS site settings (Strapi's `site-setting` single type, public read) as the functions need them: the raw fields,
 * which each domain rule parses itself (e.g. the deposit rule and bank account, the date-hold policy), so a field
 * added to the CMS needs no change here. Same failure and caching rules as the price list (strapi-read.ts):
 * `content/unavailable` when the CMS is not configured, unreachable or answers nonsense.
 */
export function strapiSiteSettings(baseUrl: string, options: StrapiReadOptions = {}): { read(): Promise<Record<string, unknown>> } {
  const read = cachedStrapiRead(options, async (signal, fetchFn) => {
    const body = await strapiGetJson(baseUrl, 'site-setting?populate=*', signal, fetchFn);
    const fields = entryFields((body as { data?: unknown } | null)?.data);
    if (!fields) throw contentUnavailable('Strapi answered no site settings');
    return fields;
  });
  return { read };
}
