import type { PriceCatalogue } from '../../../domain/content/price-package';
import { PRICED_ITEM_QUERY, pricedItemsOf } from '../content/strapi-prices';
import { cachedStrapiRead, strapiGetJson, type StrapiReadOptions } from './strapi-fetch-read';

/**
 * The published price list for the functions' e-mails, read from Strapi's public REST API (the collections the site's
 * price list page reads: price-packages and price-extras), only the fields a mail shows. It satisfies
 * ports/price-catalogue-port.ts: a CMS that is not configured, unreachable, slow or answering nonsense rejects with
 * `content/unavailable` within `timeoutMs`, and the use case writes the mails with the slugs.
 */
export type StrapiPriceCatalogueOptions = StrapiReadOptions;

export function strapiPriceCatalogue(baseUrl: string, options: StrapiPriceCatalogueOptions = {}): { getPriceList(): Promise<PriceCatalogue> } {
  const getPriceList = cachedStrapiRead(options, async (signal, fetchFn): Promise<PriceCatalogue> => {
    const list = async (collection: string) => pricedItemsOf(await strapiGetJson(baseUrl, `${collection}?${PRICED_ITEM_QUERY}`, signal, fetchFn));
    const [packages, extras] = await Promise.all([list('price-packages'), list('price-extras')]);
    return { packages, extras };
  });
  return { getPriceList };
}
