import { describe, expect, it } from 'vitest';
import type { PriceCatalogue } from '../content/price-package';
import { agreedPrices, agreedPricing } from './agreed-pricing';

const catalogue: PriceCatalogue = {
  packages: [{ slug: 'cely-den', name: 'Celý den', priceCzk: 39_000 }],
  extras: [
    { slug: 'album', name: 'Album', priceCzk: 6900 },
    { slug: 'dron', name: 'Dron', priceCzk: Number.NaN },
  ],
};

describe('agreed prices', () => {
  it('are the price list’s names and prices of what the request chose', () => {
    expect(agreedPricing({ packageSlug: 'cely-den', extras: ['album'] }, catalogue)).toEqual({
      package: { slug: 'cely-den', name: 'Celý den', priceCzk: 39_000 },
      extras: [{ slug: 'album', name: 'Album', priceCzk: 6900 }],
    });
  });
  it('are empty for a request with nothing chosen', () => expect(agreedPricing({ extras: [] }, catalogue)).toEqual({ extras: [] }));
  it.each([
    ['the price list could not be read', { packageSlug: 'cely-den', extras: [] }, null],
    ['a package is not on the list', { packageSlug: 'jiny', extras: [] }, catalogue],
    ['an extra has no valid price', { packageSlug: 'cely-den', extras: ['dron'] }, catalogue],
  ])('are not stored when %s (read later as price unknown)', (_, request, list) => {
    expect(agreedPricing(request, list)).toBeUndefined();
  });

  it('read a booking without stored prices as unknown, and a stored one with its total', () => {
    expect(agreedPrices({})).toEqual({ known: false });
    expect(agreedPrices({ pricing: agreedPricing({ packageSlug: 'cely-den', extras: ['album'] }, catalogue)! })).toMatchObject({ known: true, totalCzk: 45_900 });
  });
});
