import type { FaqItem } from '../domain/content/faq';
import type { AboutContent, HomeContent, Testimonial } from '../domain/content/home';
import type { LegalDocument, Page, PageSummary } from '../domain/content/page';
import type { PriceList } from '../domain/content/price-package';
import type { Redirect } from '../domain/content/redirect';
import type { Service } from '../domain/content/service';
import type { SiteSettings } from '../domain/content/site-settings';
import type { Wedding, WeddingSummary } from '../domain/content/wedding';

/**
 * Read-only access to the published content of the site.
 *
 * Contract (tests/contracts/content-backend.contract.ts):
 * - Lists are ordered as the site shows them: services, packages, extras and FAQ by their `order` field
 *   ascending; weddings newest first (by `date`, ties by slug).
 * - Lookups of a single item resolve `null` when the item does not exist or is not published;
 *   they never throw for "not found".
 * - Lookups are exact: slugs are compared case-sensitively after the caller validated them.
 * - Any transport or server failure rejects with a `DomainError` coded `content/unavailable`
 *   (adapters may add the raw cause in `details`). No retries: the caller decides.
 * - HTML fields (`bodyHtml`) are sanitised before they leave the adapter: an editor's script, event handler,
 *   javascript: URL, style, form or frame never reaches a caller.
 * - Returned objects are plain data owned by the caller (mutating them does not change the backend).
 */
export interface ContentBackendPort {
  getSiteSettings(): Promise<SiteSettings>;
  getHome(): Promise<HomeContent>;
  getAbout(): Promise<AboutContent>;
  getPrivacyPolicy(): Promise<LegalDocument>;
  listServices(): Promise<Service[]>;
  getPriceList(): Promise<PriceList>;
  listFaq(): Promise<FaqItem[]>;
  listTestimonials(): Promise<Testimonial[]>;
  listWeddings(): Promise<WeddingSummary[]>;
  getWeddingBySlug(slug: string): Promise<Wedding | null>;
  getWeddingById(id: string): Promise<Wedding | null>;
  /** An editor-managed page for the catch-all route. */
  getPage(slug: string): Promise<Page | null>;
  /** Every published editor-managed page, ordered by slug (what the prerender step renders). */
  listPages(): Promise<PageSummary[]>;
  /** Legacy addresses to redirect; order is irrelevant, `from` paths are unique. */
  listRedirects(): Promise<Redirect[]>;
}
