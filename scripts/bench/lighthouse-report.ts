// What the Lighthouse benchmark (lighthouse-bench.ts) reads from one report, and how it prints the medians.

/* eslint-disable @typescript-eslint/no-explicit-any -- Lighthouse's audit details are a wide union; the few fields read are checked where read */
/** The parts of a Lighthouse result read here. */
export interface Lhr {
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { score: number | null; scoreDisplayMode?: string; numericValue?: number; details?: any } | undefined>;
  runWarnings?: string[];
  runtimeError?: { message: string };
  environment?: { benchmarkIndex?: number };
}
type TraceData = Record<string, any>;
type TraceEvent = { name: string; args?: { data?: TraceData } };
type Item = Record<string, any>;
/* eslint-enable @typescript-eslint/no-explicit-any */

export interface TraceLcp {
  type: string | null;
  nodeName: string | null;
  size: number | null;
  imageUrl: string | null;
}

export interface LcpElement {
  selector: string | null;
  label: string | null;
  snippet: string | null;
  kind: string | null;
  url: string | null;
  transferBytes: number | null;
  resourceBytes: number | null;
  mimeType: string | null;
  phasesMs: Record<string, number> | null;
}

export interface RunSummary {
  performance?: number | null;
  seo?: number | null;
  accessibility?: number | null;
  lcpMs?: number | null;
  fcpMs?: number | null;
  tbtMs?: number | null;
  cls?: number | null;
  speedIndexMs?: number | null;
  ttiMs?: number | null;
  requests?: number;
  transferBytes?: number;
  failedRequests?: Array<{ url: string; status: number | null }>;
  lcpElement?: LcpElement;
  failedAudits?: string[];
  runWarnings?: string[];
  runtimeError?: string | null;
  /** Lighthouse's measure of the machine's speed during the run: figures are comparable only beside it. */
  benchmarkIndex?: number | null;
}

