import { inject, injectable } from 'inversify';
import type { FaqItem } from '../../domain/content/faq';
import type { AboutContent, HomeContent, Testimonial } from '../../domain/content/home';
import type { LegalDocument, Page, PageSummary } from '../../domain/content/page';
import type { PriceList } from '../../domain/content/price-package';
import type { Redirect } from '../../domain/content/redirect';
import type { Seo } from '../../domain/content/seo';
import type { Service } from '../../domain/content/service';
import type { SiteSettings, SocialLink } from '../../domain/content/site-settings';
import type { DepositFields } from '../../domain/payment/deposit';
import { sortWeddingsNewestFirst, type Wedding, type WeddingSummary } from '../../domain/content/wedding';
import { DomainError } from '../../domain/errors';
import type { ContentBackendPort } from '../../ports/content-backend-port';
import { StrapiClient } from './strapi-client';
import { STRAPI_TOKENS } from './strapi-config';
import { isStrapiErrorBody, strapiErrorMessage, strapiErrorStatus } from './strapi-error-body';
import {
  contentId,
  lines,
  media,
  mediaList,
  num,
  paragraphs,
  record,
  records,
  requiredMedia,
  text,
  type StrapiRecord,
} from './strapi-normalise';

const ALL = { pagination: { pageSize: 100 } };
const NETWORKS = new Set<SocialLink['network']>(['instagram', 'facebook', 'pinterest', 'youtube', 'tiktok']);

/**
 * Rich text fields hold Markdown (HTML passes through), written by editors: the result is sanitised here, at the
 * edge, so the HTML every caller gets (the pages, the published snapshot) is already safe. The parser and the
 * sanitiser load on first use: only CMS pages and the privacy policy need them, not every public page.
 */
async function richTextToHtml(value: unknown): Promise<string> {
  const [{ marked }, { sanitiseHtml }] = await Promise.all([import('marked'), import('./strapi-sanitise-html')]);
  return sanitiseHtml(marked.parse(text(value), { async: false }));
}

@injectable()
export class StrapiContentBackend implements ContentBackendPort {
  private readonly baseUrl: string;

