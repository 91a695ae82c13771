import { injectable } from 'inversify';
import type { FaqItem } from '../../domain/content/faq';
import type { AboutContent, HomeContent, Testimonial } from '../../domain/content/home';
import type { LegalDocument, Page, PageSummary } from '../../domain/content/page';
import type { PriceList } from '../../domain/content/price-package';
import type { Redirect } from '../../domain/content/redirect';
import type { Service } from '../../domain/content/service';
import type { SiteSettings } from '../../domain/content/site-settings';
import type { Wedding, WeddingSummary } from '../../domain/content/wedding';
import { DomainError } from '../../domain/errors';
import type { ContentBackendPort } from '../../ports/content-backend-port';
import { snapshotPaths, type SiteSnapshot } from './content-snapshot';

export interface FetchContentSnapshotOptions {
  /** The site's base URL (`import.meta.env.BASE_URL`); the snapshot is resolved against it. */
  baseUrl: string;
  fetch?: typeof fetch;
}

/**
 * The published content as the build wrote it (`content/…json` on the site's own origin), so visitors never wait
 * for the CMS and the public site keeps working while it is down. The site file is read once per page load;
 * a wedding or page file on first use. A missing item file means "not published" (null), as the port requires.
 */
@injectable()
export class FetchContentSnapshot implements ContentBackendPort {
  private readonly base: string;
  private readonly fetchFn: typeof fetch;
  private site: Promise<SiteSnapshot> | undefined;

  constructor(options: FetchContentSnapshotOptions) {
    this.base = options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`;
    const injected = options.fetch;
    // Called as a plain function: window.fetch throws "Illegal invocation" when called as a method of another object.
    this.fetchFn = injected ? (input, init) => injected(input, init) : (input, init) => globalThis.fetch(input, init);
  }

  /** Resolves the parsed file, `null` for a 404; any other failure is `content/unavailable`. */
  private async read<T>(path: string): Promise<T | null> {
    let response: Response;
    try {
      response = await this.fetchFn(`${this.base}${path}`, { headers: { Accept: 'application/json' } });
    } catch (error) {
      throw new DomainError('content/unavailable', `Content snapshot ${path} could not be fetched`, { cause: String(error) });
    }
    if (response.status === 404) return null;
    if (!response.ok) throw new DomainError('content/unavailable', `Content snapshot ${path} answered ${response.status}`);
    try {
      return (await response.json()) as T;
    } catch {
      // An SPA fallback answering HTML for a missing file is "not there", not "broken".
      return null;
    }
  }

  private async fromSite<T>(pick: (site: SiteSnapshot) => T): Promise<T> {
    this.site ??= this.read<SiteSnapshot>(snapshotPaths.site).then((site) => {
      if (!site) throw new DomainError('content/unavailable', 'The content snapshot is missing');
      return site;
    });
    try {
      // A fresh copy every time: callers own what they get.
      return structuredClone(pick(await this.site));
    } catch (error) {
      this.site = undefined; // let the next navigation try again
      throw error;
    }
  }

  getSiteSettings(): Promise<SiteSettings> {
    return this.fromSite((s) => s.siteSettings);
  }

  getHome(): Promise<HomeContent> {
    return this.fromSite((s) => s.home);
  }

  getAbout(): Promise<AboutContent> {
    return this.fromSite((s) => s.about);
  }

  getPrivacyPolicy(): Promise<LegalDocument> {
    return this.fromSite((s) => s.privacyPolicy);
  }

  listServices(): Promise<Service[]> {
    return this.fromSite((s) => s.services);
  }

  getPriceList(): Promise<PriceList> {
    return this.fromSite((s) => s.priceList);
  }

  listFaq(): Promise<FaqItem[]> {
    return this.fromSite((s) => s.faq);
  }

  listTestimonials(): Promise<Testimonial[]> {
    return this.fromSite((s) => s.testimonials);
  }

  listWeddings(): Promise<WeddingSummary[]> {
    return this.fromSite((s) => s.weddings);
  }

  listPages(): Promise<PageSummary[]> {
    return this.fromSite((s) => s.pages);
  }

  listRedirects(): Promise<Redirect[]> {
    return this.fromSite((s) => s.redirects);
  }

  async getWeddingBySlug(slug: string): Promise<Wedding | null> {
    // Only slugs the snapshot lists have a file; anything else is not published (and never reaches the network).
    if (!(await this.listWeddings()).some((w) => w.slug === slug)) return null;
    return this.read<Wedding>(snapshotPaths.wedding(slug));
  }

  async getWeddingById(id: string): Promise<Wedding | null> {
    const summary = (await this.listWeddings()).find((w) => w.id === id);
    return summary ? this.read<Wedding>(snapshotPaths.wedding(summary.slug)) : null;
  }

  async getPage(slug: string): Promise<Page | null> {
    if (!(await this.listPages()).some((p) => p.slug === slug)) return null;
    return this.read<Page>(snapshotPaths.page(slug));
  }
}
