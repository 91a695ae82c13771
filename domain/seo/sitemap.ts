/** One address in the sitemap: absolute URL, and the content's last change when known (ISO date-time). */
export interface SitemapEntry {
  url: string;
  lastModified?: string | undefined;
}

const xmlEscape = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/** sitemaps.org XML; `lastmod` as a W3C date (the day is all search engines use). */
export function sitemapXml(entries: readonly SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const lastmod = entry.lastModified && !Number.isNaN(Date.parse(entry.lastModified)) ? entry.lastModified.slice(0, 10) : undefined;
    return `  <url><loc>${xmlEscape(entry.url)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** robots.txt: everything may be crawled except the given areas (admin, accounts); the sitemap is linked. */
export function robotsTxt({ sitemapUrl, disallow }: { sitemapUrl: string; disallow: readonly string[] }): string {
  const rules = disallow.map((path) => `Disallow: ${path}`);
  return ['User-agent: *', 'Allow: /', ...rules, '', `Sitemap: ${sitemapUrl}`, ''].join('\n');
}

/** The newest `updatedAt` anywhere in a page's data: when the content a page shows last changed. */
export function latestUpdate(data: unknown): string | undefined {
  let latest: string | undefined;
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (typeof value === 'object' && value !== null) {
      for (const [key, child] of Object.entries(value)) {
        if (key === 'updatedAt' && typeof child === 'string' && !Number.isNaN(Date.parse(child))) {
          if (!latest || Date.parse(child) > Date.parse(latest)) latest = child;
        } else visit(child);
      }
    }
  };
  visit(data);
  return latest;
}
