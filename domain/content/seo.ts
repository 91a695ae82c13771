import type { MediaImage } from './media';

/** SEO fields an editor can set on a page or a wedding. */
export interface Seo {
  metaTitle?: string;
  metaDescription?: string;
  shareImage?: MediaImage;
  /** Ask search engines not to index the page. */
  noIndex?: boolean;
}
