import type { FaqItem } from '../../../domain/content/faq';
import type { AboutContent, HomeContent, Testimonial } from '../../../domain/content/home';
import type { LegalDocument, Page } from '../../../domain/content/page';
import type { PriceList } from '../../../domain/content/price-package';
import type { Redirect } from '../../../domain/content/redirect';
import type { Service } from '../../../domain/content/service';
import type { SiteSettings } from '../../../domain/content/site-settings';
import type { Wedding } from '../../../domain/content/wedding';
import { demoFaq } from './demo-faq';
import { demoPages } from './demo-pages';
import { demoPriceList } from './demo-prices';
import { demoPrivacyPolicy } from './demo-privacy-policy';
import { demoRedirects } from './demo-redirects';
import { demoServices } from './demo-services';
import { demoAbout, demoHome, demoSiteSettings, demoTestimonials } from './demo-site';
import { janaAPetr, klaraATomas } from './demo-weddings-2024';
import { evaAJakub, lucieAMartin } from './demo-weddings-2025';
import { barboraAOndrej } from './demo-weddings-2026';

/** All demo content as plain data: the in-memory fakes serve it and the Strapi seed script imports it. */
export interface DemoContent {
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

export const demoContent: DemoContent = {
  siteSettings: demoSiteSettings,
  home: demoHome,
  about: demoAbout,
  privacyPolicy: demoPrivacyPolicy,
  services: demoServices,
  priceList: demoPriceList,
  faq: demoFaq,
  testimonials: demoTestimonials,
  // Newest first, as the site lists them.
  weddings: [barboraAOndrej, evaAJakub, lucieAMartin, klaraATomas, janaAPetr],
  pages: demoPages,
  redirects: demoRedirects,
};
