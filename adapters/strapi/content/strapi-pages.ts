import type { LegalDocument, Page, PageSummary } from '../../../domain/content/page';
import { ALL_ITEMS, readSingle, type StrapiContentSource } from './strapi-content-source';
import { contentId, record, records, text } from './strapi-entities';
import { richTextToHtml } from './strapi-rich-text';
import { SEO_POPULATE, seoOf } from './strapi-seo';

/** An editor's page by slug, its rich text as sanitised HTML; null when none is published. */
export async function readPage(source: StrapiContentSource, slug: string): Promise<Page | null> {
  const found = record(await source.get('/pages', { filters: { slug: { $eq: slug } }, populate: { seo: SEO_POPULATE } }));
  if (!found) return null;
  const seo = seoOf(found.seo, source.baseUrl);
  return {
    id: contentId(found),
    slug: text(found.slug),
    title: text(found.title),
    bodyHtml: await richTextToHtml(found.body),
    updatedAt: text(found.updatedAt),
    ...(seo ? { seo } : {}),
  };
}

/** Every published page's slug, title and date, by slug (what the prerender step renders). */
export async function readPageSummaries(source: StrapiContentSource): Promise<PageSummary[]> {
  const list = records(await source.get('/pages', { ...ALL_ITEMS, sort: ['slug:asc'], fields: ['slug', 'title', 'updatedAt'] }));
  return list.map((p) => ({ id: contentId(p), slug: text(p.slug), title: text(p.title), updatedAt: text(p.updatedAt) }));
}

/** The `privacy-policy` single type, its rich text as sanitised HTML. */
export async function readPrivacyPolicy(source: StrapiContentSource): Promise<LegalDocument> {
  const p = await readSingle(source, '/privacy-policy', '*');
  return { id: contentId(p), title: text(p.title), bodyHtml: await richTextToHtml(p.body), updatedAt: text(p.updatedAt) };
}
