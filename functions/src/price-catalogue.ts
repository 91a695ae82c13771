import { isValidCzkPrice, type PriceCatalogue, type PricedItem } from '../../domain/content/price-package';
import { DomainError } from '../../domain/errors';

/**
 * The published price list for the functions' e-mails, read from Strapi's public REST API (the collections the site's
 * price list page reads: price-packages and price-extras), only the fields a mail shows. It satisfies
 * ports/price-catalogue-port.ts: a CMS that is not configured, unreachable, slow or answering nonsense rejects with
 * `content/unavailable` within `timeoutMs`, and the use case writes the mails with the slugs.
 */
export interface StrapiPriceCatalogueOptions {
  fetch?: typeof fetch;
  /** Milliseconds since the epoch (a test's clock). */
  now?: () => number;
  /** How long a request waits for the CMS before its mails fall back to slugs. */
  timeoutMs?: number;
  /** How long a read price list serves: prices change rarely, and a burst of requests then asks the CMS once. */
  freshMs?: number;
  /** How long after a failed read the next request tries again, so an outage does not cost each one the timeout. */
  retryAfterMs?: number;
}

const FIELDS = 'fields%5B0%5D=slug&fields%5B1%5D=name&fields%5B2%5D=priceCzk&pagination%5BpageSize%5D=100';

function unavailable(message: string, cause?: unknown): DomainError {
  return new DomainError('content/unavailable', message, cause === undefined ? undefined : { cause: String(cause) });
}

/** A Strapi list answer → priced items; entries without a slug, a name or a whole-crown price are left out. */
export function pricedItemsOf(body: unknown): PricedItem[] {
  const data = (body as { data?: unknown } | null)?.data;
  if (!Array.isArray(data)) throw unavailable('Strapi answered something other than a list');
  return data.flatMap((entry: unknown) => {
    const record = entry as Record<string, unknown> | null;
    // Strapi 4 nests an entry's fields under `attributes`; Strapi 5 does not.
    const fields = (record?.attributes ?? record) as Record<string, unknown> | null;
    const price = typeof fields?.priceCzk === 'number' ? Math.round(fields.priceCzk) : undefined;
    return typeof fields?.slug === 'string' && typeof fields.name === 'string' && isValidCzkPrice(price)
      ? [{ slug: fields.slug, name: fields.name, priceCzk: price }]
      : [];
  });
}

export function strapiPriceCatalogue(baseUrl: string, options: StrapiPriceCatalogueOptions = {}): { getPriceList(): Promise<PriceCatalogue> } {
  const base = baseUrl.trim().replace(/\/+$/, '');
  const fetchFn = options.fetch ?? ((input, init) => fetch(input, init));
  const now = options.now ?? Date.now;
  const { timeoutMs = 2000, freshMs = 5 * 60_000, retryAfterMs = 30_000 } = options;
  let cached: { until: number; value: Promise<PriceCatalogue> } | undefined;

  async function list(collection: string, signal: AbortSignal): Promise<PricedItem[]> {
    let response: Response;
    try {
      response = await fetchFn(`${base}/api/${collection}?${FIELDS}`, { headers: { Accept: 'application/json' }, signal });
    } catch (error) {
      throw unavailable(`Strapi ${collection} could not be read`, error);
    }
    if (!response.ok) throw unavailable(`Strapi ${collection} answered ${response.status}`);
    let body: unknown;
    try {
      body = await response.json();
    } catch (error) {
      throw unavailable(`Strapi ${collection} answered no JSON`, error);
    }
    return pricedItemsOf(body);
  }

  async function read(): Promise<PriceCatalogue> {
    if (!base) throw unavailable('No CMS address configured (STRAPI_URL)');
    const signal = AbortSignal.timeout(timeoutMs);
    const [packages, extras] = await Promise.all([list('price-packages', signal), list('price-extras', signal)]);
    return { packages, extras };
  }

  return {
    getPriceList() {
      const at = now();
      if (cached && at < cached.until) return cached.value;
      const value = read();
      cached = { until: at + freshMs, value };
      value.catch(() => {
        if (cached?.value === value) cached = { until: at + retryAfterMs, value };
      });
      return value;
    },
  };
}
