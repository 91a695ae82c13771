import type { Service } from '../../../domain/content/service';
import { ALL_ITEMS, type StrapiContentSource } from './strapi-content-source';
import { contentId, num, paragraphs, records, text } from './strapi-entities';
import { requiredMedia } from './strapi-media';

/** The `services` collection, in the editors' order. */
export async function readServices(source: StrapiContentSource): Promise<Service[]> {
  const list = records(await source.get('/services', { ...ALL_ITEMS, sort: ['order:asc'], populate: { image: true } }));
  return list.map((s) => ({
    id: contentId(s),
    slug: text(s.slug),
    title: text(s.title),
    summary: text(s.summary),
    description: paragraphs(s.description),
    image: requiredMedia(s.image, source.baseUrl, text(s.title)),
    order: num(s.order),
  }));
}
