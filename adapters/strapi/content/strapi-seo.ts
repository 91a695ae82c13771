import type { Seo } from '../../../domain/content/seo';
import { record, text } from './strapi-entities';
import { media } from './strapi-media';

/** The shared SEO component of weddings and pages (populate its shareImage); nothing when the entry has none. */
export function seoOf(value: unknown, baseUrl: string): Seo | undefined {
  const seo = record(value);
  if (!seo) return undefined;
  const shareImage = media(seo.shareImage, baseUrl);
  return {
    ...(seo.metaTitle ? { metaTitle: text(seo.metaTitle) } : {}),
    ...(seo.metaDescription ? { metaDescription: text(seo.metaDescription) } : {}),
    ...(shareImage ? { shareImage } : {}),
    ...(seo.noIndex ? { noIndex: true } : {}),
  };
}

export const SEO_POPULATE = { populate: { shareImage: true } } as const;
