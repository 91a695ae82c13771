// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { pricedItemsOf, strapiPriceCatalogue } from './price-catalogue';

const packages = { data: [{ id: 1, documentId: 'a', slug: 'cely-den', name: 'Celý den', priceCzk: 39000 }] };
const extras = { data: [{ id: 2, documentId: 'b', slug: 'fotokniha', name: 'Fotokniha', priceCzk: 6900 }] };

/** A fetch answering the two collections, counting calls. */
function strapi(answer: (collection: string) => Response | Promise<Response> = (c) => Response.json(c === 'price-packages' ? packages : extras)) {
  const calls: string[] = [];
  const fetch = vi.fn(async (input: string | URL | Request) => {
    const url = String(input);
    calls.push(url);
    return answer(new URL(url).pathname.split('/').pop()!);
  }) as unknown as typeof globalThis.fetch;
  return { fetch, calls };
}

describe('the functions\' price list reader (Strapi REST)', () => {
  it('reads slug, name and price of the published packages and extras, and nothing else', async () => {
    const { fetch, calls } = strapi();
    await expect(strapiPriceCatalogue('http://cms.example/', { fetch }).getPriceList()).resolves.toEqual({
      packages: [{ slug: 'cely-den', name: 'Celý den', priceCzk: 39000 }],
      extras: [{ slug: 'fotokniha', name: 'Fotokniha', priceCzk: 6900 }],
    });
    expect(calls.map((url) => url.split('?')[0])).toEqual(['http://cms.example/api/price-packages', 'http://cms.example/api/price-extras']);
    expect(decodeURIComponent(calls[0]!.split('?')[1]!)).toBe('fields[0]=slug&fields[1]=name&fields[2]=priceCzk&pagination[pageSize]=100');
  });

  it('reads Strapi 4\'s nested attributes too, and leaves out entries without a slug, a name or a whole-crown price', () => {
    expect(
      pricedItemsOf({
        data: [
          { id: 1, attributes: { slug: 'obrad', name: 'Obřad', priceCzk: 18000.4 } },
          { id: 2, slug: 'bez-ceny', name: 'Bez ceny' },
          { id: 3, slug: 'zaporna', name: 'Záporná', priceCzk: -1 },
          { id: 4, name: 'Bez slugu', priceCzk: 1 },
          null,
        ],
      }),
    ).toEqual([{ slug: 'obrad', name: 'Obřad', priceCzk: 18000 }]);
  });

  it('rejects content/unavailable when no CMS is configured, without any request', async () => {
    const { fetch, calls } = strapi();
    await expect(strapiPriceCatalogue(' ', { fetch }).getPriceList()).rejects.toMatchObject({ code: 'content/unavailable' });
    expect(calls).toEqual([]);
  });

  it('rejects content/unavailable for a failed request, an error status, a non-JSON or a non-list answer', async () => {
    const answers: Array<() => Response | Promise<Response>> = [
      () => Promise.reject(new TypeError('fetch failed')),
      () => new Response('down', { status: 503 }),
      () => new Response('<html>', { status: 200 }),
      () => Response.json({ data: { slug: 'x' } }),
    ];
    for (const answer of answers) {
      const { fetch } = strapi(answer);
      await expect(strapiPriceCatalogue('http://cms.example', { fetch }).getPriceList()).rejects.toMatchObject({ code: 'content/unavailable' });
    }
  });

  it('gives up after its timeout when the CMS does not answer', async () => {
    const hanging = vi.fn(
      (_input: unknown, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal!.reason))),
    ) as unknown as typeof globalThis.fetch;
    const started = Date.now();
    await expect(strapiPriceCatalogue('http://cms.example', { fetch: hanging, timeoutMs: 50 }).getPriceList()).rejects.toMatchObject({ code: 'content/unavailable' });
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('asks the CMS once per freshness period, and after a failure waits before it asks again', async () => {
    let now = 0;
    let down = false;
    const { fetch, calls } = strapi((c) => (down ? new Response('', { status: 502 }) : Response.json(c === 'price-packages' ? packages : extras)));
    const catalogue = strapiPriceCatalogue('http://cms.example', { fetch, now: () => now, freshMs: 1000, retryAfterMs: 100 });
    await catalogue.getPriceList();
    await catalogue.getPriceList();
    expect(calls).toHaveLength(2);
    now = 1000;
    down = true;
    await expect(catalogue.getPriceList()).rejects.toMatchObject({ code: 'content/unavailable' });
    await expect(catalogue.getPriceList()).rejects.toMatchObject({ code: 'content/unavailable' });
    expect(calls).toHaveLength(4);
    now = 1100;
    down = false;
    await expect(catalogue.getPriceList()).resolves.toMatchObject({ packages: [{ slug: 'cely-den' }] });
    expect(calls).toHaveLength(6);
  });
});
