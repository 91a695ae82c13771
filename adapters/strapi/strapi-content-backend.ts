import { inject, injectable } from 'inversify';
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
import type { StrapiContentSource } from './content/strapi-content-source';
import { readFaq } from './content/strapi-faq';
import { readAbout, readHome, readTestimonials } from './content/strapi-home';
import { readPage, readPageSummaries, readPrivacyPolicy } from './content/strapi-pages';
import { readPriceList } from './content/strapi-prices';
import { readRedirects } from './content/strapi-redirects';
import { readServices } from './content/strapi-services';
import { readSiteSettings } from './content/strapi-site-settings';
import { readWeddingById, readWeddingBySlug, readWeddingSummaries } from './content/strapi-weddings';
import { StrapiClient } from './strapi-client';
import { STRAPI_TOKENS } from './strapi-config';
import { isStrapiErrorBody, strapiErrorMessage, strapiErrorStatus } from './strapi-error-body';

/**
 * The published content over Strapi's REST API. What each content type asks and how its answer becomes domain
 * content lives in its own module of content/ (one per type); this class is their transport: a 404 is "not
 * published" (null), any other failure `content/unavailable`.
 */
@injectable()
export class StrapiContentBackend implements ContentBackendPort {
  private readonly source: StrapiContentSource;

  constructor(@inject(STRAPI_TOKENS.Client) private readonly client: StrapiClient) {
    this.source = { get: (path, params) => this.get(path, params), baseUrl: client.config.baseUrl };
  }

  private async get(path: string, params: Record<string, unknown> = {}): Promise<unknown> {
    try {
      return await this.client.request({ method: 'GET', url: path, params });
    } catch (error) {
      if (!isStrapiErrorBody(error)) throw error;
      const status = strapiErrorStatus(error);
      if (status === 404) return null;
      throw new DomainError('content/unavailable', strapiErrorMessage(error), { status, body: error });
    }
  }

  getSiteSettings(): Promise<SiteSettings> {
    return readSiteSettings(this.source);
  }

  getHome(): Promise<HomeContent> {
    return readHome(this.source);
  }

  getAbout(): Promise<AboutContent> {
    return readAbout(this.source);
  }

  getPrivacyPolicy(): Promise<LegalDocument> {
    return readPrivacyPolicy(this.source);
  }

  listServices(): Promise<Service[]> {
    return readServices(this.source);
  }

  getPriceList(): Promise<PriceList> {
    return readPriceList(this.source);
  }

  listFaq(): Promise<FaqItem[]> {
    return readFaq(this.source);
  }

  listTestimonials(): Promise<Testimonial[]> {
    return readTestimonials(this.source);
  }

  listWeddings(): Promise<WeddingSummary[]> {
    return readWeddingSummaries(this.source);
  }

  getWeddingBySlug(slug: string): Promise<Wedding | null> {
    return readWeddingBySlug(this.source, slug);
  }

  getWeddingById(id: string): Promise<Wedding | null> {
    return readWeddingById(this.source, id);
  }

  getPage(slug: string): Promise<Page | null> {
    return readPage(this.source, slug);
  }

  listPages(): Promise<PageSummary[]> {
    return readPageSummaries(this.source);
  }

  listRedirects(): Promise<Redirect[]> {
    return readRedirects(this.source);
  }
}
