import type { FaqItem } from '../../../domain/content/faq';
import { ALL_ITEMS, type StrapiContentSource } from './strapi-content-source';
import { contentId, num, paragraphs, records, text } from './strapi-entities';

/** The `faq-items` collection, in the editors' order. */
export async function readFaq(source: StrapiContentSource): Promise<FaqItem[]> {
  const list = records(await source.get('/faq-items', { ...ALL_ITEMS, sort: ['order:asc'] }));
  return list.map((f) => ({
    id: contentId(f),
    question: text(f.question),
    answer: paragraphs(f.answer),
    category: text(f.category),
    order: num(f.order),
  }));
}
