import type { FaqItem } from './faq';
import type { AboutContent, HomeContent, Testimonial } from './home';
import type { LegalDocument, Page, PageSummary } from './page';
import type { PriceList } from './price-package';
import type { Redirect } from './redirect';
import type { Service } from './service';
import type { SiteSettings } from './site-settings';
import type { Wedding, WeddingSummary } from './wedding';

/** Everything the site publishes, as plain data: the demo content, and what the prerender step snapshots. */
export interface PublishedContent {
  siteSettings: SiteSettings;
  home: HomeContent;
  about: AboutContent;
  privacyPolicy: LegalDocument;
  services: Service[];
  priceList: PriceList;
  faq: FaqItem[];
  testimonials: Testimonial[];
  weddings: Wedding[];
  pages: Page[];
  redirects: Redirect[];
}

/**
 * What the public pages read of the published content at once: everything but the weddings' and pages' bodies, in
 * the content port's order (the snapshot's site file, and the demo content as the memory fake lists it).
 */
export type PublishedSite = Omit<PublishedContent, 'weddings' | 'pages'> & {
  weddings: WeddingSummary[];
  pages: PageSummary[];
};
