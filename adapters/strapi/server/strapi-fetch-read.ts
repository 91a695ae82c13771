import { DomainError } from '../../../domain/errors';

/**
 * Reading Strapi's public REST API on a server (the functions' price list and site settings): with fetch rather than
 * the browser adapter's axios, the answers parsed by the same content/ modules. Each read has a timeout, every failure
 * is `content/unavailable`, and a read value serves for a while, so a burst of calls asks the CMS once and an outage
 * does not cost every call the timeout.
 */
export interface StrapiReadOptions {
  fetch?: typeof fetch;
  /** Milliseconds since the epoch (a test's clock). */
  now?: () => number;
  /** How long a request waits for the CMS. */
  timeoutMs?: number;
  /** How long a read value serves: the CMS's settings change rarely. */
  freshMs?: number;
  /** How long after a failed read the next call tries again. */
  retryAfterMs?: number;
}

export function contentUnavailable(message: string, cause?: unknown): DomainError {
  return new DomainError('content/unavailable', message, cause === undefined ? undefined : { cause: String(cause) });
}

/** GET `{base}/api/{path}` as JSON; `content/unavailable` for no base, no answer, a non-2xx or no JSON. */
export async function strapiGetJson(baseUrl: string, path: string, signal: AbortSignal, fetchFn: typeof fetch): Promise<unknown> {
  const base = baseUrl.trim().replace(/\/+$/, '');
  if (!base) throw contentUnavailable('No CMS address configured (STRAPI_URL)');
  let response: Response;
  try {
    response = await fetchFn(`${base}/api/${path}`, { headers: { Accept: 'application/json' }, signal });
  } catch (error) {
    throw contentUnavailable(`Strapi ${path} could not be read`, error);
  }
  if (!response.ok) throw contentUnavailable(`Strapi ${path} answered ${response.status}`);
  try {
    return await response.json();
  } catch (error) {
    throw contentUnavailable(`Strapi ${path} answered no JSON`, error);
  }
}

/** `read` once per `freshMs` (a failure is kept only `retryAfterMs`); each read gets a `timeoutMs` signal. */
export function cachedStrapiRead<T>(
  options: StrapiReadOptions,
  read: (signal: AbortSignal, fetchFn: typeof fetch) => Promise<T>,
): () => Promise<T> {
  const fetchFn = options.fetch ?? ((input, init) => fetch(input, init));
  const now = options.now ?? Date.now;
  const { timeoutMs = 2000, freshMs = 5 * 60_000, retryAfterMs = 30_000 } = options;
  let cached: { until: number; value: Promise<T> } | undefined;
  return () => {
    const at = now();
    if (cached && at < cached.until) return cached.value;
    const value = read(AbortSignal.timeout(timeoutMs), fetchFn);
    cached = { until: at + freshMs, value };
    value.catch(() => {
      if (cached?.value === value) cached = { until: at + retryAfterMs, value };
    });
    return value;
  };
}
