import type { FaqItem } from './faq';
import type { AboutContent, HomeContent, Testimonial } from './home';
import type { LegalDocument, Page } from './page';
import type { PriceList } from './price-package';
import type { Redirect } from './redirect';
import type { Service } from './service';
import type { SiteSettings } from './site-settings';
import type { Wedding } from './wedding';

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
