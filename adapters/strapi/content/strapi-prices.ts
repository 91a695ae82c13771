import { isValidCzkPrice, type PricedItem, type PriceList } from '../../../domain/content/price-package';
import { DomainError } from '../../../domain/errors';
import { ALL_ITEMS, type StrapiContentSource } from './strapi-content-source';
import { contentId, lines, num, record, records, text } from './strapi-entities';

/** The price list page: `price-packages` and `price-extras` in the editors' order, with the `pricing` notes. */
export async function readPriceList(source: StrapiContentSource): Promise<PriceList> {
  const [packages, extras, pricing] = await Promise.all([
    source.get('/price-packages', { ...ALL_ITEMS, sort: ['order:asc'] }),
    source.get('/price-extras', { ...ALL_ITEMS, sort: ['order:asc'] }),
    source.get('/pricing'),
  ]);
  return {
    packages: records(packages).map((p) => ({
      id: contentId(p),
      slug: text(p.slug),
      name: text(p.name),
      priceCzk: Math.round(num(p.priceCzk)),
      hours: num(p.hours),
      photosApprox: num(p.photosApprox),
      features: lines(p.features),
      highlighted: p.highlighted === true,
      order: num(p.order),
    })),
    extras: records(extras).map((e) => ({
      id: contentId(e),
      slug: text(e.slug),
      name: text(e.name),
      priceCzk: Math.round(num(e.priceCzk)),
      description: text(e.description),
    })),
    notes: lines(record(pricing)?.notes),
  };
}

/** What the functions read of `price-packages` and `price-extras` for their mails: slug, name and price only. */
export const PRICED_ITEM_QUERY = 'fields%5B0%5D=slug&fields%5B1%5D=name&fields%5B2%5D=priceCzk&pagination%5BpageSize%5D=100';

/**
 * A list answer → the priced items a mail names; entries without a slug, a name or a whole-crown price are left out.
 * Anything but a list is `content/unavailable`: the mails then name the slugs rather than wrong prices.
 */
export function pricedItemsOf(payload: unknown): PricedItem[] {
  const data = (payload as { data?: unknown } | null)?.data;
  if (!Array.isArray(data)) throw new DomainError('content/unavailable', 'Strapi answered something other than a list');
  return records(data).flatMap((fields) => {
    const price = typeof fields.priceCzk === 'number' ? Math.round(fields.priceCzk) : undefined;
    return typeof fields.slug === 'string' && typeof fields.name === 'string' && isValidCzkPrice(price)
      ? [{ slug: fields.slug, name: fields.name, priceCzk: price }]
      : [];
  });
}
