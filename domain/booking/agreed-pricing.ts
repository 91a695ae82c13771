import { isValidCzkPrice, type PriceCatalogue, type PricedItem } from '../content/price-package';
import type { AgreedPrice, Booking, BookingPricing } from './booking';

/**
 * The prices a request is agreed at, taken from the price list when it arrives, to be stored with the booking.
 * Undefined — store nothing, read later as "price unknown" — when the price list could not be read or lacks a price
 * for something chosen: a partial record would look complete and understate the agreed total.
 */
export function agreedPricing(
  request: { packageSlug?: string | undefined; extras: readonly string[] },
  catalogue: PriceCatalogue | null,
): BookingPricing | undefined {
  if (!catalogue) return undefined;
  const agreed = (items: readonly PricedItem[], slug: string): AgreedPrice | null => {
    const item = items.find((candidate) => candidate.slug === slug);
    return item && isValidCzkPrice(item.priceCzk) ? { slug, name: item.name, priceCzk: item.priceCzk } : null;
  };
  const pack = request.packageSlug ? agreed(catalogue.packages, request.packageSlug) : undefined;
  const extras = request.extras.map((slug) => agreed(catalogue.extras, slug));
  if (pack === null || extras.some((extra) => extra === null)) return undefined;
  return { ...(pack ? { package: pack } : {}), extras: extras as AgreedPrice[] };
}

/** What a booking's stored prices say: the agreed items and their total, or `unknown` for a booking without them. */
export type AgreedPrices = { known: false } | { known: true; package?: AgreedPrice; extras: AgreedPrice[]; totalCzk: number };

export function agreedPrices(booking: Pick<Booking, 'pricing'>): AgreedPrices {
  const pricing = booking.pricing;
  if (!pricing) return { known: false };
  const items = [...(pricing.package ? [pricing.package] : []), ...pricing.extras];
  return { known: true, ...(pricing.package ? { package: pricing.package } : {}), extras: pricing.extras, totalCzk: items.reduce((sum, item) => sum + item.priceCzk, 0) };
}

const agreedPriceOf = (raw: unknown): AgreedPrice | null => {
  const item = raw as Partial<AgreedPrice> | null;
  return typeof item === 'object' && item !== null && typeof item.slug === 'string' && typeof item.name === 'string' && isValidCzkPrice(item.priceCzk)
    ? { slug: item.slug, name: item.name, priceCzk: item.priceCzk }
    : null;
};

/**
 * Stored prices as read back (a database document, untrusted shape): the pricing when every part is well formed,
 * otherwise undefined — "price unknown", never a made-up or NaN price.
 */
export function storedPricing(raw: unknown): BookingPricing | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const { package: pack, extras } = raw as { package?: unknown; extras?: unknown };
  if (!Array.isArray(extras)) return undefined;
  const agreedExtras = extras.map(agreedPriceOf);
  const agreedPackage = pack === undefined ? undefined : agreedPriceOf(pack);
  if (agreedPackage === null || agreedExtras.some((extra) => extra === null)) return undefined;
  return { ...(agreedPackage ? { package: agreedPackage } : {}), extras: agreedExtras as AgreedPrice[] };
}
