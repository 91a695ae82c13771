import { isValidCzkPrice, type PriceCatalogue, type PricedItem } from '../../domain/content/price-package';
import { cachedStrapiRead, contentUnavailable, entryFields, strapiGetJson, type StrapiReadOptions } from './strapi-read';

/**
 * The published price list for the functions' e-mails, read from Strapi's public REST API (the collections the site's
 * price list page reads: price-packages and price-extras), only the fields a mail shows. It satisfies
 * ports/price-catalogue-port.ts: a CMS that is not configured, unreachable, slow or answering nonsense rejects with
 * `content/unavailable` within `timeoutMs`, and the use case writes the mails with the slugs.
 */
export type StrapiPriceCatalogueOptions = StrapiReadOptions;

const FIELDS = 'fields%5B0%5D=slug&fields%5B1%5D=name&fields%5B2%5D=priceCzk&pagination%5BpageSize%5D=100';

/** A Strapi list answer → priced items; entries without a slug, a name or a whole-crown price are left out. */
export function pricedItemsOf(body: unknown): PricedItem[] {
  const data = (body as { data?: unknown } | null)?.data;
  if (!Array.isArray(data)) throw contentUnavailable('Strapi answered something other than a list');
  return data.flatMap((entry: unknown) => {
    const fields = entryFields(entry);
    const price = typeof fields?.priceCzk === 'number' ? Math.round(fields.priceCzk) : undefined;
    return typeof fields?.slug === 'string' && typeof fields.name === 'string' && isValidCzkPrice(price)
      ? [{ slug: fields.slug, name: fields.name, priceCzk: price }]
      : [];
  });
}

export function strapiPriceCatalogue(baseUrl: string, options: StrapiPriceCatalogueOptions = {}): { getPriceList(): Promise<PriceCatalogue> } {
  const getPriceList = cachedStrapiRead(options, async (signal, fetchFn): Promise<PriceCatalogue> => {
    const list = async (collection: string) => pricedItemsOf(await strapiGetJson(baseUrl, `${collection}?${FIELDS}`, signal, fetchFn));
    const [packages, extras] = await Promise.all([list('price-packages'), list('price-extras')]);
    return { packages, extras };
  });
  return { getPriceList };
}
