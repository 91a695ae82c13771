import type { MediaImage } from './media';
import type { Seo } from './seo';

export interface WeddingSummary {
  id: string;
  slug: string;
  title: string;
  /** Calendar date of the wedding, ISO `YYYY-MM-DD` (no time zone: it is a day in Prague). */
  date: string;
  venue: string;
  cover: MediaImage;
}

export interface Wedding extends WeddingSummary {
  /** Plain paragraphs telling the day's story. */
  story: string[];
  gallery: MediaImage[];
  seo?: Seo;
}

export function sortWeddingsNewestFirst<T extends WeddingSummary>(weddings: readonly T[]): T[] {
  return [...weddings].sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : a.slug.localeCompare(b.slug)));
}
