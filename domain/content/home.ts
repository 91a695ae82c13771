import type { MediaImage } from './media';

export interface Testimonial {
  id: string;
  couple: string;
  quote: string;
  weddingSlug?: string;
}

export interface HomeContent {
  heroTitle: string;
  heroSubtitle: string;
  heroImage: MediaImage;
  intro: string[];
  featuredWeddingSlugs: string[];
}

export interface AboutContent {
  title: string;
  portrait: MediaImage;
  paragraphs: string[];
}