export const median = (values: unknown[]): number | null => {
  const sorted = values.filter((v): v is number => typeof v === 'number' && Number.isFinite(v)).sort((a, b) => a - b);
  if (!sorted.length) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const score = (lhr: Lhr, id: string) => {
  const value = lhr.categories[id]?.score;
  return value == null ? null : Math.round(value * 100);
};
const numeric = (lhr: Lhr, id: string) => lhr.audits[id]?.numericValue ?? null;

/** The final LCP candidate of the page, from the trace: its type, and for an image the URL the browser actually
 * painted (`LargestImagePaint::Candidate.imageUrl` of the same DOM node — the `src` attribute is not necessarily what
 * it picked from `srcset`). */
export function lcpFromTrace(traceEvents: TraceEvent[] | undefined): TraceLcp | null {
  let lcp: TraceData | null = null;
  const images = new Map<unknown, string>();
  for (const event of traceEvents ?? []) {
    const data = event.args?.data;
    if (!data?.isOutermostMainFrame) continue;
    if (event.name === 'largestContentfulPaint::Candidate') lcp = data;
    else if (event.name === 'LargestImagePaint::Candidate' && data.imageUrl) images.set(data.DOMNodeId, data.imageUrl);
  }
  if (!lcp) return null;
  return { type: lcp.type ?? null, nodeName: lcp.nodeName ?? null, size: lcp.size ?? null, imageUrl: images.get(lcp.nodeId) ?? null };
}

/** Lighthouse 13 names the LCP element in the `lcp-breakdown-insight` audit (a node item next to the table of
 * subparts: TTFB, resource load delay, load duration, render delay); the image request comes from the trace. */
function lcpElement(lhr: Lhr, traceLcp: TraceLcp | null): LcpElement {
  const items = (audit: string): Item[] => {
    const details = lhr.audits[audit]?.details;
    return details?.type === 'list' ? details.items : details ? [details] : [];
  };
  let node: Item | null = null;
  let phasesMs: Record<string, number> | null = null;
  for (const item of [...items('lcp-breakdown-insight'), ...items('largest-contentful-paint-element')]) {
    if (item?.type === 'node') node ??= item;
    for (const row of item?.type === 'table' ? (item.items as Item[]) : []) {
      if (row?.node?.type === 'node') node ??= row.node;
      if (row?.subpart && typeof row.duration === 'number') (phasesMs ??= {})[row.subpart] = Math.round(row.duration);
    }
  }
  const requests: Item[] = lhr.audits['network-requests']?.details?.items ?? [];
  const url = traceLcp?.imageUrl ?? null;
  const request = url ? requests.find((r) => r.url === url) : undefined;
  const kind = traceLcp?.type ?? (node ? (/^<(img|image|video)\b/i.test(node.snippet ?? '') ? 'image' : 'text') : null);
  return {
    selector: node?.selector ?? null,
    label: node?.nodeLabel ?? null,
    snippet: node?.snippet ?? null,
    kind,
    url,
    transferBytes: request?.transferSize ?? null,
    resourceBytes: request?.resourceSize ?? null,
    mimeType: request?.mimeType ?? null,
    phasesMs,
  };
}

export function summariseRun(lhr: Lhr, traceLcp: TraceLcp | null): RunSummary {
  const requests: Item[] = lhr.audits['network-requests']?.details?.items ?? [];
  const transfer = requests.reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
  return {
    performance: score(lhr, 'performance'),
    seo: score(lhr, 'seo'),
    accessibility: score(lhr, 'accessibility'),
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    fcpMs: numeric(lhr, 'first-contentful-paint'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    speedIndexMs: numeric(lhr, 'speed-index'),
    ttiMs: numeric(lhr, 'interactive'),
    requests: requests.length,
    transferBytes: transfer,
    failedRequests: requests
      .filter((r) => r.statusCode >= 400 || r.statusCode < 0 || r.statusCode == null)
      .map((r) => ({ url: r.url, status: r.statusCode ?? null })),
    lcpElement: lcpElement(lhr, traceLcp),
    failedAudits: Object.entries(lhr.audits)
      .filter(([id, a]) => a?.score === 0 && a.scoreDisplayMode === 'binary' && id !== 'largest-contentful-paint-element')
      .map(([id]) => id),
    runWarnings: lhr.runWarnings ?? [],
    runtimeError: lhr.runtimeError?.message ?? null,
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
  };
}

export const fmt = (value: number | null | undefined, digits: number, scale = 1): string => (value == null ? '–' : (value / scale).toFixed(digits));
const kb = (bytes: number | null) => (bytes == null ? '' : ` (${(bytes / 1024).toFixed(0)} KB)`);
function lcpLabel(element: LcpElement | null | undefined) {
  if (!element?.kind) return '–';
  const where = (element.selector ?? element.label ?? '?').split(' > ').slice(-2).join(' > ');
  if (element.url) {
    const name = new URL(element.url).pathname.split('/').pop();
    return `${where}: ${name}${kb(element.transferBytes)}`;
  }
  return `${where} (${element.kind})`;
}

/** One page's outcome: its HTML as served, every run, and the medians over the runs that succeeded. */
export interface PageResult {
  path: string;
  url: string;
  html: { status: number; htmlBytes: number; prerendered: boolean; h1InHtml: boolean; title: string | null };
  runs: RunSummary[];
  validRuns?: number;
  median?: Record<string, number | null>;
  lcpElement?: LcpElement | null;
  failedRequests?: Array<{ url: string; status: number | null }>;
}

export function markdownTable(results: PageResult[]): string {
  const lines = [
    '| page | perf | LCP s | FCP s | TBT ms | CLS | SI s | SEO | a11y | LCP element (bytes) | prerendered |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- | :---: |',
  ];
  for (const r of results) {
    const m = r.median ?? {};
    lines.push(
      `| ${r.path} | ${fmt(m.performance, 0)} | ${fmt(m.lcpMs, 2, 1000)} | ${fmt(m.fcpMs, 2, 1000)} | ${fmt(m.tbtMs, 0)} | ` +
        `${fmt(m.cls, 3)} | ${fmt(m.speedIndexMs, 2, 1000)} | ${fmt(m.seo, 0)} | ${fmt(m.accessibility, 0)} | ` +
        `${lcpLabel(r.lcpElement).replaceAll('|', '\\|')} | ${r.html?.prerendered ? 'yes' : 'no'} |`,
    );
  }
  return lines.join('\n');
}
