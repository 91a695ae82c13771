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
  const catalogue = list ?? null;
  return {
    packageName: (slug) => chosenItems(catalogue, slug, []).package?.name,
    extraNames: (slugs) => chosenItems(catalogue, undefined, slugs).extras.map((extra) => extra.name),
  };
}

/** A package or extra as an e-mail shows it: its name and price, looked up by the slug a booking stores. */
export type PricedItem = Pick<PricePackage, 'slug' | 'name' | 'priceCzk'>;

/** What the e-mails need of the price list: every PriceList is one, and a reader may fetch no more than this. */
export interface PriceCatalogue {
  packages: readonly PricedItem[];
  extras: readonly PricedItem[];
}

/** A chosen item: the price list's name and price, or, when the list is not at hand or no longer has it, the slug. */
export interface ChosenItem {
  slug: string;
  name: string;
  priceCzk?: Czk;
}

export interface ChosenItems {
  package?: ChosenItem;
  extras: ChosenItem[];
}

/** The package and extras a booking names, priced from the catalogue (`null`: the CMS could not be reached). */
export function chosenItems(catalogue: PriceCatalogue | null, packageSlug: string | undefined, extraSlugs: readonly string[]): ChosenItems {
  const find = (items: readonly PricedItem[] | undefined, slug: string): ChosenItem => {
    const item = items?.find((candidate) => candidate.slug === slug);
    return item && isValidCzkPrice(item.priceCzk) ? { slug, name: item.name, priceCzk: item.priceCzk } : { slug, name: item?.name || slug };
  };
  return {
    ...(packageSlug ? { package: find(catalogue?.packages, packageSlug) } : {}),
    extras: extraSlugs.map((slug) => find(catalogue?.extras, slug)),
  };
}
