import type { MediaImage } from './media';

export interface Service {
  id: string;
  slug: string;
  title: string;
  /** One-sentence teaser. */
  summary: string;
  /** Plain paragraphs (no HTML). */
  description: string[];
  image: MediaImage;
  order: number;
}
