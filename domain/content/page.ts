import type { Seo } from './seo';

/** An editor-managed page served by the catch-all route. */
export interface Page {
  id: string;
  slug: string;
  title: string;
  /** Rich text as HTML from the CMS, sanitised by the content adapter (no scripts, handlers, styles or frames). */
  bodyHtml: string;
  seo?: Seo;
  updatedAt: string;
}

/** What the site needs to list a CMS page (sitemap, prerendering) without its body. */
export type PageSummary = Pick<Page, 'id' | 'slug' | 'title' | 'updatedAt'>;

/** A fixed document such as the privacy policy: same shape, fixed route. */
export type LegalDocument = Omit<Page, 'slug'>;
