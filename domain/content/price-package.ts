/** Prices are whole Czech crowns (CZK). No fractions: Czech photographers price in whole crowns. */
export type Czk = number;

export interface PricePackage {
  id: string;
  slug: string;
  name: string;
  priceCzk: Czk;
  /** Hours of coverage on the wedding day. */
  hours: number;
  /** Approximate number of edited photos delivered. */
  photosApprox: number;
  features: string[];
  highlighted: boolean;
  order: number;
}

export interface PriceExtra {
  id: string;
  slug: string;
  name: string;
  priceCzk: Czk;
  description: string;
}

export interface PriceList {
  packages: PricePackage[];
  extras: PriceExtra[];
  /** Short notes under the price list (travel costs, VAT status, deposit). */
  notes: string[];
}

export function isValidCzkPrice(value: unknown): value is Czk {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
}

/** Names for stored package and extra slugs; a slug no longer on the price list shows as itself. */
export interface PriceNames {
  packageName(slug: string | undefined): string | undefined;
  extraNames(slugs: readonly string[]): string[];
}

export function priceNames(list: PriceList | undefined): PriceNames {
  const packages = new Map(list?.packages.map((p) => [p.slug, p.name]));
  const extras = new Map(list?.extras.map((e) => [e.slug, e.name]));
  return {
    packageName: (slug) => (slug === undefined ? undefined : (packages.get(slug) ?? slug)),
    extraNames: (slugs) => slugs.map((slug) => extras.get(slug) ?? slug),
  };
}