  constructor(@inject(STRAPI_TOKENS.Client) private readonly client: StrapiClient) {
    this.baseUrl = client.config.baseUrl;
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

  private async single(path: string, populate: unknown): Promise<StrapiRecord> {
    const entity = record(await this.get(path, { populate }));
    if (!entity) throw new DomainError('content/unavailable', `Single type ${path} is not published`);
    return entity;
  }

  private seo(value: unknown): Seo | undefined {
    const seo = record(value);
    if (!seo) return undefined;
    const shareImage = media(seo.shareImage, this.baseUrl);
    return {
      ...(seo.metaTitle ? { metaTitle: text(seo.metaTitle) } : {}),
      ...(seo.metaDescription ? { metaDescription: text(seo.metaDescription) } : {}),
      ...(shareImage ? { shareImage } : {}),
      ...(seo.noIndex ? { noIndex: true } : {}),
    };
  }

  async getSiteSettings(): Promise<SiteSettings> {
    const s = await this.single('/site-setting', { address: true, social: true });
    const address = record(s.address) ?? {};
    return {
      siteName: text(s.siteName),
      photographerName: text(s.photographerName),
      tagline: text(s.tagline),
      email: text(s.email),
      phone: text(s.phone),
      ico: text(s.ico),
      address: {
        street: text(address.street),
        city: text(address.city),
        postalCode: text(address.postalCode),
        country: text(address.country, 'CZ'),
      },
      social: records(s.social)
        .filter((l) => NETWORKS.has(text(l.network) as SocialLink['network']))
        .map((l) => ({ network: text(l.network) as SocialLink['network'], url: text(l.url), label: text(l.label) })),
      areaServed: lines(s.areaServed),
      ...depositOf(s),
    };
  }

  async getHome(): Promise<HomeContent> {
    const h = await this.single('/home', { heroImage: true, featuredWeddings: { fields: ['slug'] } });
    return {
      heroTitle: text(h.heroTitle),
      heroSubtitle: text(h.heroSubtitle),
      heroImage: requiredMedia(h.heroImage, this.baseUrl, text(h.heroTitle)),
      intro: paragraphs(h.intro),
      featuredWeddingSlugs: records(h.featuredWeddings).map((w) => text(w.slug)),
    };
  }

  async getAbout(): Promise<AboutContent> {
    const a = await this.single('/about', { portrait: true });
    return { title: text(a.title), portrait: requiredMedia(a.portrait, this.baseUrl, text(a.title)), paragraphs: paragraphs(a.paragraphs) };
  }

  async getPrivacyPolicy(): Promise<LegalDocument> {
    const p = await this.single('/privacy-policy', '*');
    return { id: contentId(p), title: text(p.title), bodyHtml: await richTextToHtml(p.body), updatedAt: text(p.updatedAt) };
  }

  async listServices(): Promise<Service[]> {
    const list = records(await this.get('/services', { ...ALL, sort: ['order:asc'], populate: { image: true } }));
    return list.map((s) => ({
      id: contentId(s),
      slug: text(s.slug),
      title: text(s.title),
      summary: text(s.summary),
      description: paragraphs(s.description),
      image: requiredMedia(s.image, this.baseUrl, text(s.title)),
      order: num(s.order),
    }));
  }

  async getPriceList(): Promise<PriceList> {
    const [packages, extras, pricing] = await Promise.all([
      this.get('/price-packages', { ...ALL, sort: ['order:asc'] }),
      this.get('/price-extras', { ...ALL, sort: ['order:asc'] }),
      this.get('/pricing'),
    ]);
    return {
      packages: records(packages).map((p) => ({
        id: contentId(p),
        slug: text(p.slug),
        name: text(p.name),
        priceCzk: Math.round(num(p.priceCzk)),
        hours: num(p.hours),
        photosApprox: num(p.photosApprox),
        features: lines(p.features),
        highlighted: p.highlighted === true,
        order: num(p.order),
      })),
      extras: records(extras).map((e) => ({
        id: contentId(e),
        slug: text(e.slug),
        name: text(e.name),
        priceCzk: Math.round(num(e.priceCzk)),
        description: text(e.description),
      })),
      notes: lines(record(pricing)?.notes),
    };
  }

  async listFaq(): Promise<FaqItem[]> {
    const list = records(await this.get('/faq-items', { ...ALL, sort: ['order:asc'] }));
    return list.map((f) => ({
      id: contentId(f),
      question: text(f.question),
      answer: paragraphs(f.answer),
      category: text(f.category),
      order: num(f.order),
    }));
  }

  async listTestimonials(): Promise<Testimonial[]> {
    const list = records(await this.get('/testimonials', { ...ALL, populate: { wedding: { fields: ['slug'] } } }));
    return list.map((t) => {
      const slug = text(record(t.wedding)?.slug);
      return { id: contentId(t), couple: text(t.couple), quote: text(t.quote), ...(slug ? { weddingSlug: slug } : {}) };
    });
  }

  private summary(w: StrapiRecord): WeddingSummary {
    return {
      id: contentId(w),
      slug: text(w.slug),
      title: text(w.title),
      date: text(w.date),
      venue: text(w.venue),
      cover: requiredMedia(w.cover, this.baseUrl, text(w.title)),
    };
  }

  private wedding(w: StrapiRecord): Wedding {
    const seo = this.seo(w.seo);
    return { ...this.summary(w), story: paragraphs(w.story), gallery: mediaList(w.gallery, this.baseUrl), ...(seo ? { seo } : {}) };
  }

  async listWeddings(): Promise<WeddingSummary[]> {
    const list = records(await this.get('/weddings', { ...ALL, sort: ['date:desc', 'slug:asc'], populate: { cover: true } }));
    return sortWeddingsNewestFirst(list.map((w) => this.summary(w)));
  }

  private static readonly WEDDING_POPULATE = { cover: true, gallery: true, seo: { populate: { shareImage: true } } };

  async getWeddingBySlug(slug: string): Promise<Wedding | null> {
    const found = record(
      await this.get('/weddings', { filters: { slug: { $eq: slug } }, populate: StrapiContentBackend.WEDDING_POPULATE }),
    );
    return found ? this.wedding(found) : null;
  }

  async getWeddingById(id: string): Promise<Wedding | null> {
    const found = record(await this.get(`/weddings/${encodeURIComponent(id)}`, { populate: StrapiContentBackend.WEDDING_POPULATE }));
    return found ? this.wedding(found) : null;
  }

  async getPage(slug: string): Promise<Page | null> {
    const found = record(
      await this.get('/pages', { filters: { slug: { $eq: slug } }, populate: { seo: { populate: { shareImage: true } } } }),
    );
    if (!found) return null;
    const seo = this.seo(found.seo);
    return {
      id: contentId(found),
      slug: text(found.slug),
      title: text(found.title),
      bodyHtml: await richTextToHtml(found.body),
      updatedAt: text(found.updatedAt),
      ...(seo ? { seo } : {}),
    };
  }

  async listPages(): Promise<PageSummary[]> {
    const list = records(await this.get('/pages', { ...ALL, sort: ['slug:asc'], fields: ['slug', 'title', 'updatedAt'] }));
    return list.map((p) => ({ id: contentId(p), slug: text(p.slug), title: text(p.title), updatedAt: text(p.updatedAt) }));
  }

  async listRedirects(): Promise<Redirect[]> {
    const list = records(await this.get('/redirects', ALL));
    return list.map((r) => ({ from: text(r.from), to: text(r.to), permanent: r.permanent !== false }));
  }
}

/**
 * The deposit fields as the CMS has them (typed, not yet parsed: readDepositSettings does that where they are used,
 * so the public pages do not bundle the IBAN check); nothing when none is set.
 */
function depositOf(fields: Record<string, unknown>): Pick<SiteSettings, 'deposit'> {
  const deposit: DepositFields = {};
  if (typeof fields.bankIban === 'string' && fields.bankIban) deposit.bankIban = fields.bankIban;
  if (typeof fields.depositKind === 'string' && fields.depositKind) deposit.depositKind = fields.depositKind;
  for (const key of ['depositAmountCzk', 'depositPercent', 'depositDueDays'] as const) {
    if (typeof fields[key] === 'number') deposit[key] = fields[key];
  }
  return Object.keys(deposit).length ? { deposit } : {};
}
