import type { Wedding } from '../../../domain/content/wedding';
import { truncateHeadline } from '../../../domain/seo/headline';

/** schema.org ImageGallery for a wedding; the headline is cut to 110 characters at a word boundary. */
export function weddingJsonLd(wedding: Wedding, canonicalUrl: string, absolute: (url: string) => string): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'ImageGallery',
    headline: truncateHeadline(`${wedding.title} – ${wedding.venue}`),
    name: wedding.title,
    url: canonicalUrl,
    datePublished: wedding.date,
    contentLocation: { '@type': 'Place', name: wedding.venue },
    image: wedding.gallery.map((image) => ({
      '@type': 'ImageObject',
      contentUrl: absolute(image.url),
      width: image.width,
      height: image.height,
      caption: image.alt,
    })),
  };
}
