import { describe, expect, it } from 'vitest';
import type { PriceCatalogue, PricedItem } from '../../domain/content/price-package';
import type { PriceCataloguePort } from '../../ports/price-catalogue-port';

export interface PriceCatalogueHarness {
  /** The adapter over the published price list. */
  catalogue: PriceCataloguePort;
  /** The same price list as the site shows it (ContentBackendPort.getPriceList over the same content). */
  published: PriceCatalogue;
  /** The adapter when the CMS cannot be reached. */
  unreachable: PriceCataloguePort;
}

const bySlug = (items: readonly PricedItem[]) =>
  items.map(({ slug, name, priceCzk }) => ({ slug, name, priceCzk })).sort((a, b) => a.slug.localeCompare(b.slug));

/** ports/price-catalogue-port.ts: what every adapter of the e-mails' price list must do. */
export function priceCatalogueContract(name: string, harness: () => Promise<PriceCatalogueHarness>): void {
  describe(`PriceCataloguePort contract: ${name}`, () => {
    it('resolves every published package and extra with the slug, name and whole-crown price the site shows', async () => {
      const { catalogue, published } = await harness();
      const read = await catalogue.getPriceList();
      expect(read.packages.length).toBeGreaterThan(0);
      expect(read.extras.length).toBeGreaterThan(0);
      expect(bySlug(read.packages)).toEqual(bySlug(published.packages));
      expect(bySlug(read.extras)).toEqual(bySlug(published.extras));
      for (const item of [...read.packages, ...read.extras]) expect(Number.isSafeInteger(item.priceCzk)).toBe(true);
    });

    it('rejects within seconds when the CMS cannot be reached, so a request never waits on it', async () => {
      const { unreachable } = await harness();
      const started = Date.now();
      await expect(unreachable.getPriceList()).rejects.toBeInstanceOf(Error);
      expect(Date.now() - started).toBeLessThan(5000);
    });
  });
}
