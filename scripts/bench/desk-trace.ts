// The request timeline of one desk bench run (BENCH_DESK_TRACE=1): each request the page makes after the click on
// "Přihlásit" (epoch ms, made relative to the click by the reader) and what it asked for (a Firestore
// query's collection, filters and order; an auth or functions call; a script chunk). Shows what runs in series.
import type { Page, Request } from 'playwright';

interface Filter {
  fieldFilter?: { field: { fieldPath: string }; op: string; value: unknown };
  compositeFilter?: { filters: Filter[] };
}

function describeFilter(filter: Filter | undefined): string {
  if (!filter) return '';
  if (filter.compositeFilter) return filter.compositeFilter.filters.map(describeFilter).join(' & ');
  const f = filter.fieldFilter;
  if (!f) return '?';
  const value = JSON.stringify(f.value).slice(0, 40);
  return `${f.field.fieldPath} ${f.op} ${value}`;
}

/** A short description of a request: the Firestore query's shape, or the URL's path. */
export function describeRequest(request: Request): string {
  const url = new URL(request.url());
  const body = request.postData();
  if (body && url.pathname.includes('/documents')) {
    try {
      const parsed = JSON.parse(body) as { structuredQuery?: { from?: Array<{ collectionId: string }>; where?: Filter; orderBy?: Array<{ field: { fieldPath: string } }>; limit?: number }; structuredAggregationQuery?: { structuredQuery: unknown }; documents?: string[] };
      const q = parsed.structuredQuery ?? (parsed.structuredAggregationQuery?.structuredQuery as typeof parsed.structuredQuery);
      if (q) {
        const kind = parsed.structuredAggregationQuery ? 'count' : 'query';
        const order = (q.orderBy ?? []).map((o) => o.field.fieldPath).join(',');
        return `${kind} ${q.from?.[0]?.collectionId} [${describeFilter(q.where)}] order ${order} limit ${q.limit ?? '-'}`;
      }
      if (parsed.documents) return `batchGet ${parsed.documents.length} documents`;
    } catch {
      // not JSON: described by its path
    }
  }
  return `${request.method()} ${url.pathname.split('/').slice(-2).join('/')}`;
}

/** Prints each request's start and end (epoch ms, as Playwright times it) and what it asked: sorted by the reader. */
export function traceRequests(page: Page) {
  page.on('requestfinished', (request) => {
    const url = request.url();
    if (url.startsWith('data:')) return;
    const timing = request.timing();
    const end = timing.responseEnd >= 0 ? timing.startTime + timing.responseEnd : timing.startTime;
    const kind = /\.js(\?|$)/.test(url) ? `script ${new URL(url).pathname.split('/').pop()}` : describeRequest(request);
    console.log(`[desk-trace] ${Math.round(timing.startTime)} ${Math.round(end)} ${kind}`);
  });
}

/** Marks the click the next requests are measured from. */
export function traceMark(label: string) {
  console.log(`[desk-trace] ${Date.now()} ${Date.now()} MARK ${label}`);
}
