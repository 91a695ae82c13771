import { sortWeddingsNewestFirst, type Wedding, type WeddingSummary } from '../../../domain/content/wedding';
import { ALL_ITEMS, type StrapiContentSource } from './strapi-content-source';
import { contentId, paragraphs, record, records, text, type StrapiRecord } from './strapi-entities';
import { mediaList, requiredMedia } from './strapi-media';
import { SEO_POPULATE, seoOf } from './strapi-seo';

const WEDDING_POPULATE = { cover: true, gallery: true, seo: SEO_POPULATE };

function summaryOf(w: StrapiRecord, baseUrl: string): WeddingSummary {
  return {
    id: contentId(w),
    slug: text(w.slug),
    title: text(w.title),
    date: text(w.date),
    venue: text(w.venue),
    cover: requiredMedia(w.cover, baseUrl, text(w.title)),
  };
}

function weddingOf(w: StrapiRecord, baseUrl: string): Wedding {
  const seo = seoOf(w.seo, baseUrl);
  return { ...summaryOf(w, baseUrl), story: paragraphs(w.story), gallery: mediaList(w.gallery, baseUrl), ...(seo ? { seo } : {}) };
}

/** Every published wedding's card, newest first. */
export async function readWeddingSummaries(source: StrapiContentSource): Promise<WeddingSummary[]> {
  const list = records(await source.get('/weddings', { ...ALL_ITEMS, sort: ['date:desc', 'slug:asc'], populate: { cover: true } }));
  return sortWeddingsNewestFirst(list.map((w) => summaryOf(w, source.baseUrl)));
}

/** One wedding with its story and gallery; null when no published wedding has the slug. */
export async function readWeddingBySlug(source: StrapiContentSource, slug: string): Promise<Wedding | null> {
  const found = record(await source.get('/weddings', { filters: { slug: { $eq: slug } }, populate: WEDDING_POPULATE }));
  return found ? weddingOf(found, source.baseUrl) : null;
}

/** One wedding by its content id; null when none is published under it. */
export async function readWeddingById(source: StrapiContentSource, id: string): Promise<Wedding | null> {
  const found = record(await source.get(`/weddings/${encodeURIComponent(id)}`, { populate: WEDDING_POPULATE }));
  return found ? weddingOf(found, source.baseUrl) : null;
}
