import { describe, expect, it } from 'vitest';
import { chosenItems, type PriceCatalogue } from './price-package';

const catalogue: PriceCatalogue = {
  packages: [{ slug: 'cely-den', name: 'Celý den', priceCzk: 45000 }],
  extras: [
    { slug: 'album', name: 'Fotokniha', priceCzk: 6500 },
    { slug: 'druhy-fotograf', name: 'Druhý fotograf', priceCzk: 9000 },
  ],
};

describe('chosenItems', () => {
  it('names and prices the booked package and extras from the catalogue, in the booking\'s order', () => {
    expect(chosenItems(catalogue, 'cely-den', ['druhy-fotograf', 'album'])).toEqual({
      package: { slug: 'cely-den', name: 'Celý den', priceCzk: 45000 },
      extras: [
        { slug: 'druhy-fotograf', name: 'Druhý fotograf', priceCzk: 9000 },
        { slug: 'album', name: 'Fotokniha', priceCzk: 6500 },
      ],
    });
  });

  it('falls back to the slug, without a price, when the catalogue is unavailable or no longer lists the item', () => {
    expect(chosenItems(null, 'cely-den', ['album'])).toEqual({ package: { slug: 'cely-den', name: 'cely-den' }, extras: [{ slug: 'album', name: 'album' }] });
    expect(chosenItems(catalogue, 'stary-balicek', [])).toEqual({ package: { slug: 'stary-balicek', name: 'stary-balicek' }, extras: [] });
  });

  it('has no package when none was chosen, and shows no price that is not a whole number of crowns', () => {
    expect(chosenItems(catalogue, undefined, [])).toEqual({ extras: [] });
    const broken: PriceCatalogue = { packages: [{ slug: 'x', name: 'X', priceCzk: Number.NaN }], extras: [] };
    expect(chosenItems(broken, 'x', [])).toEqual({ package: { slug: 'x', name: 'X' }, extras: [] });
  });
});
