import type { FaqItem } from '../../domain/content/faq';
import type { AboutContent, HomeContent, Testimonial } from '../../domain/content/home';
import type { LegalDocument, Page, PageSummary } from '../../domain/content/page';
import type { PriceList } from '../../domain/content/price-package';
import type { PublishedSite } from '../../domain/content/published-content';
import type { Redirect } from '../../domain/content/redirect';
import type { Service } from '../../domain/content/service';
import type { SiteSettings } from '../../domain/content/site-settings';
import type { Wedding, WeddingSummary } from '../../domain/content/wedding';
import type { ContentBackendPort } from '../../ports/content-backend-port';

/**
 * The content port answered from published content held as plain data — the demo content (InMemoryContentBackend)
 * or the build's snapshot (FetchContentSnapshot): every list and single type is a pick of the published site, and a
 * wedding or page is looked up among those the site lists, so an item the lists do not name is never read. A
 * subclass says how the site is read and an item's body fetched, and owns the copying (callers own what they get)
 * and the failures (`content/unavailable`).
 */
export abstract class PublishedContentReader implements ContentBackendPort {
  /** A pick of the published site, as the port lists it (ordered, weddings and pages as summaries). */
  protected abstract fromSite<T>(pick: (site: PublishedSite) => T): Promise<T>;

  /** The wedding the site lists under `slug`. */
  protected abstract readWedding(slug: string): Promise<Wedding | null>;

  /** The page the site lists under `slug`. */
  protected abstract readPage(slug: string): Promise<Page | null>;

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
    return (await this.fromSite((s) => s.weddings.some((w) => w.slug === slug))) ? this.readWedding(slug) : null;
  }

  async getWeddingById(id: string): Promise<Wedding | null> {
    const slug = await this.fromSite((s) => s.weddings.find((w) => w.id === id)?.slug);
    return slug === undefined ? null : this.readWedding(slug);
  }

  async getPage(slug: string): Promise<Page | null> {
    return (await this.fromSite((s) => s.pages.some((p) => p.slug === slug))) ? this.readPage(slug) : null;
  }
}
