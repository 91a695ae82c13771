import type { Page } from '../../domain/content/page';
import type { PublishedSite } from '../../domain/content/published-content';
import type { Wedding } from '../../domain/content/wedding';
import type { ContentBackendPort } from '../../ports/content-backend-port';

/** Everything the public pages read, except the per-item bodies (weddings, pages), which get a file each. */
export type SiteSnapshot = PublishedSite & {
  /** When the snapshot was taken (ISO). */
  takenAt: string;
};

export interface ContentSnapshot {
  site: SiteSnapshot;
  weddings: Wedding[];
  pages: Page[];
}

/** Where the snapshot lives below the site's origin; one layout for the writer and the reader. */
export const SNAPSHOT_ROOT = 'content';
export const snapshotPaths = {
  site: `${SNAPSHOT_ROOT}/site.json`,
  wedding: (slug: string) => `${SNAPSHOT_ROOT}/weddings/${encodeURIComponent(slug)}.json`,
  page: (slug: string) => `${SNAPSHOT_ROOT}/pages/${encodeURIComponent(slug)}.json`,
} as const;

/**
 * Reads every published item through the port (the build profile's content adapter). Any failure rejects: a build
 * that cannot reach the CMS must fail rather than publish an empty site.
 */
export async function takeContentSnapshot(content: ContentBackendPort, now: () => Date = () => new Date()): Promise<ContentSnapshot> {
  const [siteSettings, home, about, privacyPolicy, services, priceList, faq, testimonials, weddings, pages, redirects] = await Promise.all([
    content.getSiteSettings(),
    content.getHome(),
    content.getAbout(),
    content.getPrivacyPolicy(),
    content.listServices(),
    content.getPriceList(),
    content.listFaq(),
    content.listTestimonials(),
    content.listWeddings(),
    content.listPages(),
    content.listRedirects(),
  ]);
  const fullWeddings = await Promise.all(weddings.map((w) => content.getWeddingBySlug(w.slug)));
  const fullPages = await Promise.all(pages.map((p) => content.getPage(p.slug)));
  const missing = [...weddings.filter((_, i) => !fullWeddings[i]).map((w) => w.slug), ...pages.filter((_, i) => !fullPages[i]).map((p) => p.slug)];
  if (missing.length) throw new Error(`Content listed but not readable: ${missing.join(', ')}`);
  return {
    site: {
      takenAt: now().toISOString(),
      siteSettings,
      home,
      about,
      privacyPolicy,
      services,
      priceList,
      faq,
      testimonials,
      weddings,
      pages,
      redirects,
    },
    weddings: fullWeddings as Wedding[],
    pages: fullPages as Page[],
  };
}

/** The snapshot as files (path below the site root → JSON text). */
export function snapshotFiles(snapshot: ContentSnapshot): Map<string, string> {
  const files = new Map<string, string>([[snapshotPaths.site, JSON.stringify(snapshot.site)]]);
  for (const wedding of snapshot.weddings) files.set(snapshotPaths.wedding(wedding.slug), JSON.stringify(wedding));
  for (const page of snapshot.pages) files.set(snapshotPaths.page(page.slug), JSON.stringify(page));
  return files;
}
