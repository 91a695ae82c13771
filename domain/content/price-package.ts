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
