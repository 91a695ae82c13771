import { inject, injectable } from 'inversify';
import type { FaqItem } from '../../domain/content/faq';
import type { AboutContent, HomeContent, Testimonial } from '../../domain/content/home';
import type { LegalDocument, Page, PageSummary } from '../../domain/content/page';
import type { PriceList } from '../../domain/content/price-package';
import type { Redirect } from '../../domain/content/redirect';
import type { Service } from '../../domain/content/service';
import type { SiteSettings } from '../../domain/content/site-settings';
import { sortWeddingsNewestFirst, type Wedding, type WeddingSummary } from '../../domain/content/wedding';
import { DomainError } from '../../domain/errors';
import type { ContentBackendPort } from '../../ports/content-backend-port';
import type { DemoContent } from './demo-content/demo-content';
import { copy, delay } from './in-memory-call';
import type { MemoryAdapterOptions } from './memory-adapter-options';
import { MEMORY_TOKENS } from './memory-tokens';

const byOrder = <T extends { order: number }>(items: readonly T[]): T[] => [...items].sort((a, b) => a.order - b.order);

@injectable()
export class InMemoryContentBackend implements ContentBackendPort {
  private offline = false;

  constructor(
    @inject(MEMORY_TOKENS.Content) private readonly content: DemoContent,
    @inject(MEMORY_TOKENS.Options) private readonly options: MemoryAdapterOptions,
  ) {}

  /** Test hook: make every call fail as an unreachable backend would. */
  setOffline(offline: boolean): void {
    this.offline = offline;
  }

  private async read<T>(pick: (content: DemoContent) => T): Promise<T> {
    await delay(this.options.latencyMs);
    if (this.offline) throw new DomainError('content/unavailable', 'In-memory content backend is offline');
    return copy(pick(this.content));
  }

  getSiteSettings(): Promise<SiteSettings> {
    return this.read((c) => c.siteSettings);
  }

  getHome(): Promise<HomeContent> {
    return this.read((c) => c.home);
  }

  getAbout(): Promise<AboutContent> {
    return this.read((c) => c.about);
  }

  getPrivacyPolicy(): Promise<LegalDocument> {
    return this.read((c) => c.privacyPolicy);
  }

  listServices(): Promise<Service[]> {
    return this.read((c) => byOrder(c.services));
  }

  getPriceList(): Promise<PriceList> {
    return this.read((c) => ({ ...c.priceList, packages: byOrder(c.priceList.packages) }));
  }

  listFaq(): Promise<FaqItem[]> {
    return this.read((c) => byOrder(c.faq));
  }

  listTestimonials(): Promise<Testimonial[]> {
    return this.read((c) => c.testimonials);
  }

  listWeddings(): Promise<WeddingSummary[]> {
    return this.read((c) =>
      sortWeddingsNewestFirst(c.weddings).map(({ id, slug, title, date, venue, cover }) => ({ id, slug, title, date, venue, cover })),
    );
  }

  getWeddingBySlug(slug: string): Promise<Wedding | null> {
    return this.read((c) => c.weddings.find((w) => w.slug === slug) ?? null);
  }

  getWeddingById(id: string): Promise<Wedding | null> {
    return this.read((c) => c.weddings.find((w) => w.id === id) ?? null);
  }

  getPage(slug: string): Promise<Page | null> {
    return this.read((c) => c.pages.find((p) => p.slug === slug) ?? null);
  }

  listPages(): Promise<PageSummary[]> {
    return this.read((c) =>
      c.pages.map(({ id, slug, title, updatedAt }) => ({ id, slug, title, updatedAt })).sort((a, b) => a.slug.localeCompare(b.slug)),
    );
  }

  listRedirects(): Promise<Redirect[]> {
    return this.read((c) => c.redirects);
  }
}
