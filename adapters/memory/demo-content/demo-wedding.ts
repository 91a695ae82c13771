import type { Seo } from '../../../domain/content/seo';
import type { Wedding } from '../../../domain/content/wedding';
import { demoId } from './demo-ids';
import { type DemoShot, weddingCover, weddingGallery } from './demo-media';

export interface DemoWeddingInput {
  slug: string;
  title: string;
  date: string;
  venue: string;
  coverAlt: string;
  /** A camera original (file name under DEMO_PHOTOS_ROOT) instead of the generated cover placeholder. */
  coverPhoto?: string;
  story: string[];
  shots: readonly DemoShot[];
  /** Meta description; the share image is the cover, so editors need not upload twice. */
  metaDescription?: string;
}

export function demoWedding(input: DemoWeddingInput): Wedding {
  const cover = weddingCover(input.slug, input.coverAlt, input.coverPhoto);
  const wedding: Wedding = {
    id: demoId(`wedding:${input.slug}`),
    slug: input.slug,
    title: input.title,
    date: input.date,
    venue: input.venue,
    cover,
    story: input.story,
    gallery: weddingGallery(input.slug, input.shots),
  };
  if (input.metaDescription !== undefined) {
    const seo: Seo = { metaTitle: `${input.title} | Svatební fotografie`, metaDescription: input.metaDescription, shareImage: cover };
    wedding.seo = seo;
  }
  return wedding;
}
