import type { PublishedContent } from '../../../domain/content/published-content';
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
export type DemoContent = PublishedContent;

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
